import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { loadDictTexts } from '../../../dicts/dict-service';
import { ApiError, ok, okMessage } from '../../../http/envelope';
import {
  type AdminTable, findById, idParam, idsParam, insertRow, pagedList, permit, pickWritable, updateRow, zhSchemaErrors,
} from './admin-list';

const POSITIONS: AdminTable = {
  table: 'sys_position',
  columns: {
    id: 'id', code: 'code', name: 'name', postRank: 'post_rank', companyId: 'company_id',
    createBy: 'create_by', createTime: 'create_time', updateBy: 'update_by', updateTime: 'update_time',
  },
  filters: ['code', 'name', 'postRank', 'companyId'],
  ranges: { createTime: 'datetime' },
  sortable: ['code', 'name', 'postRank'],
  defaultOrder: 'create_time DESC',
  dicts: { postRank: 'position_rank' },
};

const WRITABLE = { code: 'code', name: 'name', postRank: 'post_rank', companyId: 'company_id' };
const LABELS = { id: '职务ID', code: '职务编码', name: '职务名称', postRank: '职级', companyId: '所属公司' };
const errors = zhSchemaErrors(LABELS, { code: '职务编码只能包含字母、数字、下划线、点和短横线' });
const properties = {
  code: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' },
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  postRank: { type: ['string', 'null'], maxLength: 2 },
  companyId: { type: ['string', 'null'], maxLength: 32 },
};
const ADD = { body: { type: 'object', additionalProperties: false, required: ['code', 'name'], properties } };
const EDIT = { body: { type: 'object', additionalProperties: false, required: ['id'], properties: { ...properties, id: { type: 'string', minLength: 1, maxLength: 32 } } } };

interface PositionBody { id?: string; code?: string; name?: string; postRank?: string | null; companyId?: string | null }

/** Position administration (`sys/position`): a unique code, a rank from the `position_rank` dictionary. */
export function positionRoutes(app: FastifyInstance, db: Database): void {
  const checkBody = async (body: PositionBody, id?: string) => {
    if (body.code !== undefined) {
      const dup = await db.query('SELECT 1 FROM sys_position WHERE code = $1 AND id <> $2', [body.code, id ?? '']);
      if (dup.rows.length) throw new ApiError(400, '职务编码已存在，请换一个');
    }
    if (body.postRank) {
      const ranks = (await loadDictTexts(db, ['position_rank'])).get('position_rank');
      if (!ranks?.has(body.postRank)) throw new ApiError(400, '职级不在字典“职级”的取值中');
    }
    if (body.companyId) {
      const company = await db.query(`SELECT 1 FROM sys_depart WHERE id = $1 AND del_flag = 0`, [body.companyId]);
      if (!company.rows.length) throw new ApiError(400, '所属公司不存在');
    }
  };

  const list = permit(db, 'system:position:list');
  app.get<{ Querystring: Record<string, string> }>('/devops/sys/position/list', { preValidation: list }, async (request) =>
    ok(await pagedList(db, POSITIONS, request.query)));

  app.get<{ Querystring: { id?: string } }>('/devops/sys/position/queryById', { preValidation: list }, async (request) =>
    ok(await findById(db, POSITIONS, request.query.id)));

  app.post<{ Body: PositionBody }>('/devops/sys/position/add', { preValidation: permit(db, 'system:position:add'), schema: ADD, schemaErrorFormatter: errors }, async (request) => {
    const auth = requireAuth(request);
    await checkBody(request.body);
    const id = randomBytes(16).toString('hex');
    await insertRow(db, 'sys_position', [['id', id], ['create_by', auth.username], ...pickWritable(request.body as Record<string, unknown>, WRITABLE)]);
    return { ...okMessage('添加成功！'), id };
  });

  const edit = async (request: FastifyRequest<{ Body: PositionBody }>) => {
    const auth = requireAuth(request);
    const id = idParam(request.body.id);
    await checkBody(request.body, id);
    if (!(await updateRow(db, 'sys_position', id, pickWritable(request.body as Record<string, unknown>, WRITABLE), auth.username))) {
      throw new ApiError(404, '未找到对应实体');
    }
    return okMessage('编辑成功!');
  };
  const editOptions = { preValidation: permit(db, 'system:position:edit'), schema: EDIT, schemaErrorFormatter: errors };
  app.put<{ Body: PositionBody }>('/devops/sys/position/edit', editOptions, edit);
  app.post<{ Body: PositionBody }>('/devops/sys/position/edit', editOptions, edit);

  const remove = permit(db, 'system:position:delete');
  app.delete<{ Querystring: { id?: string } }>('/devops/sys/position/delete', { preValidation: remove }, async (request) => {
    const res = await db.query('DELETE FROM sys_position WHERE id = $1', [idParam(request.query.id)]);
    if (!res.rowCount) throw new ApiError(404, '未找到对应实体');
    return okMessage('删除成功!');
  });

  app.delete<{ Querystring: { ids?: string } }>('/devops/sys/position/deleteBatch', { preValidation: remove }, async (request) => {
    const ids = idsParam(request.query.ids);
    await db.transaction(async (tx) => {
      const res = await tx.query('DELETE FROM sys_position WHERE id = ANY($1)', [ids]);
      if (res.rowCount !== ids.length) throw new ApiError(404, '部分记录不存在，未删除任何数据');
    });
    return okMessage('批量删除成功!');
  });
}
