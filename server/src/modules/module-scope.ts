import type { ModuleTablePage } from '@/engine/schema/page-schema';
import type { AuthInfo } from '../auth/tokens';
import { GROUP_ID } from '../auth/membership';

/**
 * The WHERE clause limiting a module's rows to the caller's context: a project context sees its project's
 * rows (project-scoped modules) or its company's (company-scoped), a company its own, the group all.
 * Appends its values to `params`.
 */
export function scopeClause(page: ModuleTablePage, auth: AuthInfo, params: unknown[]): string[] {
  if (page.scope === 'global') return [];
  if (auth.menuCode === '12' && page.scope === 'project') {
    params.push(auth.projectId ?? '');
    return [`project_id = $${params.length}`];
  }
  if (auth.companyId === GROUP_ID) return [];
  params.push(auth.companyId ?? '');
  return [`company_id = $${params.length}`];
}

/** The scope columns a new row gets from the caller's context — never from the request body. */
export function scopeValues(page: ModuleTablePage, auth: AuthInfo): { companyId: string | null; projectId: string | null } {
  if (page.scope === 'global') return { companyId: null, projectId: null };
  return { companyId: auth.companyId, projectId: page.scope === 'project' ? auth.projectId : null };
}
