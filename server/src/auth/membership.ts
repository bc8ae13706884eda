import type { Queryable } from '../db/database';
import type { AuthInfo } from './tokens';

export const GROUP_ID = '001';

export interface ProjectRow {
  id: string; company_id: string; company_name: string; project_name: string; project_name_abbr: string | null;
  supervision_attr: string | null; state: string | null; sort: number;
}

/** The project's wire shape; an empty state reads as 1 (not started), as the spec says. */
export function projectView(p: ProjectRow) {
  return {
    id: p.id, companyId: p.company_id, companyName: p.company_name, projectName: p.project_name,
    projectNameAbbr: p.project_name_abbr, supervisionAttr: p.supervision_attr, state: p.state || '1', sort: p.sort,
  };
}

async function userCompany(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ company_id: string | null }>('SELECT company_id FROM sys_user WHERE id = $1', [userId]);
  return rows[0]?.company_id ?? null;
}

/**
 * Projects a user may enter: the group sees every project, a company user their company's,
 * anyone the projects they are a member of. In-progress first, then not started, then completed.
 */
export async function accessibleProjects(db: Queryable, userId: string): Promise<ProjectRow[]> {
  const company = await userCompany(db, userId);
  const { rows } = await db.query<ProjectRow>(
    `SELECT p.id, p.company_id, d.depart_name AS company_name, p.project_name, p.project_name_abbr, p.supervision_attr, p.state, p.sort
       FROM project_info p JOIN sys_depart d ON d.id = p.company_id
      WHERE p.del_flag = 0 AND ($2 = '${GROUP_ID}' OR p.company_id = $2
            OR EXISTS (SELECT 1 FROM sys_user_project up WHERE up.user_id = $1 AND up.project_id = p.id))
      ORDER BY CASE COALESCE(NULLIF(p.state, ''), '1') WHEN '2' THEN 0 WHEN '1' THEN 1 ELSE 2 END, p.sort, p.id`,
    [userId, company ?? ''],
  );
  return rows;
}

/** Companies a user may switch to: the group user any company (and the group itself), others their own. */
export async function accessibleCompanies(db: Queryable, userId: string): Promise<string[]> {
  const company = await userCompany(db, userId);
  if (!company) return [];
  if (company !== GROUP_ID) return [company];
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM sys_depart WHERE org_category = '1' AND del_flag = 0 ORDER BY depart_order`,
  );
  return rows.map((r) => r.id);
}

export function isGroupContext(auth: AuthInfo): boolean {
  return auth.menuCode === '11' && auth.companyId === GROUP_ID;
}
