import type { Queryable } from '../../db/database';
import { newId } from '../table-repository';

export interface DraftRow {
  code: string;
  body: string;
  update_by: string;
  update_time: string;
}

export interface VersionRow {
  id: string;
  code: string;
  version: number;
  body: string;
  diff: string;
  /** `withdraw` (停用): the code is no longer served; the row keeps the body that was served until then. */
  action: 'publish' | 'rollback' | 'import' | 'withdraw';
  comment: string | null;
  create_by: string;
  create_time: string;
}

const VERSION_COLUMNS = `id, code, version, body, diff, action, comment, create_by,
  to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time`;

/** The studio's drafts and published versions (migration 021). */
export const studioStore = {
  /** The newest version of every code, withdrawn ones included. */
  async latest(db: Queryable): Promise<VersionRow[]> {
    const { rows } = await db.query<VersionRow>(
      `SELECT DISTINCT ON (code) ${VERSION_COLUMNS} FROM sys_schema_version ORDER BY code, version DESC`,
    );
    return rows.map((r) => ({ ...r, version: Number(r.version) }));
  },

  /** The newest version of every code that is not withdrawn: what the platform serves from the database. */
  async current(db: Queryable): Promise<VersionRow[]> {
    return (await studioStore.latest(db)).filter((v) => v.action !== 'withdraw');
  },

  /** The newest version of one code, withdrawn or not. */
  async latestOf(db: Queryable, code: string): Promise<VersionRow | undefined> {
    const { rows } = await db.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM sys_schema_version WHERE code = $1 ORDER BY version DESC LIMIT 1`, [code]);
    return rows[0] && { ...rows[0], version: Number(rows[0].version) };
  },

  async versions(db: Queryable, code: string): Promise<VersionRow[]> {
    const { rows } = await db.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM sys_schema_version WHERE code = $1 ORDER BY version DESC`, [code]);
    return rows.map((r) => ({ ...r, version: Number(r.version) }));
  },

  async version(db: Queryable, code: string, version: number): Promise<VersionRow | undefined> {
    const { rows } = await db.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM sys_schema_version WHERE code = $1 AND version = $2`, [code, version]);
    return rows[0] && { ...rows[0], version: Number(rows[0].version) };
  },

  /** Takes the code's turn until the transaction ends: publishes and withdrawals of one code happen one at a time. */
  async lock(db: Queryable, code: string): Promise<void> {
    await db.query('SELECT 1 FROM sys_schema_draft WHERE code = $1 FOR UPDATE', [code]);
  },

  /**
   * Appends the next version of a code. The row lock on the code's draft (taken first) makes two publishes of one code
   * take turns, so each gets its own number; the unique key is the backstop.
   */
  async append(db: Queryable, v: { code: string; body: string; diff: string; action: VersionRow['action']; comment: string | null; by: string }): Promise<number> {
    await studioStore.lock(db, v.code);
    const { rows } = await db.query<{ version: number }>(
      `INSERT INTO sys_schema_version (id, code, version, body, diff, action, comment, create_by)
       SELECT $1, $2::varchar, coalesce(max(version), 0) + 1, $3, $4, $5, $6, $7 FROM sys_schema_version WHERE code = $2::varchar
       RETURNING version`,
      [newId(), v.code, v.body, v.diff, v.action, v.comment, v.by],
    );
    return Number(rows[0].version);
  },

  async drafts(db: Queryable): Promise<DraftRow[]> {
    const { rows } = await db.query<DraftRow>(
      `SELECT code, body, update_by, to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS update_time FROM sys_schema_draft ORDER BY code`,
    );
    return rows;
  },

  async draft(db: Queryable, code: string): Promise<DraftRow | undefined> {
    const { rows } = await db.query<DraftRow>(
      `SELECT code, body, update_by, to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS update_time FROM sys_schema_draft WHERE code = $1`,
      [code],
    );
    return rows[0];
  },

  async saveDraft(db: Queryable, code: string, body: string, by: string): Promise<void> {
    await db.query(
      `INSERT INTO sys_schema_draft (code, body, update_by) VALUES ($1, $2, $3)
       ON CONFLICT (code) DO UPDATE SET body = excluded.body, update_by = excluded.update_by, update_time = now()`,
      [code, body, by],
    );
  },
};

/** A role as the studio's preview shows the page to it: whether its menu opens the page, and its buttons there. */
export interface RoleView {
  role_code: string;
  role_name: string;
  sees: boolean;
  perms: string[];
}

/** Each role's view of one page, from the grants (menu entries in the database, files' and those added here alike). */
export async function roleViews(db: Queryable, component: string, permissionPrefix: string): Promise<RoleView[]> {
  const { rows } = await db.query<RoleView>(
    `SELECT r.role_code, r.role_name,
            coalesce(bool_or(p.component = $1), false) AS sees,
            coalesce(array_agg(DISTINCT p.perms) FILTER (WHERE p.menu_type = 2 AND p.perms LIKE $2), '{}') AS perms
       FROM sys_role r
       LEFT JOIN sys_role_permission rp ON rp.role_id = r.id
       LEFT JOIN sys_permission p ON p.id = rp.permission_id AND p.del_flag = 0 AND (p.component = $1 OR p.perms LIKE $2)
      GROUP BY r.role_code, r.role_name
      ORDER BY r.role_code`,
    [component, `${permissionPrefix.replace(/[\\%_]/g, '\\$&')}:%`],
  );
  return rows;
}

/** A menu group a studio page can be put under (a folder of the company or project view). */
export interface MenuGroup {
  id: string;
  name: string;
  menu_code: string;
}

export interface StudioMenuItem {
  parentId: string;
  name: string;
  url: string;
  component: string;
  /** Button name and code of each button row to create under the entry. */
  buttons: { name: string; perms: string }[];
  /** Role code → the button codes it is granted (the entry itself is granted to every role listed). */
  grants: Record<string, string[]>;
  by: string;
}

export const studioMenus = {
  /**
   * The menu entries that open a component, each as its path (`公司视图 / 行政事务 / 轮胎更换`): entries from the menu
   * files and those added in the studio or 菜单管理 alike.
   */
  async naming(db: Queryable, component: string): Promise<string[]> {
    const { rows } = await db.query<{ path: string }>(
      `WITH RECURSIVE up AS (
         SELECT p.id AS entry, p.parent_id, p.name::text AS path, p.menu_code, 0 AS depth
           FROM sys_permission p WHERE p.del_flag = 0 AND p.menu_type <> 2 AND p.component = $1
         UNION ALL
         SELECT up.entry, p.parent_id, p.name || ' / ' || up.path, up.menu_code, up.depth + 1
           FROM up JOIN sys_permission p ON p.id = up.parent_id AND p.del_flag = 0
          WHERE up.depth < 10
       )
       SELECT DISTINCT ON (entry) CASE menu_code WHEN '12' THEN '项目视图' ELSE '公司视图' END || ' / ' || path AS path
         FROM up ORDER BY entry, depth DESC`,
      [component],
    );
    return rows.map((r) => r.path).sort();
  },

  /** Menu groups (entries with children or a RouteView), in menu order. */
  async groups(db: Queryable): Promise<MenuGroup[]> {
    const { rows } = await db.query<MenuGroup>(
      `SELECT p.id, p.name, p.menu_code FROM sys_permission p
        WHERE p.del_flag = 0 AND p.menu_type = 0 AND p.component = 'layouts/RouteView'
        ORDER BY p.menu_code, p.sort_no, p.name`,
    );
    return rows;
  },

  /** Whether a menu of this view already opens the component. */
  async exists(db: Queryable, menuCode: string, component: string): Promise<boolean> {
    const { rows } = await db.query('SELECT 1 FROM sys_permission WHERE del_flag = 0 AND menu_code = $1 AND component = $2', [menuCode, component]);
    return rows.length > 0;
  },

  /**
   * Adds a menu entry under a group, its buttons, and the grants: each role listed sees the entry and gets its button
   * codes. Rows are created by the configurator (not `system`), so the configuration sync leaves them alone.
   */
  async add(db: Queryable, group: MenuGroup, item: StudioMenuItem): Promise<string> {
    const id = newId();
    await db.query(
      `INSERT INTO sys_permission (id, parent_id, menu_code, name, url, component, menu_type, sort_no, is_route, is_leaf, create_by)
       VALUES ($1, $2::varchar, $3, $4, $5, $6, 1, (SELECT coalesce(max(sort_no), 0) + 1 FROM sys_permission WHERE parent_id = $2::varchar), true, true, $7)`,
      [id, group.id, group.menu_code, item.name, item.url, item.component, item.by],
    );
    await db.query('UPDATE sys_permission SET is_leaf = false WHERE id = $1', [group.id]);
    const buttonIds = new Map<string, string>();
    for (const [i, button] of item.buttons.entries()) {
      const bid = newId();
      buttonIds.set(button.perms, bid);
      await db.query(
        `INSERT INTO sys_permission (id, parent_id, menu_code, name, menu_type, perms, perms_type, sort_no, create_by)
         VALUES ($1, $2, $3, $4, 2, $5, '1', $6, $7)`,
        [bid, id, group.menu_code, button.name, button.perms, i + 1, item.by],
      );
    }
    for (const [roleCode, perms] of Object.entries(item.grants)) {
      const permissionIds = [id, ...perms.map((p) => buttonIds.get(p)).filter((p): p is string => Boolean(p))];
      await db.query(
        `INSERT INTO sys_role_permission (role_id, permission_id)
         SELECT r.id, p FROM sys_role r, unnest($2::varchar[]) AS p WHERE r.role_code = $1 ON CONFLICT DO NOTHING`,
        [roleCode, permissionIds],
      );
    }
    return id;
  },
};
