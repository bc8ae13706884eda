import type { AuthInfo } from '../auth/tokens';
import { ident } from '../sql/identifiers';
import type { TableModel } from './table-model';
import type { DataRuleSpec } from './stores/data-rule-store';

const NUMERIC = new Set(['int', 'bigint', 'numeric']);

/**
 * The data rules (数据权限) of the menu that renders this page, as one condition on its rows, for every read and
 * write of the table. The caller's session carries, per page, the rules each of their roles holding its menu
 * selects (loaded with the session, see `dataRules.grantsOf`): a role limits its holders to the rows all its rules
 * allow; a user with several roles sees what any of them allows, so one role holding the menu without rules allows
 * every row; administrators carry none. Rule rows only choose among conditions built here from the model, with every
 * value a bound parameter.
 */
export function dataRuleClause(model: TableModel, auth: AuthInfo, params: unknown[]): string[] {
  const sets = auth.dataRules?.[`schema:${model.page.code}`];
  if (!sets?.length || sets.some((rules) => rules.length === 0)) return [];
  const either = sets.map((rules) => `(${rules.map((r) => ruleCondition(model, auth, r, params)).join(' AND ')})`);
  return [`(${either.join(' OR ')})`];
}

function ruleCondition(model: TableModel, auth: AuthInfo, rule: DataRuleSpec, params: unknown[]): string {
  const p = (v: unknown) => `$${params.push(v)}`;
  const createBy = model.traits.audit.createBy ? 'create_by' : undefined;
  const me = () => p(auth.userId);
  switch (rule.conditions) {
    case 'ALL':
      return 'TRUE';
    case 'SELF':
      return createBy ? `${createBy} = ${p(auth.username)}` : 'FALSE';
    case 'DEPT':
      return createBy ? `${createBy} IN (SELECT du.username FROM sys_user du JOIN sys_user_depart dd ON dd.user_id = du.id
          WHERE dd.dep_id IN (SELECT md.dep_id FROM sys_user_depart md WHERE md.user_id = ${me()}))` : 'FALSE';
    case 'COMPANY': {
      // 本公司: the company the user belongs to (a group-level user's: the group's own rows), whatever view they are in.
      const mine = `(SELECT mu.company_id FROM sys_user mu WHERE mu.id = ${me()})`;
      if (model.traits.scope.company) return `company_id = ${mine}`;
      return createBy ? `${createBy} IN (SELECT cu.username FROM sys_user cu WHERE cu.company_id = ${mine})` : 'FALSE';
    }
    default:
      return fieldCondition(model, auth, rule, params);
  }
}

/** A custom rule: the field (a column the model names) compared with the value, variables replaced. */
function fieldCondition(model: TableModel, auth: AuthInfo, rule: DataRuleSpec, params: unknown[]): string {
  const column = rule.column ? model.column(rule.column) : undefined;
  if (!column || (model.platform && !model.traits.columns.has(column))) return 'FALSE';
  const value = (rule.value ?? '')
    .replaceAll('#{sys_user_code}', auth.username)
    .replaceAll('#{sys_company_id}', auth.companyId ?? '')
    .replaceAll('#{sys_date}', new Date().toISOString().slice(0, 10));
  const text = `${ident(column)}::text`;
  const p = (v: unknown) => `$${params.push(v)}`;
  const field = model.page.fields.find((f) => f.name === rule.column);
  const numeric = field && NUMERIC.has(field.dbType) && /^-?\d+(\.\d+)?$/.test(value);
  const ordered = (op: string) => (numeric ? `${ident(column)} ${op} ${p(value)}::numeric` : `${text} ${op} ${p(value)}`);
  switch (rule.conditions) {
    case '=': return `${text} = ${p(value)}`;
    case '!=': return `coalesce(${text}, '') <> ${p(value)}`;
    case '>': case '>=': case '<': case '<=': return ordered(rule.conditions);
    case 'LIKE': return `strpos(${text}, ${p(value)}) > 0`;
    case 'LEFT_LIKE': return `right(${text}, ${p(value.length)}::int) = ${p(value)}`;
    case 'RIGHT_LIKE': return `left(${text}, ${p(value.length)}::int) = ${p(value)}`;
    case 'IN': return `${text} = ANY(${p(value.split(',').map((s) => s.trim()).filter(Boolean))}::text[])`;
    default: return 'FALSE';
  }
}
