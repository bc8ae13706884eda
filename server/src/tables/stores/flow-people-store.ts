import type { Queryable } from '../../db/database';

export interface Person {
  id: string;
  username: string;
  realname: string;
  company_id: string | null;
  depart_ids: string | null;
  departs: string[];
  projects: string[];
  roles: string[];
}

const ACTIVE = 'u.del_flag = 0 AND u.status = 1';

/** Who is who for approvals: a user's departments, roles and projects; the holders of a role, a department's leaders, agents. */
export const flowPeople = {
  async person(db: Queryable, userId: string): Promise<Person | undefined> {
    const { rows } = await db.query<Person>(
      `SELECT u.id, u.username, u.realname, u.company_id, u.depart_ids,
              ARRAY(SELECT dep_id FROM sys_user_depart WHERE user_id = u.id ORDER BY dep_id) AS departs,
              ARRAY(SELECT project_id FROM sys_user_project WHERE user_id = u.id ORDER BY project_id) AS projects,
              ARRAY(SELECT r.role_code FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roles
         FROM sys_user u WHERE u.id = $1`, [userId]);
    return rows[0];
  },
  /** Active holders of any of the roles in the company (a group role holder when the company has none). */
  async byRole(db: Queryable, roleCodes: string[], companyId: string | null): Promise<string[]> {
    const { rows } = await db.query<{ id: string; company_id: string | null }>(
      `SELECT DISTINCT u.id, u.company_id FROM sys_user u JOIN sys_user_role ur ON ur.user_id = u.id JOIN sys_role r ON r.id = ur.role_id
        WHERE ${ACTIVE} AND r.role_code = ANY($1) ORDER BY u.id`, [roleCodes]);
    const own = rows.filter((r) => companyId && r.company_id === companyId);
    if (own.length) return own.map((r) => r.id);
    const group = rows.filter((r) => r.company_id === '001');
    return (group.length ? group : rows).map((r) => r.id);
  },
  /** Users who lead the department (its id in their 负责部门). */
  async departLeaders(db: Queryable, departId: string): Promise<string[]> {
    const { rows } = await db.query<{ id: string }>(
      `SELECT u.id FROM sys_user u WHERE ${ACTIVE} AND $1 = ANY(string_to_array(coalesce(u.depart_ids, ''), ',')) ORDER BY u.id`, [departId]);
    return rows.map((r) => r.id);
  },
  async parentDepart(db: Queryable, departId: string): Promise<string | null> {
    const { rows } = await db.query<{ parent_id: string | null }>('SELECT parent_id FROM sys_depart WHERE id = $1', [departId]);
    return rows[0]?.parent_id ?? null;
  },
  /** The project's 总监/项目负责人. */
  async projectLeaders(db: Queryable, projectId: string): Promise<string[]> {
    const { rows } = await db.query<{ id: string }>(
      `SELECT u.id FROM sys_user u JOIN sys_user_project up ON up.user_id = u.id
        WHERE ${ACTIVE} AND up.project_id = $1 AND up.project_role IN ('总监理工程师', '总监', '项目负责人', '项目经理') ORDER BY u.id`, [projectId]);
    return rows.map((r) => r.id);
  },
  async projectCompany(db: Queryable, projectId: string): Promise<string | null> {
    const { rows } = await db.query<{ company_id: string }>('SELECT company_id FROM project_info WHERE id = $1', [projectId]);
    return rows[0]?.company_id ?? null;
  },
  async byUsernames(db: Queryable, usernames: string[]): Promise<string[]> {
    const { rows } = await db.query<{ id: string }>(`SELECT u.id FROM sys_user u WHERE ${ACTIVE} AND u.username = ANY($1) ORDER BY u.id`, [usernames]);
    return rows.map((r) => r.id);
  },
  /** The agent standing in for the user at `at` (代理人, with a date range; now by default), if any. */
  async activeAgent(db: Queryable, userId: string, at: Date = new Date()): Promise<string | null> {
    const { rows } = await db.query<{ id: string }>(
      `SELECT a2.id FROM sys_user u JOIN sys_user_agent g ON g.user_name = u.username JOIN sys_user a2 ON a2.username = g.agent_user_name
        WHERE u.id = $1 AND g.status = '1' AND $2::timestamptz BETWEEN g.start_time AND g.end_time AND a2.del_flag = 0 AND a2.status = 1
        ORDER BY g.start_time DESC LIMIT 1`, [userId, at]);
    return rows[0]?.id ?? null;
  },
  async names(db: Queryable, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const { rows } = await db.query<{ id: string; realname: string }>('SELECT id, realname FROM sys_user WHERE id = ANY($1)', [ids]);
    return new Map(rows.map((r) => [r.id, r.realname]));
  },
  async isAdmin(db: Queryable, userId: string): Promise<boolean> {
    const { rows } = await db.query(
      `SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = $1 AND r.role_code = 'admin'`, [userId]);
    return rows.length > 0;
  },
};
