import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ApiError, ok } from '../../../http/envelope';
import { findById, pagedList, type AdminTable } from './admin-list';

export { recordThirdPartyCall } from './third-party-call';

const LOG: AdminTable = {
  table: 'sys_third_party_log',
  columns: {
    id: 'id', provider: 'provider', action: 'action', target: 'target', success: 'success', message: 'message',
    durationMs: 'duration_ms', username: 'username', userId: 'user_id', createTime: 'create_time',
  },
  filters: ['provider', 'action', 'success', 'username'],
  ranges: { createTime: 'datetime' },
  sortable: ['provider', 'action', 'durationMs'],
  defaultOrder: 'create_time DESC',
};

// bigserial ids come back as numbers from PGlite and strings from PostgreSQL; the wire always has strings.
const wire = (r: Record<string, unknown>) => ({ ...r, id: String(r.id) });

/**
 * The log of calls the platform made to outside providers (SMS gateway, single sign-on, data-source tests):
 * read-only, written only by `recordThirdPartyCall`.
 */
export function thirdPartyLogRoutes(app: FastifyInstance, db: Database): void {
  const can = { preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), 'system:thirdlog:list') };

  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/thirdPartyLog/list', can, async (request) => {
    const page = await pagedList(db, LOG, request.query);
    return ok({ ...page, records: page.records.map(wire) });
  });

  app.get<{ Querystring: { id?: string } }>('/devops/sys/thirdPartyLog/queryById', can, async (request) => {
    if (!/^\d{1,18}$/.test(request.query.id ?? '')) throw new ApiError(404, '未找到对应实体');
    return ok(wire(await findById(db, LOG, request.query.id)));
  });
}
