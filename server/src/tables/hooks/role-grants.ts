import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/envelope';
import type { TableHooks } from '../table-hooks';

/** The message JeecgBoot's role screen answers for a delete, single or batch. */
const DELETED = '删除角色成功';

/**
 * Roles (`sys/role`): menus, notices and the seed refer to a role by its code, so the code is set when the role is
 * added and never changed by an edit. A role a live user still holds cannot be deleted (the user would silently lose
 * every menu it gave them); deleting one also removes its links to deleted users and its permission grants, in the
 * delete's transaction.
 */
export function roleGrantsHooks(): TableHooks {
  return {
    name: 'role-grants',
    messages: { delete: DELETED, deleteBatch: DELETED },
    async beforeSave(_ctx, input) {
      if (input.op === 'edit') delete input.values.roleCode;
    },
    async beforeDelete(ctx, ids) {
      const { rows } = await ctx.tx.query<{ role_name: string; holders: number }>(
        `SELECT r.role_name, (SELECT count(*)::int FROM sys_user_role ur JOIN sys_user u ON u.id = ur.user_id
                               WHERE ur.role_id = r.id AND u.del_flag = 0) AS holders
           FROM sys_role r WHERE r.id = ANY($1) ORDER BY r.role_code`,
        [ids],
      );
      const held = rows.find((r) => r.holders > 0);
      if (held) throw new ApiError(400, `角色“${held.role_name}”已分配给 ${held.holders} 个用户，请先取消分配再删除`);
      // Only links of deleted users are left (live holders were refused above); the grants go with the role.
      await ctx.tx.query('DELETE FROM sys_user_role WHERE role_id = ANY($1)', [ids]);
      await ctx.tx.query('DELETE FROM sys_role_permission WHERE role_id = ANY($1)', [ids]);
    },
  };
}

/** Nobody can grant a permission they do not hold themselves (through any of their roles). */
export async function assertGrantable(db: Queryable, userId: string, permissionIds: string[]): Promise<void> {
  const { rows } = await db.query<{ permission_id: string }>(
    `SELECT DISTINCT rp.permission_id FROM sys_role_permission rp JOIN sys_user_role ur ON ur.role_id = rp.role_id WHERE ur.user_id = $1`,
    [userId],
  );
  const held = new Set(rows.map((r) => r.permission_id));
  if (permissionIds.some((p) => !held.has(p))) throw new ApiError(403, '不能授予自己没有的权限');
}

/**
 * Replaces a role's permission grants with exactly these, in one transaction; a menu the role keeps keeps the data
 * rules its grant selects.
 */
export async function replaceRolePermissions(db: Database, roleId: string, permissionIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM sys_role_permission WHERE role_id = $1 AND NOT (permission_id = ANY($2))', [roleId, permissionIds]);
    for (const p of permissionIds) {
      await tx.query('INSERT INTO sys_role_permission (role_id, permission_id) VALUES ($1,$2) ON CONFLICT DO NOTHING', [roleId, p]);
    }
  });
}
