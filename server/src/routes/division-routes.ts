import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/auth-plugin';
import { ok } from '../http/envelope';
import { requestErrors, requestSchema, text } from '../http/request-schemas';
import { divisions } from '../dicts/divisions';

export { divisions, ROOT_CODE, type Division } from '../dicts/divisions';

export function divisionRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { parentCode?: string } }>('/devops/division/mdmAdminDivision/getList', { schema: requestSchema({ querystring: { parentCode: text(20) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    requireAuth(request);
    const { parentCode } = request.query;
    const all = divisions();
    return ok(parentCode ? all.filter((d) => d.parentCode === parentCode) : all);
  });
}
