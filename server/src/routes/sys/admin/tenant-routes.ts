import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ApiError, MESSAGES, ok } from '../../../http/envelope';
import { idsParam } from '../../../tables/request-params';
import { checkIds } from '../../../tables/table-hooks';
import { listPage, type ReadContext } from '../../../tables/table-reads';
import type { TableRegistry } from '../../../tables/table-registry';
import { requestErrors, requestSchema, text } from '../../../http/request-schemas';

/** Who may list tenants for a select: the tenant screen, and whoever adds or edits users (a user's tenants). */
const SELECT_CODES = ['system:tenant:list', 'system:user:add', 'system:user:edit'];

/** The caller, once one of these codes is granted (403 otherwise). */
async function anyPermission(db: Database, request: FastifyRequest, codes: string[]) {
  const auth = requireAuth(request);
  for (const code of codes) {
    if (await assertPermission(db, auth, code).then(() => true, () => false)) return auth;
  }
  throw new ApiError(403, MESSAGES.noAuth);
}

/**
 * Tenants (`sys/tenant`) are a table page (schemas/system/tenant.json, hook `tenant-numbering`: numbered ids,
 * validity dates, no deleting a tenant still in use); this adds JeecgBoot's one reader beyond CRUD, read through
 * the table layer.
 */
export function tenantRoutes(app: FastifyInstance, db: Database, tables: TableRegistry, ctx: ReadContext): void {
  /** Normal tenants for a select (a user's tenants, say): `[{id, name}]` in number order, optionally only `ids=1,2`. */
  app.get<{ Querystring: { ids?: string } }>('/devops/sys/tenant/queryList', { schema: requestSchema({ querystring: { ids: text(20_000) } }), schemaErrorFormatter: requestErrors, preValidation: async (request: FastifyRequest) => void (await anyPermission(db, request, SELECT_CODES)),
  }, async (request) => {
    const model = tables.get('sys/tenant');
    if (!model) throw new ApiError(404, MESSAGES.notFound);
    const ids = request.query.ids ? idsParam(request.query.ids) : undefined;
    if (ids) checkIds(model.hooks, ids);
    const page = await listPage(ctx, model, requireAuth(request), { pageSize: '1000' }, { field: 'status', op: 'eq', value: 1 });
    return ok(page.records
      .filter((r) => !ids || ids.includes(String(r.id)))
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((r) => ({ id: r.id, name: r.name })));
  });
}
