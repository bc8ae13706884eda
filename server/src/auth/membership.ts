import type { Queryable } from '../db/database';
import type { AuthInfo } from './tokens';
import { GROUP_ID, membership, type ProjectRow } from '../tables/stores/membership-store';
import { users } from '../tables/stores/user-store';

export { GROUP_ID, type ProjectRow };

/** The project's wire shape; an empty state reads as 1 (not started), as the spec says. */
export function projectView(p: ProjectRow) {
  return {
    id: p.id, companyId: p.company_id, companyName: p.company_name, projectName: p.project_name,
    projectNameAbbr: p.project_name_abbr, supervisionAttr: p.supervision_attr, state: p.state || '1', sort: p.sort,
  };
}

/**
 * Projects a user may enter: the group sees every project, a company user their company's,
 * anyone the projects they are a member of. In-progress first, then not started, then completed.
 */
export async function accessibleProjects(db: Queryable, userId: string): Promise<ProjectRow[]> {
  const company = await users.companyOf(db, userId);
  return membership.projects(db, userId, company ?? '');
}

/** Companies a user may switch to: the group user any company (and the group itself), others their own. */
export async function accessibleCompanies(db: Queryable, userId: string): Promise<string[]> {
  const company = await users.companyOf(db, userId);
  if (!company) return [];
  if (company !== GROUP_ID) return [company];
  return membership.companyIds(db);
}

export function isGroupContext(auth: AuthInfo): boolean {
  return auth.menuCode === '11' && auth.companyId === GROUP_ID;
}
