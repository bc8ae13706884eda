import type { Queryable } from '../db/database';
import type { AuthInfo } from './tokens';
import { ApiError, MESSAGES } from '../http/envelope';

/**
 * Whether the caller's roles grant the menu entry that renders this module. The browser hides what the
 * user lacks; this is the check that counts.
 */
export async function assertModuleAccess(db: Queryable, auth: AuthInfo, code: string): Promise<void> {
  const { rows } = await db.query(
    `SELECT 1 FROM sys_user_role ur
       JOIN sys_role_permission rp ON rp.role_id = ur.role_id
       JOIN sys_permission p ON p.id = rp.permission_id
      WHERE ur.user_id = $1 AND p.component = $2 AND p.del_flag = 0 LIMIT 1`,
    [auth.userId, `schema:${code}`],
  );
  if (rows.length === 0) throw new ApiError(403, MESSAGES.noAuth);
}

/**
 * Button-level permission (`news:notice:add`): granted through the user's roles. A rule whose rows are all
 * inactive (status 0) restricts nobody, as in JeecgBoot; a code no permission row defines is denied.
 */
export async function assertPermission(db: Queryable, auth: AuthInfo, code: string): Promise<void> {
  const { rows } = await db.query<{ status: string; granted: boolean }>(
    `SELECT p.status, EXISTS (
        SELECT 1 FROM sys_role_permission rp JOIN sys_user_role ur ON ur.role_id = rp.role_id
         WHERE rp.permission_id = p.id AND ur.user_id = $1) AS granted
       FROM sys_permission p
      WHERE p.menu_type = 2 AND p.del_flag = 0 AND $2 = ANY(string_to_array(replace(p.perms, ' ', ''), ','))`,
    [auth.userId, code],
  );
  const active = rows.filter((r) => r.status !== '0');
  if (rows.length > 0 && active.length === 0) return;
  if (!active.some((r) => r.granted)) throw new ApiError(403, MESSAGES.noAuth);
}
