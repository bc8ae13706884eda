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
