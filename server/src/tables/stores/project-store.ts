import type { Queryable } from '../../db/database';

/** What the project page's hook reads of the platform's projects. */
export async function projectNames(db: Queryable, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<{ id: string; name: string }>('SELECT id, project_name AS name FROM project_info WHERE id = ANY($1)', [ids]);
  return rows;
}

export const projectRecords = {
  /** How many users are members of each project (sys_user_project), with its name. */
  async memberCounts(db: Queryable, ids: string[]): Promise<{ id: string; name: string; count: number }[]> {
    const { rows } = await db.query<{ id: string; name: string; count: number }>(
      `SELECT p.id, p.project_name AS name, count(up.user_id)::int AS count FROM project_info p
         LEFT JOIN sys_user_project up ON up.project_id = p.id WHERE p.id = ANY($1) GROUP BY p.id, p.project_name`, [ids]);
    return rows;
  },
};
