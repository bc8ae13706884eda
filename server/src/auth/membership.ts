import type { Queryable } from '../db/database';
import type { AuthInfo } from './tokens';
import { GROUP_ID, membership, type ProjectRow } from '../tables/stores/membership-store';
import { users } from '../tables/stores/user-store';
import { grants } from '../tables/stores/access-store';

export { GROUP_ID, type ProjectRow };

/** The project's wire shape; an empty state reads as 1 (not started), as the spec says. */
export function projectView(p: ProjectRow) {
  return {
    id: p.id, companyId: p.company_id, companyName: p.company_name, projectName: p.project_name,
    projectNameAbbr: p.project_name_abbr, supervisionAttr: p.supervision_attr, state: p.state || '1', sort: p.sort,
  };
}

/**
 * Whether the user's roles grant any menu entry of a view (11 the company view, 12 the project view). A context of a
 * view without one is never offered nor entered: its menu would come back empty and the client would send the user
 * back to the login page.
 */
async function opensView(db: Queryable, userId: string, menuCode: '11' | '12'): Promise<boolean> {
  return grants.opensMenu(db, userId, menuCode);
}

/**
 * Projects a user may enter: the group sees every project, a company user their company's,
 * anyone the projects they are a member of. In-progress first, then not started, then completed.
 */
export async function accessibleProjects(db: Queryable, userId: string): Promise<ProjectRow[]> {
  if (!(await opensView(db, userId, '12'))) return [];
  const company = await users.companyOf(db, userId);
  return membership.projects(db, userId, company ?? '');
}

/** Companies a user may switch to: the group user any company (and the group itself), others their own. */
export async function accessibleCompanies(db: Queryable, userId: string): Promise<string[]> {
  const company = await users.companyOf(db, userId);
  if (!company || !(await opensView(db, userId, '11'))) return [];
  if (company !== GROUP_ID) return [company];
  return membership.companyIds(db);
}

export function isGroupContext(auth: AuthInfo): boolean {
  return auth.menuCode === '11' && auth.companyId === GROUP_ID;
}
