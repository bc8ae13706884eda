import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { SchemaStore } from './schema-store';
import { requireAuth } from '../auth/auth-plugin';
import { assertModuleAccess } from '../auth/access';
import { ApiError, ok } from '../http/envelope';
import { requestErrors, requestSchema, text } from '../http/request-schemas';

/**
 * `GET /devops/sys/schema/<code>`: the page schema of any kind the caller's menu grants. A page whose file has
 * problems is answered 422 with them, so the browser shows its error panel rather than a blank page.
 */
export function schemaRoutes(app: FastifyInstance, db: Database, store: SchemaStore): void {
  app.get('/devops/sys/schema/*', { schema: requestSchema({ params: { '*': text(200) } }), schemaErrorFormatter: requestErrors }, async (request) => {
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

/** `modules/x.json#/fields/0/type: 未知的取值…` → its parts, for the administrators' list. */
function problemRow(line: string, index: number) {
  const m = /^([^#]*)#(\S*): ([\s\S]*)$/.exec(line);
  return { id: String(index + 1), file: m?.[1] ?? '', pointer: m?.[2] ?? '', message: m?.[3] ?? line };
}

/**
 * `GET /devops/sys/schemaCheck/list`: every problem of every schema file the server refused or could not apply, for
 * the administrators' 模式检查 screen (the same lines the log and `npm run schemas:check` print).
 */
export function schemaProblemRoutes(app: FastifyInstance, db: Database, store: SchemaStore): void {
  app.get('/devops/sys/schemaCheck/list', {
    schema: requestSchema({ querystring: { file: text(255), pageNo: text(10), pageSize: text(10), column: text(64), order: text(10), _t: text(20) } }),
    schemaErrorFormatter: requestErrors,
  }, async (request) => {
    const auth = requireAuth(request);
    await assertModuleAccess(db, auth, 'sys/schemaCheck');
    const query = request.query as { file?: string; pageNo?: string; pageSize?: string };
    const rows = store.problems.map(problemRow).filter((r) => !query.file || r.file.includes(query.file.replace(/\*/g, '')));
    const pageSize = Math.min(Math.max(Number(query.pageSize) || 10, 1), 1000);
    const pageNo = Math.max(Number(query.pageNo) || 1, 1);
    return ok({ records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length, size: pageSize, current: pageNo, pages: Math.ceil(rows.length / pageSize) });
  });
}
