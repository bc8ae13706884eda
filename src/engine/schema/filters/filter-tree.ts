/**
 * A list's filter as a tree: conditions on fields joined by and/or groups. JeecgBoot's query parameters are parsed
 * into this tree once (parse-jeecg-query.ts); the server compiles it to SQL and the in-memory provider evaluates it
 * (evaluate-filter.ts), so a query means the same thing wherever it runs.
 *
 * @example
 * const tree: FilterNode = { match: 'and', conditions: [
 *   { field: 'contractName', op: 'like', value: '监理' },
 *   { field: 'signDate', op: 'ge', value: '2025-01-01' },
 * ] };
 */

/** The closed set of comparisons; each has one meaning in SQL and in memory. */
export const FILTER_OPS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'like', 'startsWith', 'endsWith', 'in'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

/** A value after parsing: numbers for numeric fields, booleans for boolean ones, text otherwise (dates as text). */
export type FilterValue = string | number | boolean;

export interface FilterCondition {
  field: string;
  op: FilterOp;
  /**
   * An array for `in`; a single value otherwise. A date-time field compared with a bare date (`2025-03-31`) means
   * the whole day: `eq`/`ne` that day, `ge`/`lt` its start, `le`/`gt` its end — so `createTime_end=2025-03-31`
   * includes everything on the 31st.
   */
  value: FilterValue | FilterValue[];
}

export interface FilterGroup {
  match: 'and' | 'or';
  conditions: FilterNode[];
}

export type FilterNode = FilterCondition | FilterGroup;

/** What a value of a field is, for parsing and comparing. */
export type FilterKind = 'text' | 'number' | 'date' | 'datetime' | 'boolean';

/** A field the filter may name: its wire name, what its values are, and whether a plain value means "contains". */
export interface FilterField {
  name: string;
  kind: FilterKind;
  /** The field's label, for messages (`金额必须是数字`); the name when absent. */
  label?: string;
  /** A plain value (without `*`) is a contains-search: the field's query mode is `like`. */
  like?: boolean;
  /**
   * The column holds several values comma-separated (a multi-select: `comprehensive,documents`): equal and IN match a
   * row holding any of the asked values, as a user filtering 检查类型 = 综合检查 expects.
   */
  multi?: boolean;
}

export function isGroup(node: FilterNode): node is FilterGroup {
  return 'match' in node;
}

/** The fields a tree names, so a caller can check them against what the user may see. */
export function filterFields(node: FilterNode | undefined): Set<string> {
  const out = new Set<string>();
  const walk = (n: FilterNode) => (isGroup(n) ? n.conditions.forEach(walk) : out.add(n.field));
  if (node) walk(node);
  return out;
}

/** The tree without the conditions on `fields` (a group left empty disappears). */
export function withoutFields(node: FilterNode | undefined, fields: Set<string>): FilterNode | undefined {
  if (!node) return undefined;
  if (!isGroup(node)) return fields.has(node.field) ? undefined : node;
  const conditions = node.conditions.map((c) => withoutFields(c, fields)).filter((c): c is FilterNode => c !== undefined);
  return conditions.length ? { ...node, conditions } : undefined;
}
