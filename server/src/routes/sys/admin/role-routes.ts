import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ApiError, failure, ok, okMessage } from '../../../http/envelope';
import {
  type AdminTable, findById, idParam, idsParam, insertRow, pagedList, permit, pickWritable, updateRow, zhSchemaErrors,
} from './admin-list';

const ROLES: AdminTable = {
  table: 'sys_role',
  columns: {
    id: 'id', roleName: 'role_name', roleCode: 'role_code', description: 'description',
    createBy: 'create_by', createTime: 'create_time', updateBy: 'update_by', updateTime: 'update_time',
  },
  filters: ['roleName', 'roleCode'],
  ranges: { createTime: 'datetime' },
  sortable: ['roleName', 'roleCode'],
  defaultOrder: 'create_time DESC',
};

// The code is what menus, notices and the seed refer to: set once on add, never changed by edit.
const WRITABLE = { roleName: 'role_name', description: 'description' };
const CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,99}$';
const LABELS = { id: '角色ID', roleName: '角色名称', roleCode: '角色编码', description: '描述' };
const errors = zhSchemaErrors(LABELS, { roleCode: '角色编码须以字母开头，只含字母、数字和下划线' });
const properties = {
  roleName: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  description: { type: ['string', 'null'], maxLength: 255 },
};
const ADD = { body: { type: 'object', additionalProperties: false, required: ['roleName', 'roleCode'], properties: { ...properties, roleCode: { type: 'string', pattern: CODE_PATTERN } } } };
const EDIT = { body: { type: 'object', additionalProperties: false, required: ['id'], properties: { ...properties, id: { type: 'string', minLength: 1, maxLength: 32 } } } };

interface RoleBody { id?: string; roleName?: string; roleCode?: string; description?: string | null }

/** Roles still held by a user cannot go: the user would silently lose every menu the role gave them. */
async function assertDeletable(db: Queryable, ids: string[]) {
  const known = await db.query<{ id: string; role_name: string; holders: number }>(
    `SELECT r.id, r.role_name, (SELECT count(*)::int FROM sys_user_role ur JOIN sys_user u ON u.id = ur.user_id
                                  WHERE ur.role_id = r.id AND u.del_flag = 0) AS holders
       FROM sys_role r WHERE r.id = ANY($1)`, [ids]);
  if (known.rows.length !== ids.length) throw new ApiError(404, '未找到对应实体');
  const held = known.rows.find((r) => r.holders > 0);
  if (held) throw new ApiError(400, `角色“${held.role_name}”已分配给 ${held.holders} 个用户，请先取消分配再删除`);
}

async function deleteRoles(db: Database, ids: string[]) {
  await db.transaction(async (tx) => {
    await assertDeletable(tx, ids);
    // Links of deleted users only: live holders were refused above.
    await tx.query('DELETE FROM sys_user_role WHERE role_id = ANY($1)', [ids]);
    await tx.query('DELETE FROM sys_role_permission WHERE role_id = ANY($1)', [ids]);
    await tx.query('DELETE FROM sys_role WHERE id = ANY($1)', [ids]);
  });
}

/** Role administration (`sys/role`); `queryall` stays with the user screens in user-admin-routes.ts. */
export function roleRoutes(app: FastifyInstance, db: Database): void {
  const list = permit(db, 'system:role:list');
  app.get<{ Querystring: Record<string, string> }>('/devops/sys/role/list', { preValidation: list }, async (request) => {
    return ok(await pagedList(db, ROLES, request.query));
  });

  app.get<{ Querystring: { id?: string } }>('/devops/sys/role/queryById', { preValidation: list }, async (request) => {
    return ok(await findById(db, ROLES, request.query.id));
  });

  /** JeecgBoot's duplicate check: `success:false` with 角色编码已存在 as an answer (HTTP 200), not an error. */
  app.get<{ Querystring: { roleCode?: string; id?: string } }>('/devops/sys/role/checkRoleCode', { preValidation: permit(db, 'system:role:add', 'system:role:edit') }, async (request) => {
    const { roleCode, id } = request.query;
    if (typeof roleCode !== 'string' || roleCode.length > 100) throw new ApiError(400, '参数 roleCode 不合法');
    const { rows } = await db.query<{ id: string }>('SELECT id FROM sys_role WHERE role_code = $1', [roleCode]);
    if (rows[0] && rows[0].id !== id) return { ...failure('角色编码已存在', 500), result: true };
    return ok(true);
  });

  app.post<{ Body: RoleBody }>('/devops/sys/role/add', { preValidation: permit(db, 'system:role:add'), schema: ADD, schemaErrorFormatter: errors }, async (request) => {
    const auth = requireAuth(request);
    const body = request.body;
    if ((await db.query('SELECT 1 FROM sys_role WHERE role_code = $1', [body.roleCode])).rows.length) throw new ApiError(400, '角色编码已存在');
    const id = randomBytes(16).toString('hex');
    await insertRow(db, 'sys_role', [['id', id], ['role_code', body.roleCode], ['create_by', auth.username], ...pickWritable(body as Record<string, unknown>, WRITABLE)]);
    return { ...okMessage('添加成功！'), id };
  });

  const edit = async (request: FastifyRequest<{ Body: RoleBody }>) => {
    const auth = requireAuth(request);
    const body = request.body;
    const fields = pickWritable(body as Record<string, unknown>, WRITABLE);
    if (!(await updateRow(db, 'sys_role', idParam(body.id), fields, auth.username))) throw new ApiError(404, '未找到对应实体');
    return okMessage('编辑成功!');
  };
  const editOptions = { preValidation: permit(db, 'system:role:edit'), schema: EDIT, schemaErrorFormatter: errors };
  app.put<{ Body: RoleBody }>('/devops/sys/role/edit', editOptions, edit);
  app.post<{ Body: RoleBody }>('/devops/sys/role/edit', editOptions, edit);

  const remove = permit(db, 'system:role:delete');
  app.delete<{ Querystring: { id?: string } }>('/devops/sys/role/delete', { preValidation: remove }, async (request) => {
    await deleteRoles(db, [idParam(request.query.id)]);
    return okMessage('删除角色成功');
  });

  app.delete<{ Querystring: { ids?: string } }>('/devops/sys/role/deleteBatch', { preValidation: remove }, async (request) => {
    await deleteRoles(db, idsParam(request.query.ids));
    return okMessage('删除角色成功');
  });

  app.get('/devops/sys/role/queryall', async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:role:list');
    const { rows } = await db.query<{ id: string; role_name: string; role_code: string; description: string | null }>(
      'SELECT id, role_name, role_code, description FROM sys_role ORDER BY role_code');
    return ok(rows.map((r) => ({ id: r.id, roleName: r.role_name, roleCode: r.role_code, description: r.description })));
  });

  /** Grants a role its permissions; nobody can grant a permission they do not hold themselves. */
  app.post<{ Body: { roleId?: string; permissionIds?: string } }>('/devops/sys/permission/saveRolePermission', async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:role:authorize');
    const wanted = String(request.body?.permissionIds ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const { rows } = await db.query<{ permission_id: string }>(
      `SELECT DISTINCT rp.permission_id FROM sys_role_permission rp JOIN sys_user_role ur ON ur.role_id = rp.role_id WHERE ur.user_id = $1`, [auth.userId]);
    const held = new Set(rows.map((r) => r.permission_id));
    if (wanted.some((p) => !held.has(p))) throw new ApiError(403, '不能授予自己没有的权限');
    const roleId = request.body?.roleId ?? '';
    if (!(await db.query('SELECT 1 FROM sys_role WHERE id = $1', [roleId])).rows.length) throw new ApiError(404, '角色不存在');
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM sys_role_permission WHERE role_id = $1', [roleId]);
      for (const p of wanted) await tx.query('INSERT INTO sys_role_permission (role_id, permission_id) VALUES ($1,$2)', [roleId, p]);
    });
    return okMessage('保存成功！');
  });
}
