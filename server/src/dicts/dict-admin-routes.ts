import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import { ApiError, ok, okMessage } from '../http/envelope';
import type { DictCache } from './dict-cache';
import { findById, pagedList, type AdminTable } from '../routes/sys/admin/admin-list';

const CODE = '^[a-z][a-z0-9_]{0,99}$';
const str = (max: number) => ({ type: 'string', maxLength: max });

const DICTS: AdminTable = {
  table: 'sys_dict',
  columns: { id: 'id', dictName: 'dict_name', dictCode: 'dict_code', description: 'description', createTime: 'create_time' },
  filters: ['dictName', 'dictCode'],
  sortable: ['dictName', 'dictCode'],
  defaultOrder: 'dict_code ASC',
  where: 'del_flag = 0',
};

interface DictBody { id?: string; dictName?: string; dictCode?: string; description?: string }
interface ItemBody { id?: string; dictId?: string; itemText?: string; itemValue?: string; description?: string; sortOrder?: number; status?: number }

/** Dictionary administration; every change bumps the shared cache version so all processes see it. */
export function dictAdminRoutes(app: FastifyInstance, db: Database, cache: DictCache): void {
  const guard = async (request: FastifyRequest) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:dict:edit');
    return auth;
  };

  /** JeecgBoot's paged list: `dictName` / `dictCode` filters (`*x*` for a part), `column` / `order`. */
  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/dict/list', async (request) => {
    await guard(request);
    return ok(await pagedList(db, DICTS, request.query));
  });

  app.get<{ Querystring: { id?: string } }>('/devops/sys/dict/queryById', async (request) => {
    await guard(request);
    return ok(await findById(db, DICTS, request.query.id));
  });

  app.post<{ Body: DictBody }>('/devops/sys/dict/add', {
    schema: { body: { type: 'object', required: ['dictName', 'dictCode'], properties: { dictName: { type: 'string', minLength: 1, maxLength: 100 }, dictCode: { type: 'string', pattern: CODE }, description: { type: ['string', 'null'], maxLength: 255 } } } },
  }, async (request) => {
    const auth = await guard(request);
    const { dictName, dictCode, description } = request.body;
    if ((await db.query('SELECT 1 FROM sys_dict WHERE dict_code = $1', [dictCode])).rows.length) throw new ApiError(400, '字典编码已存在');
    const id = randomBytes(16).toString('hex');
    await db.query('INSERT INTO sys_dict (id, dict_name, dict_code, description, create_by) VALUES ($1,$2,$3,$4,$5)', [id, dictName, dictCode, description ?? null, auth.username]);
    await cache.invalidate();
    return { ...okMessage('添加成功！'), id };
  });

  const editDict = async (request: FastifyRequest<{ Body: DictBody }>) => {
    const auth = await guard(request);
    const { id, dictName, description } = request.body ?? {};
    // The code is what schemas refer to: it is never changed here.
    const res = await db.query('UPDATE sys_dict SET dict_name = COALESCE($2, dict_name), description = $3, update_by = $4, update_time = now() WHERE id = $1',
      [id ?? '', dictName ?? null, description ?? null, auth.username]);
    if (!res.rowCount) throw new ApiError(404, '未找到对应实体');
    await cache.invalidate();
    return okMessage('编辑成功!');
  };
  app.put<{ Body: DictBody }>('/devops/sys/dict/edit', editDict);
  app.post<{ Body: DictBody }>('/devops/sys/dict/edit', editDict);

  app.post<{ Body: ItemBody }>('/devops/sys/dictItem/add', {
    schema: { body: { type: 'object', required: ['dictId', 'itemText', 'itemValue'], properties: {
      dictId: str(32), itemText: { type: 'string', minLength: 1, maxLength: 100 }, itemValue: { type: 'string', minLength: 1, maxLength: 100 },
      description: str(255), sortOrder: { type: 'integer' }, status: { enum: [0, 1] } } } },
  }, async (request) => {
    const auth = await guard(request);
    const b = request.body;
    if (!(await db.query('SELECT 1 FROM sys_dict WHERE id = $1', [b.dictId])).rows.length) throw new ApiError(404, '字典不存在');
    if ((await db.query('SELECT 1 FROM sys_dict_item WHERE dict_id = $1 AND item_value = $2', [b.dictId, b.itemValue])).rows.length) {
      throw new ApiError(400, '该字典下已有相同的数据值');
    }
    const id = randomBytes(16).toString('hex');
    await db.query(`INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, description, sort_order, status, create_by) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
      [id, b.dictId, b.itemText, b.itemValue, b.description ?? null, b.sortOrder ?? 0, b.status ?? 1, auth.username]);
    await cache.invalidate();
    return { ...okMessage('添加成功！'), id };
  });

  const editItem = async (request: FastifyRequest<{ Body: ItemBody }>) => {
    const auth = await guard(request);
    const b = request.body ?? {};
    if (b.status !== undefined && b.status !== 0 && b.status !== 1) throw new ApiError(400, '状态只能是 0 或 1');
    const res = await db.query(
      `UPDATE sys_dict_item SET item_text = COALESCE($2, item_text), description = COALESCE($3, description), sort_order = COALESCE($4, sort_order),
         status = COALESCE($5, status), update_by = $6, update_time = now() WHERE id = $1`,
      [b.id ?? '', b.itemText ?? null, b.description ?? null, b.sortOrder ?? null, b.status ?? null, auth.username],
    );
    if (!res.rowCount) throw new ApiError(404, '未找到对应实体');
    await cache.invalidate();
    return okMessage('编辑成功!');
  };
  app.put<{ Body: ItemBody }>('/devops/sys/dictItem/edit', editItem);
  app.post<{ Body: ItemBody }>('/devops/sys/dictItem/edit', editItem);
}
