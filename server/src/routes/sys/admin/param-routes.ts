import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ApiError, ok, okMessage } from '../../../http/envelope';
import { findById, idParam, idsParam, insertRow, pagedList, pickWritable, updateRow, zhSchemaErrors, type AdminTable } from './admin-list';

const PARAMS: AdminTable = {
  table: 'sys_param',
  columns: {
    id: 'id', key: 'param_key', value: 'param_value', description: 'description', type: 'param_type',
    createBy: 'create_by', createTime: 'create_time', updateBy: 'update_by', updateTime: 'update_time',
  },
  filters: ['key', 'value', 'description', 'type'],
  ranges: { createTime: 'datetime' },
  sortable: ['key', 'type', 'updateTime'],
  defaultOrder: 'param_key ASC',
};
// Only these are written; id, createBy, createTime and anything else in a body are the server's.
const WRITABLE = { key: 'param_key', value: 'param_value', description: 'description', type: 'param_type' };

const KEY_PATTERN = '^[a-zA-Z][\\w.]{1,63}$';
// An empty optional field arrives as null and clears the column.
const FIELDS = {
  key: { type: 'string', pattern: KEY_PATTERN },
  value: { type: ['string', 'null'], maxLength: 4000 },
  description: { type: ['string', 'null'], maxLength: 255 },
  type: { type: ['string', 'null'], maxLength: 20 },
};
const errors = zhSchemaErrors(
  { id: 'ID', key: '参数键', value: '参数值', description: '描述', type: '参数类型' },
  { key: '参数键须以字母开头，由字母、数字、下划线或点组成，共 2 至 64 个字符' },
);

/** System parameters (`sys/sysParam`): named settings an administrator keeps, looked up by key. */
export function paramRoutes(app: FastifyInstance, db: Database): void {
  // Checked before the body is validated: someone without the permission learns nothing about the schema.
  const can = (code: string) => ({ preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), `system:param:${code}`) });
  const assertKeyFree = async (key: unknown, exceptId = '') => {
    if (typeof key !== 'string') return;
    const { rows } = await db.query('SELECT 1 FROM sys_param WHERE param_key = $1 AND id <> $2', [key, exceptId]);
    if (rows.length) throw new ApiError(400, `参数键 ${key} 已存在`);
  };

  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/sysParam/list', can('list'), async (request) => {
    return ok(await pagedList(db, PARAMS, request.query));
  });

  app.get<{ Querystring: { id?: string } }>('/devops/sys/sysParam/queryById', can('list'), async (request) => {
    return ok(await findById(db, PARAMS, request.query.id));
  });

  app.get<{ Querystring: { key?: string } }>('/devops/sys/sysParam/queryByKey', can('list'), async (request) => {
    const key = request.query.key;
    if (typeof key !== 'string' || !new RegExp(KEY_PATTERN).test(key)) throw new ApiError(400, '参数键格式不正确');
    const { rows } = await db.query<{ id: string }>('SELECT id FROM sys_param WHERE param_key = $1', [key]);
    if (!rows[0]) throw new ApiError(404, '未找到对应参数');
    return ok(await findById(db, PARAMS, rows[0].id));
  });

  app.post<{ Body: Record<string, unknown> }>('/devops/sys/sysParam/add', {
    ...can('add'),
    schema: { body: { type: 'object', required: ['key'], properties: FIELDS } },
    schemaErrorFormatter: errors,
  }, async (request) => {
    const auth = requireAuth(request);
    await assertKeyFree(request.body.key);
    const id = randomBytes(16).toString('hex');
    await insertRow(db, 'sys_param', [['id', id], ...pickWritable(request.body, WRITABLE), ['create_by', auth.username]]);
    return { ...okMessage('添加成功！'), id };
  });

  const edit = async (request: FastifyRequest<{ Body: Record<string, unknown> }>) => {
    const auth = requireAuth(request);
    const id = idParam(request.body.id);
    await assertKeyFree(request.body.key, id);
    if (!(await updateRow(db, 'sys_param', id, pickWritable(request.body, WRITABLE), auth.username))) throw new ApiError(404, '未找到对应实体');
    return okMessage('编辑成功!');
  };
  const editSchema = {
    ...can('edit'),
    schema: { body: { type: 'object', required: ['id'], properties: { ...FIELDS, id: { type: 'string', maxLength: 64 } } } },
    schemaErrorFormatter: errors,
  };
  app.put<{ Body: Record<string, unknown> }>('/devops/sys/sysParam/edit', editSchema, edit);
  app.post<{ Body: Record<string, unknown> }>('/devops/sys/sysParam/edit', editSchema, edit);

  app.delete<{ Querystring: { id?: string } }>('/devops/sys/sysParam/delete', can('delete'), async (request) => {
    const res = await db.query('DELETE FROM sys_param WHERE id = $1', [idParam(request.query.id)]);
    if (!res.rowCount) throw new ApiError(404, '未找到对应实体');
    return okMessage('删除成功!');
  });

  app.delete<{ Querystring: { ids?: string } }>('/devops/sys/sysParam/deleteBatch', can('delete'), async (request) => {
    await db.query('DELETE FROM sys_param WHERE id = ANY($1)', [idsParam(request.query.ids)]);
    return okMessage('批量删除成功!');
  });
}
