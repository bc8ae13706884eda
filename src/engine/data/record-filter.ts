import type { DataRecord, Filter, Sort } from './data-provider';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

// Dates arrive as 'YYYY-MM-DD' bounds while rows may hold 'YYYY-MM-DD HH:mm:ss': compare on the bound's length.
function compareToBound(value: unknown, bound: unknown): number {
  if (typeof value === 'number' && !Number.isNaN(Number(bound))) return value - Number(bound);
  const left = String(value);
  const right = String(bound);
  const cut = left.slice(0, right.length);
  return cut < right ? -1 : cut > right ? 1 : 0;
}

/**
 * Whether a row passes one filter, with the server's reading of each operator (contains ignores case, an empty
 * condition passes everything). Shared by the memory provider and client-side filtering of loaded trees.
 *
 * @example
 * matchesFilter({ id: '1', departName: '工程监理一部' }, { field: 'departName', operator: 'contains', value: '监理' }); // true
 */
export function matchesFilter(record: DataRecord, filter: Filter): boolean {
  const actual = record[filter.field];
  switch (filter.operator) {
    case 'eq':
      return isBlank(filter.value) || String(actual ?? '') === String(filter.value);
    case 'contains':
      return isBlank(filter.value) || String(actual ?? '').toLowerCase().includes(String(filter.value).trim().toLowerCase());
    case 'between': {
      const [begin, end] = Array.isArray(filter.value) ? filter.value : [];
      if (isBlank(actual)) return isBlank(begin) && isBlank(end);
      return (isBlank(begin) || compareToBound(actual, begin) >= 0) && (isBlank(end) || compareToBound(actual, end) <= 0);
    }
    case 'in': {
      const options = Array.isArray(filter.value) ? filter.value : String(filter.value ?? '').split(',');
      const wanted = options.filter((v) => !isBlank(v)).map(String);
      return wanted.length === 0 || wanted.includes(String(actual ?? ''));
    }
    default:
      throw new Error(`未知的过滤运算符 "${String((filter as Filter).operator)}"`);
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
