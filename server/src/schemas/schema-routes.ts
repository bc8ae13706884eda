import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { SchemaStore } from './schema-store';
import { requireAuth } from '../auth/auth-plugin';
import { assertModuleAccess } from '../auth/access';
import { ApiError, ok } from '../http/envelope';

/**
 * `GET /devops/sys/schema/<code>`: the page schema of any kind the caller's menu grants. A page whose file has
 * problems is answered 422 with them, so the browser shows its error panel rather than a blank page.
 */
export function schemaRoutes(app: FastifyInstance, db: Database, store: SchemaStore): void {
  app.get('/devops/sys/schema/*', async (request) => {
    const auth = requireAuth(request);
    const code = (request.params as { '*': string })['*'];
    const page = store.pages.get(code);
    const problems = store.pageProblems.get(code);
    if (!page && !problems) throw new ApiError(404, `页面模式 ${code} 不存在`);
    await assertModuleAccess(db, auth, code);
    if (problems) throw new ApiError(422, `页面模式 ${code} 有 ${problems.length} 个问题，请修改后保存`, {}, { problems });
    return ok(page);
  });
}
