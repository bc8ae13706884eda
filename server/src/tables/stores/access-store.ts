import type { Queryable } from '../../db/database';

/** A menu entry or button (a row of sys_permission) as the route tree and the permission lists read it. */
export interface PermissionRow {
  id: string; parent_id: string | null; name: string; url: string | null; component: string | null;
  component_name: string | null; redirect: string | null; menu_type: number; perms: string | null; perms_type: string;
  always_show: boolean; icon: string | null; is_route: boolean; keep_alive: boolean; hidden: boolean; status: string;
  internal_or_external: boolean;
}

/** What a user's roles grant (sys_user_role → sys_role_permission → sys_permission), for the checks and the menu. */
export const grants = {
  /** Whether any of the user's roles grants an undeleted menu entry rendering `component`. */
  async hasComponent(db: Queryable, userId: string, component: string, menuCode?: string): Promise<boolean> {
    const { rows } = await db.query(
      `SELECT 1 FROM sys_user_role ur
         JOIN sys_role_permission rp ON rp.role_id = ur.role_id
         JOIN sys_permission p ON p.id = rp.permission_id
        WHERE ur.user_id = $1 AND p.component = $2 AND p.del_flag = 0 AND ($3::text IS NULL OR p.menu_code = $3) LIMIT 1`,
      [userId, component, menuCode ?? null],
    );
    return rows.length > 0;
  },

  /** Reads every undeleted button rule listing `code` in its perms: its status and whether the user's roles grant it. */
  async buttonRules(db: Queryable, userId: string, code: string, menuCode?: string): Promise<{ status: string; granted: boolean }[]> {
    const { rows } = await db.query<{ status: string; granted: boolean }>(
      `SELECT p.status, EXISTS (
          SELECT 1 FROM sys_role_permission rp JOIN sys_user_role ur ON ur.role_id = rp.role_id
           WHERE rp.permission_id = p.id AND ur.user_id = $1) AS granted
         FROM sys_permission p
        WHERE p.menu_type = 2 AND p.del_flag = 0 AND $2 = ANY(string_to_array(replace(p.perms, ' ', ''), ','))
          AND ($3::text IS NULL OR p.menu_code = $3)`,
      [userId, code, menuCode ?? null],
    );
    return rows;
  },

  /** Reads the undeleted menu entries and buttons of one menu (11, 12) the user's roles grant, by sort number. */
  async granted(db: Queryable, userId: string, menuCode: string): Promise<PermissionRow[]> {
    const { rows } = await db.query<PermissionRow>(
      `SELECT DISTINCT p.* FROM sys_permission p
         JOIN sys_role_permission rp ON rp.permission_id = p.id
         JOIN sys_user_role ur ON ur.role_id = rp.role_id
        WHERE ur.user_id = $1 AND p.menu_code = $2 AND p.del_flag = 0
        ORDER BY p.sort_no`,
      [userId, menuCode],
    );
    return rows;
  },

  /** Reads every undeleted button (menu_type 2), granted or not, by sort number. */
  async allButtons(db: Queryable): Promise<PermissionRow[]> {
    const { rows } = await db.query<PermissionRow>('SELECT * FROM sys_permission WHERE menu_type = 2 AND del_flag = 0 ORDER BY sort_no');
    return rows;
  },
};
