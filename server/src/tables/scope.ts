import type { AuthInfo } from '../auth/tokens';
import { GROUP_ID } from '../auth/membership';
import type { TableModel } from './table-model';

/**
 * The condition limiting a table's rows to the caller's context: in a project context a project-scoped table shows
 * that project's rows and a company-scoped one the project's company; a company sees its own rows, the group all.
 * Global tables show every row. Appends its values to `params`.
 */
export function scopeClause(model: TableModel, auth: AuthInfo, params: unknown[]): string[] {
  const { scope } = model.page;
  if (scope === 'global') return [];
  if (auth.menuCode === '12' && scope === 'project' && model.traits.scope.project) {
    params.push(auth.projectId ?? '');
    return [`project_id = $${params.length}`];
  }
  if (auth.companyId === GROUP_ID || !model.traits.scope.company) return [];
  params.push(auth.companyId ?? '');
  return [`company_id = $${params.length}`];
}

/** The scope columns a new row gets from the caller's context — never from the request body. */
export function scopeColumns(model: TableModel, auth: AuthInfo): Record<string, unknown> {
  const { scope } = model.page;
  const out: Record<string, unknown> = {};
  if (scope === 'global') return out;
  if (model.traits.scope.company) out.company_id = auth.companyId;
  if (model.traits.scope.project) out.project_id = scope === 'project' ? auth.projectId : null;
  return out;
}
