import type { Queryable } from '../../db/database';

/** A menu entry or button (a row of sys_permission) as the route tree and the permission lists read it. */
export interface PermissionRow {
  id: string; parent_id: string | null; name: string; url: string | null; component: string | null;
  component_name: string | null; redirect: string | null; menu_type: number; perms: string | null; perms_type: string;
  always_show: boolean; icon: string | null; is_route: boolean; keep_alive: boolean; hidden: boolean; status: string;
  internal_or_external: boolean;
}

/** The columns the route tree and the permission lists read (the rest are bookkeeping). */
const ROUTE_COLUMNS = `p.id, p.parent_id, p.name, p.url, p.component, p.component_name, p.redirect, p.menu_type, p.perms, p.perms_type,
  p.always_show, p.icon, p.is_route, p.keep_alive, p.hidden, p.status, p.internal_or_external`;

/** A button as `allAuth` lists it. */
export type ButtonRow = Pick<PermissionRow, 'perms' | 'status' | 'perms_type' | 'name'>;

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
    // Read on every menu load: each entry once however many roles grant it, without sorting whole rows to drop repeats.
    const { rows } = await db.query<PermissionRow>(
      `SELECT ${ROUTE_COLUMNS} FROM sys_permission p
        WHERE p.menu_code = $2 AND p.del_flag = 0
          AND EXISTS (SELECT 1 FROM sys_role_permission rp JOIN sys_user_role ur ON ur.role_id = rp.role_id
                       WHERE rp.permission_id = p.id AND ur.user_id = $1)
        ORDER BY p.sort_no`,
      [userId, menuCode],
    );
    return rows;
  },

  /** Whether the user's roles grant any undeleted menu entry (not a button) of one menu (11, 12). */
  async opensMenu(db: Queryable, userId: string, menuCode: string): Promise<boolean> {
    const { rows } = await db.query(
      `SELECT 1 FROM sys_permission p
         JOIN sys_role_permission rp ON rp.permission_id = p.id
         JOIN sys_user_role ur ON ur.role_id = rp.role_id
        WHERE ur.user_id = $1 AND p.menu_code = $2 AND p.del_flag = 0 AND p.menu_type <> 2 LIMIT 1`,
      [userId, menuCode],
    );
    return rows.length > 0;
  },

  /** Reads every undeleted button (menu_type 2), granted or not, by sort number. */
  async allButtons(db: Queryable): Promise<ButtonRow[]> {
    const { rows } = await db.query<ButtonRow>('SELECT perms, status, perms_type, name FROM sys_permission WHERE menu_type = 2 AND del_flag = 0 ORDER BY sort_no');
    return rows;
  },
};
