import type { FieldSchema } from '@/engine/schema/page-schema';
import { CREATOR_FIELD, fieldLabeller, uniqueRuleOf, type UniqueRule } from '@/engine/schema/unique-rule';
import type { Queryable } from '../db/database';
import type { AuthInfo } from '../auth/tokens';
import { scopeColumns } from './scope';
import type { TableModel } from './table-model';
import { tableRepository, type Row } from './table-repository';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The refusal of a value another company or project already holds, under a rule that compares across them (`"unique":
 * true`): it must be refused, but says nothing of where or whose — only that this value cannot be used.
 */
export const hiddenTakenMessage = (label: string) => `${label}不可用，请更换`;

/** A value that is taken: the field's rule, and whether the caller may see the row that holds it. */
export interface UniqueConflict { rule: UniqueRule; visible: boolean }

/**
 * Whether a unique field's value (with the fields its rule combines) is already held by another live row — within the
 * written row's company or project where the rule says so, across the table otherwise — and whether that row is one the
 * caller may read. The save, the Excel import and the duplicate check all ask this one question.
 */
export async function uniqueConflict(
  db: Queryable, model: TableModel, auth: AuthInfo, field: FieldSchema, values: Row, exceptId?: string,
): Promise<UniqueConflict | undefined> {
  const rule = uniqueRuleOf(field, fieldLabeller(model.page.fields));
  if (!rule || blank(values[field.name])) return undefined;
  const repo = tableRepository(db, model);
  const pairs: [string, unknown][] = [];
  for (const name of rule.fields) {
    const value = name === CREATOR_FIELD ? (exceptId ? await repo.creatorOf(exceptId) : auth.username) : values[name];
    if (blank(value)) return undefined;
    pairs.push([name, value]);
  }
  let within: { column: 'company_id' | 'project_id'; value: unknown } | undefined;
  if (rule.within && model.traits.scope[rule.within]) {
    const column = rule.within === 'company' ? 'company_id' : 'project_id';
    const scope = exceptId ? await repo.scopeOf(exceptId) : scopeColumns(model, auth);
    within = { column, value: scope[column] };
  }
  const id = await repo.takenBy(pairs, exceptId, within);
  if (id === undefined) return undefined;
  return { rule, visible: (await repo.visibleIds(auth, [id])).length > 0 };
}

/** The message refusing a taken value: the rule's own when the caller can see the row, the generic one otherwise. */
export function conflictMessage(conflict: UniqueConflict, field: Pick<FieldSchema, 'label'>, values: Row): string {
  return conflict.visible ? conflict.rule.message(values) : hiddenTakenMessage(field.label);
}

/**
 * Inside a write's transaction, before it writes: takes a transaction-scoped lock on each unique value the row holds
 * (table, field and value), so of two writes racing with one contract number the second waits for the first to commit
 * and then finds the number taken when it checks again. Taken in a fixed order, so two writes never wait on each other.
 */
export async function lockUniqueValues(tx: Queryable, model: TableModel, values: Row): Promise<boolean> {
  const keys = model.stored.filter((f) => f.unique && !blank(values[f.name])).map((f) => `${model.table}|${f.name}|${String(values[f.name])}`).sort();
  for (const key of keys) await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  return keys.length > 0;
}
