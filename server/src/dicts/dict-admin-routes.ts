import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import { ApiError, okMessage } from '../http/envelope';
import type { DictCache } from './dict-cache';

const str = (max: number) => ({ type: 'string', maxLength: max });

interface ItemBody { id?: string; dictId?: string; itemText?: string; itemValue?: string; description?: string; sortOrder?: number; status?: number }

/**
 * Dictionary items (`sys/dictItem`). Dictionaries themselves are a table page (schemas/system/dict.json, hook
 * `dict-items`); every change bumps the shared cache version so all processes see it.
 */
export function dictAdminRoutes(app: FastifyInstance, db: Database, cache: DictCache): void {
  const guard = async (request: FastifyRequest) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:dict:edit');
    return auth;
  };

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
