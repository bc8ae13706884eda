import type { CrudPageSchema, FieldSchema, QueryMode } from '../schema/page-schema';
import type { Filter, FilterOperator } from '../data/data-provider';
import { stateMachineOf } from '../schema/state-rule';

/** The query value and list parameter of 仅看逾期 (`_overdue=1`), for pages whose state machine has a deadline. */
export const OVERDUE_FILTER = '_overdue';

/** Values of a query form, keyed by field name. Range values are `[begin, end]` strings. */
export type QueryValues = Record<string, unknown>;

const operatorOf: Record<QueryMode, FilterOperator> = { eq: 'eq', like: 'contains', range: 'between', in: 'in' };

/**
 * Fields that appear in the query form, in `query.order` (then declaration) order.
 *
 * @example
 * queryFieldsOf(noticeSchema).map((f) => f.name); // ['title', 'newsType', 'publishDate']
 */
export function queryFieldsOf(schema: CrudPageSchema): FieldSchema[] {
  // A hidden field (an id a picker fills) is queried through the API and related lists, never typed into the form.
  return queryableFields(schema).filter((field) => field.type !== 'hidden');
}

/** Every field with a query mode, shown or not: the filters a query may carry. */
function queryableFields(schema: CrudPageSchema): FieldSchema[] {
  return schema.fields
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => field.query)
    .sort((a, b) => (a.field.query?.order ?? Infinity) - (b.field.query?.order ?? Infinity) || a.index - b.index)
    .map(({ field }) => field);
}

/**
 * Fields shown as list columns (not `list.hidden`, not of type `hidden`).
 *
 * @example
 * listFieldsOf(noticeSchema).some((f) => f.name === 'content'); // false
 */
export function listFieldsOf(schema: CrudPageSchema): FieldSchema[] {
  return schema.fields.filter((field) => !field.list?.hidden && field.type !== 'hidden');
}

/**
 * The query form's values when the page opens, and after 重置: each field's `query.default`.
 *
 * @example
 * defaultQueryValues(logSchema); // { logType: 1 } — 系统日志 opens on the login log
 */
export function defaultQueryValues(schema: CrudPageSchema): QueryValues {
  const values: QueryValues = {};
  for (const field of queryableFields(schema)) {
    if (field.query?.default !== undefined) values[field.name] = field.query.default;
  }
  return values;
}

/**
 * Conditions a link brings in its query string (a dashboard's drill-down, `?status=signed`): only fields the page
 * may be queried by, exact or like (a range is not written in a link); anything else in the link is ignored.
 *
 * @example
 * linkQueryValues(incomeSchema, '?status=signed&x=1'); // { status: 'signed' }
 */
export function linkQueryValues(schema: CrudPageSchema, search: string): QueryValues {
  const params = new URLSearchParams(search);
  const values: QueryValues = {};
  for (const field of queryableFields(schema)) {
    const value = params.get(field.name);
    if (value && field.query!.mode !== 'range') values[field.name] = field.query!.mode === 'in' ? value.split(',') : value;
  }
  return values;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmpty);
  return false;
}

/**
 * Turns query-form values into provider filters, using each field's `query.mode`; empty values are dropped.
 *
 * @example
 * buildFilters(noticeSchema, { title: '安全', publishDate: ['2026-01-01', '2026-03-31'] });
 * // [{ field: 'title', operator: 'contains', value: '安全' },
 * //  { field: 'publishDate', operator: 'between', value: ['2026-01-01', '2026-03-31'] }]
 */
export function buildFilters(schema: CrudPageSchema, values: QueryValues): Filter[] {
  const filters: Filter[] = [];
  for (const field of queryableFields(schema)) {
    const value = values[field.name];
    if (isEmpty(value)) continue;
    const operator = operatorOf[field.query!.mode];
    filters.push({ field: field.name, operator, value: typeof value === 'string' ? value.trim() : value });
  }
  // 仅看逾期: the server picks the records still open past the state machine's deadline.
  if (values[OVERDUE_FILTER] === true && stateMachineOf(schema)?.deadline) filters.push({ field: OVERDUE_FILTER, operator: 'eq', value: '1' });
  return filters;
}
