import type { FieldSchema } from './page-schema';

/** The record's creator (the account that saved it), usable in a combined unique rule and an owner rule. */
export const CREATOR_FIELD = 'createBy';

/** A field's uniqueness read one way: the fields whose values together may occur once, and where they are compared. */
export interface UniqueRule {
  /** The field carrying the rule first, then the fields it is unique with. */
  fields: string[];
  within?: 'company' | 'project';
  /** The refusal, given the record's values. */
  message(values: Record<string, unknown>): string;
}

/**
 * The uniqueness a field declares — `true` (the table), `"company"`/`"project"` (within one), or a combination
 * (`{ with: ["createBy"] }`: a voter votes once per candidate) — as one rule the server's save, the Excel import and
 * the seed linter all apply the same way.
 *
 * @example
 * uniqueRuleOf({ name: 'candidateId', label: '候选人', unique: { with: ['createBy'], message: '您已对该候选人投过票' } }, labels)
 *   // → { fields: ['candidateId', 'createBy'], message: () => '您已对该候选人投过票' }
 */
export function uniqueRuleOf(field: Pick<FieldSchema, 'name' | 'label' | 'unique'>, labelOf: (name: string) => string): UniqueRule | undefined {
  const spec = field.unique;
  if (!spec) return undefined;
  if (typeof spec === 'object') {
    const fields = [field.name, ...spec.with];
    const text = spec.message ?? `${fields.map(labelOf).join('与')}的组合已存在`;
    return { fields, within: spec.within, message: () => text };
  }
  return {
    fields: [field.name],
    within: spec === true ? undefined : spec,
    message: (values) => `${field.label}“${String(values[field.name])}”已存在`,
  };
}

/** The label of a field or of the creator column, for messages. */
export function fieldLabeller(fields: Pick<FieldSchema, 'name' | 'label'>[]): (name: string) => string {
  const labels = new Map(fields.map((f) => [f.name, f.label]));
  return (name) => labels.get(name) ?? (name === CREATOR_FIELD ? '创建人' : name);
}

/** The start of a "repeats row N" message: `合同编号“HT-1”` for one field, the rule's message and a comma for a combination. */
export function duplicateText(rule: UniqueRule, label: string, values: Record<string, unknown>): string {
  return rule.fields.length === 1 ? `${label}“${String(values[rule.fields[0]])}”` : `${rule.message(values)}，`;
}
