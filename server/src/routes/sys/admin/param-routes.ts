import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ApiError, ok } from '../../../http/envelope';
import { listPage, type ReadContext } from '../../../tables/table-reads';
import type { TableRegistry } from '../../../tables/table-registry';
import { requestErrors, requestSchema, text } from '../../../http/request-schemas';

/** A parameter key: a letter, then letters, digits, underscores or dots; 2 to 64 characters. */
const KEY_PATTERN = /^[a-zA-Z][\w.]{1,63}$/;

/**
 * System parameters (`sys/sysParam`) are a table page served by the table layer from schemas/system/sys-param.json;
 * this adds the one lookup JeecgBoot has beyond CRUD: a parameter by its key.
 */
export function paramRoutes(app: FastifyInstance, db: Database, tables: TableRegistry, ctx: ReadContext): void {
  app.get<{ Querystring: { key?: string } }>('/devops/sys/sysParam/queryByKey', { schema: requestSchema({ querystring: { key: text(64) } }), schemaErrorFormatter: requestErrors, preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), 'system:param:list'),
  }, async (request) => {
    const key = request.query.key;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new ApiError(400, '参数键格式不正确');
    const model = tables.get('sys/sysParam');
    if (!model) throw new ApiError(404, '未找到对应参数');
    const page = await listPage(ctx, model, requireAuth(request), { pageSize: '1' }, { field: 'key', op: 'eq', value: key });
    if (!page.records[0]) throw new ApiError(404, '未找到对应参数');
    return ok(page.records[0]);
  });
}
