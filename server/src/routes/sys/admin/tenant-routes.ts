import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { ApiError, ok, okMessage } from '../../../http/envelope';
import { ident } from '../../../sql/identifiers';
import {
  type AdminTable, findById, idParam, idsParam, pagedList, permit, pickWritable, updateRow, zhSchemaErrors,
} from './admin-list';

const TENANTS: AdminTable = {
  table: 'sys_tenant',
  columns: {
    id: 'id', name: 'name', status: 'status', beginDate: 'begin_date', endDate: 'end_date',
    createBy: 'create_by', createTime: 'create_time', updateBy: 'update_by', updateTime: 'update_time',
  },
  filters: ['id', 'name', 'status'],
  ranges: { createTime: 'datetime', beginDate: 'date', endDate: 'date' },
  sortable: ['id', 'name', 'status', 'beginDate', 'endDate'],
  defaultOrder: 'id ASC',
  dates: ['beginDate', 'endDate'],
  dicts: { status: 'tenant_status' },
};

const WRITABLE = { name: 'name', status: 'status', beginDate: 'begin_date', endDate: 'end_date' };
const LABELS = { id: '租户编号', name: '租户名称', status: '状态', beginDate: '开始日期', endDate: '结束日期' };
const DAY = { type: ['string', 'null'], pattern: '^(\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?)?$' };
const errors = zhSchemaErrors(LABELS, { beginDate: '开始日期的格式应为 YYYY-MM-DD', endDate: '结束日期的格式应为 YYYY-MM-DD' });
const properties = {
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  status: { enum: [0, 1, '0', '1'] },
  beginDate: DAY,
  endDate: DAY,
};
const ADD = { body: { type: 'object', additionalProperties: false, required: ['name'], properties } };
const EDIT = { body: { type: 'object', additionalProperties: false, required: ['id'], properties: { ...properties, id: { type: ['integer', 'string'], maxLength: 9 } } } };

interface TenantBody { id?: number | string; name?: string; status?: number | string; beginDate?: string | null; endDate?: string | null }

/** Dates arrive as `yyyy-MM-dd` (or with JeecgBoot's ` HH:mm:ss`, which a validity day does not need). */
function normalise(body: TenantBody): Record<string, unknown> {
  const day = (v: string | null | undefined) => (typeof v === 'string' && v ? v.slice(0, 10) : v);
  return { ...body, beginDate: day(body.beginDate), endDate: day(body.endDate), status: body.status === undefined ? undefined : Number(body.status) };
}

function assertDates(begin: unknown, end: unknown) {
  for (const v of [begin, end]) {
    if (typeof v === 'string' && v && Number.isNaN(Date.parse(`${v}T00:00:00Z`))) throw new ApiError(400, '日期不合法');
  }
  if (typeof begin === 'string' && begin && typeof end === 'string' && end && end < begin) throw new ApiError(400, '结束日期不能早于开始日期');
}

/** A tenant still named by a user or owning a department cannot go; either would be left pointing at nothing. */
async function assertDeletable(db: Queryable, ids: number[]) {
  const found = await db.query<{ id: number; name: string }>('SELECT id, name FROM sys_tenant WHERE id = ANY($1)', [ids]);
  if (found.rows.length !== ids.length) throw new ApiError(404, '未找到对应实体');
  for (const t of found.rows) {
    const users = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_user WHERE del_flag = 0 AND $1 = ANY(string_to_array(replace(rel_tenant_ids, ' ', ''), ','))`, [String(t.id)]);
    if (users.rows[0].n > 0) throw new ApiError(400, `租户“${t.name}”下还有 ${users.rows[0].n} 个用户，不能删除`);
    const departs = await db.query('SELECT 1 FROM sys_depart WHERE tenant_id = $1 LIMIT 1', [t.id]);
    if (departs.rows.length) throw new ApiError(400, `租户“${t.name}”下还有部门，不能删除`);
  }
}

function tenantId(raw: unknown): number {
  const text = idParam(typeof raw === 'number' ? String(raw) : raw);
  if (!/^\d{1,9}$/.test(text)) throw new ApiError(400, '租户编号必须是正整数');
  return Number(text);
}

/** Tenant administration (`sys/tenant`): status 1 normal / 0 frozen, validity dates, numeric ids as JeecgBoot. */
export function tenantRoutes(app: FastifyInstance, db: Database): void {
  const list = permit(db, 'system:tenant:list');
  app.get<{ Querystring: Record<string, string> }>('/devops/sys/tenant/list', { preValidation: list }, async (request) =>
    ok(await pagedList(db, TENANTS, request.query)));

  app.get<{ Querystring: { id?: string } }>('/devops/sys/tenant/queryById', { preValidation: list }, async (request) =>
    ok(await findById(db, TENANTS, String(tenantId(request.query.id)))));

  /** Normal tenants for a select (a user's tenants, say): `[{id, name}]`, optionally only `ids=1,2`. */
  app.get<{ Querystring: { ids?: string } }>('/devops/sys/tenant/queryList', {
    preValidation: permit(db, 'system:tenant:list', 'system:user:add', 'system:user:edit'),
  }, async (request) => {
    const ids = request.query.ids ? idsParam(request.query.ids).map(tenantId) : null;
    const { rows } = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM sys_tenant WHERE status = 1 AND ($1::int[] IS NULL OR id = ANY($1::int[])) ORDER BY id', [ids]);
    return ok(rows.map((r) => ({ id: r.id, name: r.name })));
  });

  app.post<{ Body: TenantBody }>('/devops/sys/tenant/add', { preValidation: permit(db, 'system:tenant:add'), schema: ADD, schemaErrorFormatter: errors }, async (request) => {
    const auth = requireAuth(request);
    const body = normalise(request.body);
    assertDates(body.beginDate, body.endDate);
    const fields = pickWritable(body, WRITABLE);
    // Numbered like JeecgBoot's tenants; a concurrent add taking the same number fails on the key (409), never overwrites.
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO sys_tenant (id, create_by${fields.map(([c]) => `, ${ident(c)}`).join('')})
       SELECT COALESCE(max(id), 0) + 1, $1${fields.map((_, i) => `, $${i + 2}`).join('')} FROM sys_tenant RETURNING id`,
      [auth.username, ...fields.map(([, v]) => v)],
    );
    return { ...okMessage('添加成功！'), id: rows[0].id };
  });

  const edit = async (request: FastifyRequest<{ Body: TenantBody }>) => {
    const auth = requireAuth(request);
    const id = tenantId(request.body.id);
    const body = normalise(request.body);
    const current = await db.query<{ begin_date: string | null; end_date: string | null }>(
      `SELECT begin_date::text, end_date::text FROM sys_tenant WHERE id = $1`, [id]);
    if (!current.rows[0]) throw new ApiError(404, '未找到对应实体');
    assertDates(body.beginDate === undefined ? current.rows[0].begin_date : body.beginDate, body.endDate === undefined ? current.rows[0].end_date : body.endDate);
    await updateRow(db, 'sys_tenant', String(id), pickWritable(body, WRITABLE), auth.username);
    return okMessage('编辑成功!');
  };
  const editOptions = { preValidation: permit(db, 'system:tenant:edit'), schema: EDIT, schemaErrorFormatter: errors };
  app.put<{ Body: TenantBody }>('/devops/sys/tenant/edit', editOptions, edit);
  app.post<{ Body: TenantBody }>('/devops/sys/tenant/edit', editOptions, edit);

  const remove = permit(db, 'system:tenant:delete');
  const deleteTenants = async (ids: number[]) => db.transaction(async (tx) => {
    await assertDeletable(tx, ids);
    await tx.query('DELETE FROM sys_tenant WHERE id = ANY($1)', [ids]);
  });
  app.delete<{ Querystring: { id?: string } }>('/devops/sys/tenant/delete', { preValidation: remove }, async (request) => {
    await deleteTenants([tenantId(request.query.id)]);
    return okMessage('删除成功!');
  });
  app.delete<{ Querystring: { ids?: string } }>('/devops/sys/tenant/deleteBatch', { preValidation: remove }, async (request) => {
    await deleteTenants(idsParam(request.query.ids).map(tenantId));
    return okMessage('批量删除成功!');
  });
}
