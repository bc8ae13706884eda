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
  action: 'publish' | 'rollback' | 'import';
  comment: string | null;
  create_by: string;
  create_time: string;
}

const VERSION_COLUMNS = `id, code, version, body, diff, action, comment, create_by,
  to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time`;

/** The studio's drafts and published versions (migration 021). */
export const studioStore = {
  /** The newest version of every code: what the platform serves from the database. */
  async current(db: Queryable): Promise<VersionRow[]> {
    const { rows } = await db.query<VersionRow>(
      `SELECT DISTINCT ON (code) ${VERSION_COLUMNS} FROM sys_schema_version ORDER BY code, version DESC`,
    );
    return rows.map((r) => ({ ...r, version: Number(r.version) }));
  },

  async versions(db: Queryable, code: string): Promise<VersionRow[]> {
    const { rows } = await db.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM sys_schema_version WHERE code = $1 ORDER BY version DESC`, [code]);
    return rows.map((r) => ({ ...r, version: Number(r.version) }));
  },

  async version(db: Queryable, code: string, version: number): Promise<VersionRow | undefined> {
    const { rows } = await db.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM sys_schema_version WHERE code = $1 AND version = $2`, [code, version]);
    return rows[0] && { ...rows[0], version: Number(rows[0].version) };
  },

  /**
   * Appends the next version of a code. The row lock on the code's draft (taken first) makes two publishes of one code
   * take turns, so each gets its own number; the unique key is the backstop.
   */
  async append(db: Queryable, v: { code: string; body: string; diff: string; action: VersionRow['action']; comment: string | null; by: string }): Promise<number> {
    await db.query('SELECT 1 FROM sys_schema_draft WHERE code = $1 FOR UPDATE', [v.code]);
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
