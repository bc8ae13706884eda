import type { Filter, GetListParams } from './data-provider';

/** Query parameters of a JeecgBoot `/list` call. */
export type JeecgListQuery = Record<string, string | number>;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function scalar(value: unknown): string {
  return typeof value === 'string' ? value.trim() : String(value);
}

function applyFilter(query: JeecgListQuery, filter: Filter): void {
  const { field, operator, value } = filter;
  switch (operator) {
    case 'eq':
      if (!isBlank(value)) query[field] = scalar(value);
      return;
    case 'contains':
      // JeecgBoot's QueryGenerator reads `*x*` as LIKE '%x%'.
      if (!isBlank(value)) query[field] = `*${scalar(value)}*`;
      return;
    case 'between': {
      const [begin, end] = Array.isArray(value) ? value : [undefined, undefined];
      if (!isBlank(begin)) query[`${field}_begin`] = scalar(begin);
      if (!isBlank(end)) query[`${field}_end`] = scalar(end);
      return;
    }
    case 'in': {
      // A comma in the value is JeecgBoot's IN rule.
      const items = (Array.isArray(value) ? value : [value]).filter((v) => !isBlank(v)).map(scalar);
      if (items.length) query[field] = items.join(',');
      return;
    }
    default: {
      const unknownOperator: never = operator;
      throw new Error(`未知的过滤运算符 "${String(unknownOperator)}"（字段 ${field}）`);
    }
  }
}

/**
 * Maps engine list params to JeecgBoot's list query (`pageNo`, `pageSize`, `column`, `order`, field filters).
 * Pure, so the wire format is tested without HTTP.
 *
 * @example
 * toJeecgListQuery({ resource: 'news/notice', pagination: { current: 2, pageSize: 20 },
 *   filters: [{ field: 'title', operator: 'contains', value: '通知' }] })
 * // { pageNo: 2, pageSize: 20, title: '*通知*' }
 */
export function toJeecgListQuery(params: GetListParams): JeecgListQuery {
  const query: JeecgListQuery = { pageNo: params.pagination.current, pageSize: params.pagination.pageSize };
  if (params.sort) {
    query.column = params.sort.field;
    query.order = params.sort.order;
  }
  for (const filter of params.filters ?? []) applyFilter(query, filter);
  return query;
}

/**
 * Adds JeecgBoot's `_t` cache buster (unix seconds) to GET params, except for dictionary item calls,
 * which the browser is allowed to cache.
 *
 * @example
 * withCacheBuster('/news/notice/list', { pageNo: 1 }, 1767225600) // { pageNo: 1, _t: 1767225600 }
 */
export function withCacheBuster<P extends Record<string, unknown>>(
  url: string,
  params: P | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): P | (P & { _t: number }) {
  if (url.includes('sys/dict/getDictItems')) return (params ?? {}) as P;
  return { ...(params ?? ({} as P)), _t: nowSeconds };
}
