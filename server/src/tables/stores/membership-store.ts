import type { Queryable } from '../../db/database';

/** The group's department id: the company above every other, whose users see every company and project. */
export const GROUP_ID = '001';

/** A project as the context switcher reads it, with its company's name. */
export interface ProjectRow {
  id: string; company_id: string; company_name: string; project_name: string; project_name_abbr: string | null;
  supervision_attr: string | null; state: string | null; sort: number;
}

/** Which companies, projects and departments a user belongs to (sys_depart, project_info, sys_user_project, sys_user_depart). */
export const membership = {
  /**
   * Reads the undeleted projects of the group (company `GROUP_ID`: all), of `company`, or with the user as a member;
   * in progress first, then not started, then completed.
   */
  async projects(db: Queryable, userId: string, company: string): Promise<ProjectRow[]> {
    const { rows } = await db.query<ProjectRow>(
      `SELECT p.id, p.company_id, d.depart_name AS company_name, p.project_name, p.project_name_abbr, p.supervision_attr, p.state, p.sort
         FROM project_info p JOIN sys_depart d ON d.id = p.company_id
        WHERE p.del_flag = 0 AND ($2 = '${GROUP_ID}' OR p.company_id = $2
              OR EXISTS (SELECT 1 FROM sys_user_project up WHERE up.user_id = $1 AND up.project_id = p.id))
        ORDER BY CASE COALESCE(NULLIF(p.state, ''), '1') WHEN '2' THEN 0 WHEN '1' THEN 1 ELSE 2 END, p.sort, p.id`,
      [userId, company],
    );
    return rows;
  },

  /** Reads the first undeleted project a user is a member of (in progress first, then not started), if any. */
  async firstMemberProject(db: Queryable, userId: string): Promise<{ id: string; company_id: string } | undefined> {
    const { rows } = await db.query<{ id: string; company_id: string }>(
      `SELECT p.id, p.company_id FROM sys_user_project up JOIN project_info p ON p.id = up.project_id
        WHERE up.user_id = $1 AND p.del_flag = 0
        ORDER BY CASE COALESCE(NULLIF(p.state, ''), '1') WHEN '2' THEN 0 WHEN '1' THEN 1 ELSE 2 END, p.sort`,
      [userId],
    );
    return rows[0];
  },

  /** Each user's member projects (sys_user_project), undeleted ones only, by user id: what the user form shows. */
  async memberProjectIds(db: Queryable, userIds: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (!userIds.length) return out;
    const { rows } = await db.query<{ user_id: string; project_id: string }>(
      `SELECT up.user_id, up.project_id FROM sys_user_project up JOIN project_info p ON p.id = up.project_id AND p.del_flag = 0
        WHERE up.user_id = ANY($1) ORDER BY p.sort, p.id`,
      [userIds],
    );
    for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), r.project_id]);
    return out;
  },

  /**
   * Makes a user a member of exactly these projects: links to other projects go, kept links keep their project role
   * (the post a project staffs the user in), new links start without one.
   */
  async setMemberProjects(db: Queryable, userId: string, projectIds: string[]): Promise<void> {
    await db.query('DELETE FROM sys_user_project WHERE user_id = $1 AND NOT (project_id = ANY($2))', [userId, projectIds]);
    if (projectIds.length) {
      await db.query(
        'INSERT INTO sys_user_project (user_id, project_id) SELECT $1, unnest($2::text[]) ON CONFLICT (user_id, project_id) DO NOTHING',
        [userId, projectIds],
      );
    }
  },

  /** Reads the ids of every undeleted company (org_category 1), in department order. */
  async companyIds(db: Queryable): Promise<string[]> {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM sys_depart WHERE org_category = '1' AND del_flag = 0 ORDER BY depart_order`,
    );
    return rows.map((r) => r.id);
  },

  /** Reads the undeleted companies directly under `parentId`, in department order. */
  async subsidiaries(db: Queryable, parentId: string) {
    const { rows } = await db.query<{ id: string; depart_name: string; depart_name_abbr: string | null; org_code: string }>(
      `SELECT id, depart_name, depart_name_abbr, org_code FROM sys_depart
        WHERE parent_id = $1 AND org_category = '1' AND del_flag = 0 ORDER BY depart_order`,
      [parentId],
    );
    return rows;
  },

  /** Reads the undeleted departments a user belongs to, in department order. */
  async departsOf(db: Queryable, userId: string): Promise<Record<string, unknown>[]> {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT d.id, d.parent_id, d.depart_name, d.depart_name_abbr, d.depart_order, d.org_category, d.org_code, d.status,
              d.del_flag, d.create_by, d.create_time
         FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
        WHERE ud.user_id = $1 AND d.del_flag = 0 ORDER BY d.depart_order`,
      [userId],
    );
    return rows;
  },
};
