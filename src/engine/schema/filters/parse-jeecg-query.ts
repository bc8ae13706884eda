import type { FilterCondition, FilterField, FilterKind, FilterNode, FilterOp, FilterValue } from './filter-tree';

/** A malformed list request: answered 400 with this message, never run. */
export class QueryParamError extends Error {
  readonly status = 400;
}

export interface SortKey {
  field: string;
  order: 'asc' | 'desc';
}

export interface ListRequest {
  filter?: FilterNode;
  /** Empty when the request names no column: the caller applies the page's default order. */
  sort: SortKey[];
  pageNo: number;
  pageSize: number;
}

export interface ParseOptions {
  /** Fields a request may filter on, with their kinds. Anything else in the query is ignored (as JeecgBoot does). */
  fields: FilterField[];
  /** Fields `column=` may sort on (default: every filter field). */
  sortable?: string[];
  /** Largest page a request may ask for (default 1000); larger sizes are cut to it. */
  maxPageSize?: number;
  defaultPageSize?: number;
}

/** The most conditions one advanced query (`superQueryParams`) may carry. */
export const MAX_SUPER_QUERY_CONDITIONS = 50;
const MAX_VALUE_LENGTH = 500;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const NUMBER = /^-?\d{1,15}(\.\d{1,10})?$/;
const SUPER_RULES: Record<string, FilterOp> = {
  eq: 'eq', ne: 'ne', gt: 'gt', ge: 'ge', lt: 'lt', le: 'le', in: 'in', like: 'like', left_like: 'endsWith', right_like: 'startsWith',
};
const PREFIXES: [string, FilterOp][] = [['>= ', 'ge'], ['<= ', 'le'], ['> ', 'gt'], ['< ', 'lt']];

const fail = (message: string): never => {
  throw new QueryParamError(message);
};
/** Echo a name back only when it looks like one: an answer should not reflect arbitrary text. */
const named = (name: string) => (/^\w{1,64}$/.test(name) ? `：${name}` : '');

/**
 * One query parameter as text. A repeated parameter is joined with commas, as JeecgBoot's binder does
 * (`?state=1&state=2` is `state=1,2`, an IN); anything but text is refused.
 */
function text(query: Record<string, unknown>, key: string): string | undefined {
  const raw = query[key];
  if (raw === undefined || raw === null) return undefined;
  const value = Array.isArray(raw) ? (raw.every((v) => typeof v === 'string') ? raw.join(',') : fail(`参数 ${key} 格式不正确`)) : raw;
  if (typeof value !== 'string') return fail(`参数 ${key} 格式不正确`);
  if (value.length > MAX_VALUE_LENGTH) fail(`参数 ${key} 过长`);
  return value;
}

function positiveInt(query: Record<string, unknown>, key: string, fallback: number): number {
  const raw = text(query, key);
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) fail(`参数 ${key} 必须是正整数`);
  return Number(raw);
}

/**
 * A value as the field's kind: a number for numeric fields, `true`/`false` for booleans, checked date formats.
 *
 * @example
 * coerceFilterValue({ name: 'amount', kind: 'number' }, '12.5'); // 12.5
 */
export function coerceFilterValue(field: FilterField, raw: string, label = field.label ?? field.name): FilterValue {
  const value = raw.trim();
  switch (field.kind) {
    case 'number':
      return NUMBER.test(value) ? Number(value) : fail(`${label}必须是数字`);
    case 'boolean':
      if (['true', '1', 'Y'].includes(value)) return true;
      return ['false', '0', 'N'].includes(value) ? false : fail(`${label}只能是 true 或 false`);
    case 'date':
      return DATE.test(value) ? value : fail(`${label}的日期格式应为 YYYY-MM-DD`);
    case 'datetime':
      if (DATE.test(value)) return value;
      return DATE_TIME.test(value) ? (value.length === 16 ? `${value}:00` : value) : fail(`${label}的时间格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss`);
    default:
      return raw;
  }
}

const isText = (kind: FilterKind) => kind === 'text';

function condition(field: FilterField, op: FilterOp, raw: string): FilterCondition {
  if (op === 'in') {
    const items = raw.split(',').filter((v) => v !== '');
    return { field: field.name, op, value: items.map((v) => coerceFilterValue(field, v)) };
  }
  // Text searches keep the text as typed; comparisons take the field's own kind.
  const value = op === 'like' || op === 'startsWith' || op === 'endsWith' ? raw : coerceFilterValue(field, raw);
  return { field: field.name, op, value };
}

/**
 * One field value in JeecgBoot's notation: `>= x` / `<= x` / `> x` / `< x` compare, `!x` is not-equal, `*x*` contains,
 * `x*` starts with, `*x` ends with (a lone `*` is the text itself), a comma list is IN; otherwise equal — or contains,
 * for a field searched by `like`.
 */
function fieldCondition(field: FilterField, raw: string): FilterCondition {
  for (const [prefix, op] of PREFIXES) if (raw.startsWith(prefix) && raw.length > prefix.length) return condition(field, op, raw.slice(prefix.length));
  if (raw.startsWith('!') && raw.length > 1) return condition(field, 'ne', raw.slice(1));
  if (raw !== '*') {
    const starts = raw.startsWith('*');
    const ends = raw.endsWith('*');
    if (starts && ends && raw.length > 2) return condition(field, 'like', raw.slice(1, -1));
    if (ends && raw.length > 1) return condition(field, 'startsWith', raw.slice(0, -1));
    if (starts && raw.length > 1) return condition(field, 'endsWith', raw.slice(1));
  }
  if (raw.includes(',')) return condition(field, 'in', raw);
  return condition(field, field.like && isText(field.kind) ? 'like' : 'eq', raw);
}

function superQuery(query: Record<string, unknown>, byName: Map<string, FilterField>): FilterNode | undefined {
  const raw = text(query, 'superQueryParams');
  if (!raw) return undefined;
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    try {
      items = JSON.parse(decodeURIComponent(raw));
    } catch {
      return fail('高级查询参数 superQueryParams 不是合法的 JSON');
    }
  }
  if (!Array.isArray(items)) return fail('高级查询参数 superQueryParams 应为条件数组');
  if (items.length > MAX_SUPER_QUERY_CONDITIONS) fail(`高级查询最多 ${MAX_SUPER_QUERY_CONDITIONS} 个条件`);
  const match = text(query, 'superQueryMatchType') ?? 'and';
  if (match !== 'and' && match !== 'or') fail('superQueryMatchType 只能是 and 或 or');
  const conditions = items.flatMap((item): FilterCondition[] => {
    if (!item || typeof item !== 'object') return fail('高级查询的条件格式不正确');
    const { field, rule, val } = item as Record<string, unknown>;
    if (typeof field !== 'string') return fail('高级查询的条件缺少字段');
    const target = byName.get(field) ?? fail(`高级查询的字段不存在${named(field)}`);
    const op = typeof rule === 'string' ? SUPER_RULES[rule] : undefined;
    if (!op) return fail(`高级查询的规则不正确${named(String(rule))}`);
    if (val === undefined || val === null || val === '') return [];
    if (typeof val !== 'string' && typeof val !== 'number' && typeof val !== 'boolean') return fail('高级查询的值格式不正确');
    return [condition(target, op, String(val))];
  });
  return conditions.length ? { match: match as 'and' | 'or', conditions } : undefined;
}

function sortKeys(query: Record<string, unknown>, sortable: Set<string>): SortKey[] {
  const column = text(query, 'column');
  const orderRaw = text(query, 'order')?.toLowerCase();
  if (orderRaw && orderRaw !== 'asc' && orderRaw !== 'desc') fail('排序方向只能是 asc 或 desc');
  if (!column) return [];
  return column.split(',').filter(Boolean).map((name) => {
    const key = name.replace(/_dictText$/, '');
    if (!sortable.has(key)) fail(`请注意，将要排序的列字段不存在${named(name)}`);
    return { field: key, order: (orderRaw as 'asc' | 'desc' | undefined) ?? 'desc' };
  });
}

/**
 * Reads a JeecgBoot list request — `pageNo`, `pageSize`, `column`/`order`, field values in JeecgBoot's notation,
 * `<field>_begin`/`<field>_end` ranges, `<field>_MultiString`, and `superQueryParams` with `superQueryMatchType` —
 * into a filter tree, sort keys and a page. Throws `QueryParamError` with a Chinese message for anything malformed.
 *
 * @example
 * parseJeecgQuery({ pageNo: '2', contractName: '*监理*', signDate_begin: '2025-01-01' },
 *   { fields: [{ name: 'contractName', kind: 'text' }, { name: 'signDate', kind: 'date' }] });
 * // { pageNo: 2, pageSize: 10, sort: [], filter: { match: 'and', conditions: [
 * //   { field: 'contractName', op: 'like', value: '监理' }, { field: 'signDate', op: 'ge', value: '2025-01-01' }] } }
 */
export function parseJeecgQuery(query: Record<string, unknown>, options: ParseOptions): ListRequest {
  const maxPageSize = options.maxPageSize ?? 1000;
  const pageNo = positiveInt(query, 'pageNo', 1);
  const pageSize = Math.min(positiveInt(query, 'pageSize', options.defaultPageSize ?? 10), maxPageSize);
  const byName = new Map(options.fields.map((f) => [f.name, f]));
  const conditions: FilterNode[] = [];
  for (const field of options.fields) {
    const value = text(query, field.name);
    if (value) conditions.push(fieldCondition(field, value));
    const multi = text(query, `${field.name}_MultiString`);
    if (multi) conditions.push(condition(field, 'in', multi));
    for (const edge of ['begin', 'end'] as const) {
      const bound = text(query, `${field.name}_${edge}`);
      if (bound) conditions.push(condition(field, edge === 'begin' ? 'ge' : 'le', bound));
    }
  }
  const advanced = superQuery(query, byName);
  if (advanced) conditions.push(advanced);
  const sort = sortKeys(query, new Set(options.sortable ?? byName.keys()));
  return { filter: conditions.length ? { match: 'and', conditions } : undefined, sort, pageNo, pageSize };
}
