import type { FieldSchema, ModuleTablePage } from '@/engine/schema/page-schema';
import { columnName } from '@/engine/schema/page-schema';
import { ApiError } from '../http/envelope';
import { ident } from '../sql/identifiers';
import type { AuthInfo } from '../auth/tokens';
import { scopeClause } from './module-scope';

export const MAX_PAGE_SIZE = 1000;

export interface ListQuery {
  where: string;
  params: unknown[];
  orderBy: string;
  pageNo: number;
  pageSize: number;
}

function positiveInt(raw: unknown, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const text = String(raw);
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new ApiError(400, `参数 ${name} 必须是正整数`);
  return Number(text);
}

/** JeecgBoot's `*x*` / `x*` / `*x` wildcards become LIKE with the rest of the value escaped. */
function likePattern(value: string): string | null {
  const starts = value.startsWith('*');
  const ends = value.endsWith('*') && value.length > 1;
  if (!starts && !ends) return null;
  const core = value.slice(starts ? 1 : 0, ends ? -1 : undefined).replace(/[\\%_]/g, (c) => `\\${c}`);
  return `${starts ? '%' : ''}${core}${ends ? '%' : ''}`;
}

/**
 * Turns JeecgBoot list parameters into a parameterised WHERE and ORDER BY. Identifiers come only from
 * the schema; every value is a bound parameter; anything unknown or malformed is refused with 400.
 */
export function buildListQuery(page: ModuleTablePage, query: Record<string, unknown>, auth: AuthInfo): ListQuery {
  const pageNo = positiveInt(query.pageNo, 'pageNo', 1);
  const pageSize = Math.min(positiveInt(query.pageSize, 'pageSize', 10), MAX_PAGE_SIZE);
  const params: unknown[] = [];
  const clauses = ['del_flag = 0', ...scopeClause(page, auth, params)];
  const bind = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  for (const field of page.fields) {
    if (!field.query) continue;
    const col = ident(columnName(field.name));
    const raw = query[field.name];
    if (field.query.mode === 'range') {
      const begin = query[`${field.name}_begin`];
      const end = query[`${field.name}_end`];
      if (typeof begin === 'string' && begin) clauses.push(`${col} >= ${bind(coerce(field, begin))}`);
      if (typeof end === 'string' && end) clauses.push(`${col} <= ${bind(coerce(field, end))}`);
      continue;
    }
    if (typeof raw !== 'string' || raw === '') continue;
    const like = field.query.mode === 'like' ? likePattern(raw) : null;
    if (like) clauses.push(`${col}::text ILIKE ${bind(like)}`);
    else if (field.query.mode === 'in' || raw.includes(',')) {
      clauses.push(`${col}::text = ANY(${bind(raw.split(',').filter(Boolean))})`);
    } else if (field.query.mode === 'like') clauses.push(`${col}::text ILIKE ${bind(`%${raw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
    else clauses.push(`${col}::text = ${bind(raw)}`);
  }
  return { where: clauses.join(' AND '), params, orderBy: orderBy(page, query), pageNo, pageSize };
}

function coerce(field: FieldSchema, value: string): string {
  if (field.dbType === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new ApiError(400, `${field.label}的日期格式应为 YYYY-MM-DD`);
  if ((field.dbType === 'int' || field.dbType === 'numeric' || field.dbType === 'bigint') && !/^-?\d+(\.\d+)?$/.test(value)) {
    throw new ApiError(400, `${field.label}必须是数字`);
  }
  return value;
}

function orderBy(page: ModuleTablePage, query: Record<string, unknown>): string {
  const column = typeof query.column === 'string' && query.column ? query.column : undefined;
  const orderRaw = typeof query.order === 'string' && query.order ? query.order.toLowerCase() : undefined;
  if (orderRaw !== undefined && orderRaw !== 'asc' && orderRaw !== 'desc') throw new ApiError(400, '排序方向只能是 asc 或 desc');
  const sortable = new Map(page.fields.map((f) => [f.name, columnName(f.name)]));
  sortable.set('createTime', 'create_time');
  const parts: string[] = [];
  if (column) {
    for (const name of column.split(',')) {
      const key = name.replace(/_dictText$/, '');
      const col = sortable.get(key);
      // Echo the name only when it looks like one: the answer should not reflect arbitrary text.
      if (!col) throw new ApiError(400, `请注意，将要排序的列字段不存在${/^\w{1,64}$/.test(name) ? `：${name}` : ''}`);
      parts.push(`${ident(col)} ${orderRaw ?? 'desc'}`);
    }
  } else if (page.defaultSort) {
    parts.push(`${ident(sortable.get(page.defaultSort.field) ?? 'create_time')} ${page.defaultSort.order}`);
  } else {
    parts.push('create_time desc');
  }
  parts.push('id asc'); // a total order keeps pages stable
  return parts.join(', ');
}
