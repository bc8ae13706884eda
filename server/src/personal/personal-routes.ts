import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/auth-plugin';
import { ApiError, ok } from '../http/envelope';
import { requestErrors, requestSchema, text } from '../http/request-schemas';
import type { ReadContext } from '../tables/table-reads';
import type { TableRegistry } from '../tables/table-registry';
import { achievementsOf, findPerson, maySeeAchievements } from './achievements';
import { personalSummary } from './personal-summary';

const USERNAME = /^[A-Za-z0-9_.@-]{1,100}$/;

/**
 * The personal centre's own reads: a person's achievements (成果展示; the caller's, or a colleague's by account name)
 * and the caller's assessments and training hours. Everything else the centre shows comes from existing endpoints
 * (profile and avatar `sys/user/appEdit`, approvals `company/flow/task/*`).
 */
export function personalRoutes(app: FastifyInstance, tables: TableRegistry, ctx: ReadContext): void {
  app.get<{ Querystring: { username?: string } }>('/devops/personal/achievements', {
    schema: requestSchema({ querystring: { username: text(100) } }), schemaErrorFormatter: requestErrors,
  }, async (request) => {
    const auth = requireAuth(request);
    const username = request.query.username?.trim() || auth.username;
    if (!USERNAME.test(username)) throw new ApiError(400, '人员账号格式不正确');
    const person = await findPerson(ctx.db, tables, username);
    // An unknown account and one the caller may not see answer alike, so accounts cannot be probed.
    if (!person || !(await maySeeAchievements(ctx.db, auth, person))) throw new ApiError(404, '未找到该人员，或您无权查看其成果');
    return ok(await achievementsOf(ctx, tables, auth, person));
  });

  app.get('/devops/personal/summary', async (request) => {
    const auth = requireAuth(request);
    const person = await findPerson(ctx.db, tables, auth.username);
    if (!person) throw new ApiError(404, '用户不存在！');
    return ok(await personalSummary(ctx, tables, auth, person));
  });
}
