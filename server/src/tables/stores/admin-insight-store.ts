import type { Queryable } from '../../db/database';
import type { AuthInfo } from '../../auth/tokens';
import { ident } from '../../sql/identifiers';
import type { TableModel } from '../table-model';
import { tableRepository } from '../table-repository';

// What the administration screens read about users, menus and the recycle bin.

/** A menu's component and type (授权 › 数据规则 names the page behind a menu). */
export async function menuOfPermission(db: Queryable, permissionId: string) {
  const { rows } = await db.query<{ component: string | null; menu_type: number }>(
    'SELECT component, menu_type FROM sys_permission WHERE id = $1 AND del_flag = 0', [permissionId]);
  return rows[0];
}

/** Deleted rows per table the user may see, counted in one query (a UNION over every table with a bin). */
export async function deletedCounts(db: Queryable, models: TableModel[], auth: AuthInfo): Promise<{ model: TableModel; count: number }[]> {
  if (!models.length) return [];
  const params: unknown[] = [];
  const parts = models.map((m, i) => {
    const w = tableRepository(db, m).where(auth, { deleted: true, params });
    return `SELECT ${i} AS i, count(*)::int AS n FROM ${ident(m.table)} WHERE ${w.sql}`;
  });
  const { rows } = await db.query<{ i: number; n: number }>(parts.join(' UNION ALL '), params);
  return rows.map((r) => ({ model: models[r.i], count: r.n }));
}

/** One page of a user's logins and logouts, newest first, with the total. */
export async function loginHistory(db: Queryable, user: Record<string, unknown>, pageSize: number, offset: number) {
  const { rows } = await db.query<{ id: string; log_type: string; ok: boolean; ip: string | null; user_agent: string | null; create_time: Date; total: number }>(
    `SELECT id::text AS id, log_type, ok, ip, user_agent, create_time, count(*) OVER ()::int AS total FROM sys_login_log
      WHERE user_id = $1 OR (user_id IS NULL AND username = $2) ORDER BY create_time DESC, id DESC LIMIT $3 OFFSET $4`,
    [user.id, user.username, pageSize, offset],
  );
  return rows;
}

/** A user's roles, and the menus and buttons they grant with the roles granting each (权限预览). */
export async function grantsOfUser(db: Queryable, userId: unknown) {
  const roles = await db.query<{ id: string; role_name: string; role_code: string }>(
    `SELECT r.id, r.role_name, r.role_code FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY r.role_code`, [userId]);
  const granted = await db.query<{ id: string; parent_id: string | null; name: string; menu_type: number; perms: string | null; menu_code: string; roles: string[] }>(
    `SELECT p.id, p.parent_id, p.name, p.menu_type, p.perms, p.menu_code, array_agg(DISTINCT r.role_name) AS roles
       FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id JOIN sys_role_permission rp ON rp.role_id = ur.role_id
       JOIN sys_permission p ON p.id = rp.permission_id
      WHERE ur.user_id = $1 AND p.del_flag = 0
      GROUP BY p.id ORDER BY p.menu_code, p.sort_no, p.name`, [userId]);
  return { roles: roles.rows, granted: granted.rows };
}
