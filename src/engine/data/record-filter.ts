import { compileRowFilter, inferFilterFields, parseJeecgQuery, QueryParamError, type RowPredicate } from '../schema/filters';
import type { DataRecord, Filter, Sort } from './data-provider';
import { HttpError } from './http-error';
import { toJeecgListQuery } from './jeecg-query';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * A predicate for rows held in the browser, reading the filters exactly as the server does: the filters become the
 * JeecgBoot query the server would receive, that query is parsed by the same parser into a filter tree, and the tree
 * is evaluated with SQL's meaning of each operator. Field kinds come from the rows (there is no schema here).
 * A value the server would refuse (text in a numeric filter) throws the server's 400 message.
 *
 * @example
 * rows.filter(rowFilterOf([{ field: 'departName', operator: 'contains', value: '监理' }], rows));
 */
export function rowFilterOf(filters: Filter[] | undefined, rows: DataRecord[]): RowPredicate {
  if (!filters?.length) return () => true;
  const { pageNo: _pageNo, pageSize: _pageSize, ...query } = toJeecgListQuery({ resource: '', pagination: { current: 1, pageSize: 1 }, filters });
  const fields = inferFilterFields(rows, filters.map((f) => f.field));
  try {
    const { filter } = parseJeecgQuery(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), { fields, sortable: [] });
    return compileRowFilter(filter, fields);
  } catch (error) {
    if (error instanceof QueryParamError) throw new HttpError({ status: 400, code: 400, message: error.message });
    throw error;
  }
}

/**
 * Orders two rows by one field: numbers numerically, text in Chinese collation, empty values last whatever the
 * direction (the server's NULLS LAST).
 *
 * @example
 * rows.sort((a, b) => compareRecords(a, b, { field: 'departOrder', order: 'asc' }));
 */
export function compareRecords(a: DataRecord, b: DataRecord, sort: Sort): number {
  const left = a[sort.field];
  const right = b[sort.field];
  if (isBlank(left) || isBlank(right)) return isBlank(left) === isBlank(right) ? 0 : isBlank(left) ? 1 : -1;
  const raw = typeof left === 'number' && typeof right === 'number'
    ? left - right
    : String(left).localeCompare(String(right), 'zh-CN');
  return sort.order === 'asc' ? raw : -raw;
}
