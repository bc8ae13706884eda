import type { AuthInfo } from '../auth/tokens';
import { GROUP_ID } from '../auth/membership';
import type { TableModel } from './table-model';
import { ident } from '../sql/identifiers';
import type { OwnerRule } from '@/engine/schema/page-schema';

/**
 * The condition limiting a table's rows to the caller's context: in a project context a project-scoped table shows
 * that project's rows and a company-scoped one the project's company; a company sees its own rows, the group all.
 * Global tables show every row. Appends its values to `params`.
 */
export function scopeClause(model: TableModel, auth: AuthInfo, params: unknown[], options: { read?: boolean } = {}): string[] {
  const { scope } = model.page;
  if (scope === 'global') return [];
  // Built only where it is used: its values join the parameters.
  const shared = () => (options.read ? sharedClause(model, params) : undefined);
  if (auth.menuCode === '12' && scope === 'project' && model.traits.scope.project) {
    const own = `project_id = $${params.push(auth.projectId ?? '')}`;
    const group = shared();
    return [group ? `(${own} OR ${group})` : own];
  }
  if (auth.companyId === GROUP_ID || !model.traits.scope.company) return [];
  const own = `company_id = $${params.push(auth.companyId ?? '')}`;
  const group = shared();
  return [group ? `(${own} OR ${group})` : own];
}

/**
 * The group's rows a page shares with every company (`shared`: a 简报 published 全集团), for reads only: changing or
 * deleting them stays with the group.
 */
function sharedClause(model: TableModel, params: unknown[]): string | undefined {
  const shared = (model.page as { shared?: { when: Record<string, string[] | undefined> } }).shared;
  if (!shared || !model.traits.scope.company) return undefined;
  const conditions = [`company_id = $${params.push(GROUP_ID)}`];
  for (const [name, values] of Object.entries(shared.when)) {
    const column = model.column(name);
    if (!column || !values) return undefined;
    conditions.push(`${ident(column)}::text = ANY($${params.push(values)})`);
  }
  return `(${conditions.join(' AND ')})`;
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

/**
 * A page's owner rule (`owner`: 工资条 only for the employee it pays): a row is seen by the account named in its owner
 * field, and by whoever holds the rule's see-all button (人事, 财务) through an active, undeleted permission row —
 * checked in the same statement, so every read, export, edit and delete of the table applies it.
 */
export function ownerClause(model: TableModel, auth: AuthInfo, params: unknown[]): string[] {
  const owner = (model.page as { owner?: OwnerRule }).owner;
  if (!owner) return [];
  const column = owner.field === 'createBy' ? 'create_by' : model.column(owner.field);
  if (!column) return ['FALSE'];
  const me = params.push(auth.username ?? '');
  const user = params.push(auth.userId);
  const code = params.push(owner.seeAll);
  return [`(${ident(column)} = $${me} OR EXISTS (SELECT 1 FROM sys_permission p
      JOIN sys_role_permission rp ON rp.permission_id = p.id JOIN sys_user_role ur ON ur.role_id = rp.role_id
     WHERE ur.user_id = $${user} AND p.menu_type = 2 AND p.del_flag = 0 AND p.status <> '0'
       AND $${code} = ANY(string_to_array(replace(p.perms, ' ', ''), ','))))`];
}
