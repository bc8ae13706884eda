import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { Queryable } from '../../../db/database';
import { assertPermission } from '../../../auth/access';
import { requireAuth } from '../../../auth/auth-plugin';
import type { AuthInfo } from '../../../auth/tokens';
import { loadDictTexts } from '../../../dicts/dict-service';
import { ApiError, MESSAGES } from '../../../http/envelope';
import { formatDate, formatDateTime } from '../../../http/format';
import { ident } from '../../../sql/identifiers';

export const MAX_PAGE_SIZE = 1000;

/**
 * One fixed platform table as the admin screens see it. Every identifier comes from here, never from a
 * request: sorting on an unlisted name is refused with 400, query parameters that are not filters are ignored.
 *
 * @example
 * const POSITIONS: AdminTable = { table: 'sys_position', columns: { id: 'id', code: 'code', name: 'name', createTime: 'create_time' },
 *   filters: ['code', 'name'], sortable: ['code', 'createTime'], defaultOrder: 'create_time DESC', dicts: { postRank: 'position_rank' } };
 */
export interface AdminTable {
  /** Trusted table name (a constant in code). */
  table: string;
  /** Wire name → column: the columns answered. Must include `id`. */
  columns: Record<string, string>;
  /** Wire names a list filters on: `v` equals, `*v*` / `v*` / `*v` is a LIKE, `a,b` any of them. */
  filters?: string[];
  /** Wire names filtered by `<name>_begin` / `<name>_end`, and what their values are. */
  ranges?: Record<string, 'date' | 'datetime' | 'number'>;
  /** Wire names `column=` may sort on; `createTime` is always allowed when it is a column. */
  sortable?: string[];
  /** Trusted ORDER BY used when the request names no column; `id` breaks ties either way. */
  defaultOrder?: string;
  /** Wire names holding calendar dates, answered as `yyyy-MM-dd` rather than date-times. */
  dates?: string[];
  /** Wire name → dictionary code: rows also carry `<name>_dictText`. */
  dicts?: Record<string, string>;
  /** A fixed condition such as `del_flag = 0`; its own parameters are `$1…` from `params`. */
  where?: string;
  params?: unknown[];
}

export interface PageResult<T = Record<string, unknown>> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

type Query = Record<string, unknown>;

function positiveInt(raw: unknown, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const text = String(raw);
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new ApiError(400, `参数 ${name} 必须是正整数`);
  return Number(text);
}

/** `pageNo` / `pageSize` as list-query.ts reads them: positive integers, the size capped at 1000. */
export function pageParams(query: Query): { pageNo: number; pageSize: number } {
  return { pageNo: positiveInt(query.pageNo, 'pageNo', 1), pageSize: Math.min(positiveInt(query.pageSize, 'pageSize', 10), MAX_PAGE_SIZE) };
}

/** Escapes LIKE's own wildcards, so a search for `50%` finds that text and nothing else. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function likePattern(value: string): string | null {
  const starts = value.startsWith('*');
  const ends = value.endsWith('*') && value.length > 1;
  if (!starts && !ends) return null;
  const core = escapeLike(value.slice(starts ? 1 : 0, ends ? -1 : undefined));
  return `${starts ? '%' : ''}${core}${ends ? '%' : ''}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Range bounds: dates as given, date-times in GMT+8 (how they are shown), a bare end date covering its whole day. */
function rangeValue(kind: 'date' | 'datetime' | 'number', value: string, edge: 'begin' | 'end'): [string, string] {
  if (kind === 'number') {
    if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(value)) throw new ApiError(400, '范围查询的值必须是数字');
    return [value, 'numeric'];
  }
  if (kind === 'date') {
    if (!DATE.test(value)) throw new ApiError(400, '日期格式应为 YYYY-MM-DD');
    return [value, 'date'];
  }
  if (DATE.test(value)) return [`${value} ${edge === 'begin' ? '00:00:00' : '23:59:59'}`, 'timestamptz'];
  if (DATE_TIME.test(value)) return [value, 'timestamptz'];
  throw new ApiError(400, '时间格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss');
}

function whereOf(spec: AdminTable, query: Query): { where: string; params: unknown[] } {
  const params = [...(spec.params ?? [])];
  const bind = (v: unknown) => `$${params.push(v)}`;
  const clauses = spec.where ? [`(${spec.where})`] : [];
  for (const name of spec.filters ?? []) {
    const raw = query[name];
    if (typeof raw !== 'string' || raw === '') continue;
    if (raw.length > 200) throw new ApiError(400, '查询条件过长');
    const col = `${ident(spec.columns[name])}::text`;
    const like = likePattern(raw);
    if (like) clauses.push(`${col} ILIKE ${bind(like)}`);
    else if (raw.includes(',')) clauses.push(`${col} = ANY(${bind(raw.split(',').filter(Boolean))})`);
    else clauses.push(`${col} = ${bind(raw)}`);
  }
  for (const [name, kind] of Object.entries(spec.ranges ?? {})) {
    for (const edge of ['begin', 'end'] as const) {
      const raw = query[`${name}_${edge}`];
      if (typeof raw !== 'string' || raw === '') continue;
      const [value, cast] = rangeValue(kind, raw, edge);
      clauses.push(`${ident(spec.columns[name])} ${edge === 'begin' ? '>=' : '<='} ${bind(value)}::${cast}`);
    }
  }
  return { where: clauses.length ? clauses.join(' AND ') : 'TRUE', params };
}

function orderOf(spec: AdminTable, query: Query): string {
  const column = typeof query.column === 'string' && query.column ? query.column : undefined;
  const direction = typeof query.order === 'string' && query.order ? query.order.toLowerCase() : undefined;
  if (direction !== undefined && direction !== 'asc' && direction !== 'desc') throw new ApiError(400, '排序方向只能是 asc 或 desc');
  const sortable = new Set(spec.sortable ?? []);
  if (spec.columns.createTime) sortable.add('createTime');
  const parts: string[] = [];
  if (column) {
    for (const name of column.split(',')) {
      const key = name.replace(/_dictText$/, '');
      if (!sortable.has(key)) throw new ApiError(400, `请注意，将要排序的列字段不存在${/^\w{1,64}$/.test(name) ? `：${name}` : ''}`);
      parts.push(`${ident(spec.columns[key])} ${direction ?? 'desc'}`);
    }
  } else if (spec.defaultOrder) {
    parts.push(spec.defaultOrder);
  }
  parts.push('id ASC');
  return parts.join(', ');
}

const selectList = (spec: AdminTable) => Object.values(spec.columns).map(ident).join(', ');

/** Database rows → wire records: camelCase names, JeecgBoot's date formats, `<field>_dictText`. */
export async function wireRows(db: Queryable, spec: AdminTable, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const dictCodes = Object.values(spec.dicts ?? {});
  const texts = dictCodes.length && rows.length ? await loadDictTexts(db, dictCodes) : new Map<string, Map<string, string>>();
  const dates = new Set(spec.dates ?? []);
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [name, col] of Object.entries(spec.columns)) {
      const v = row[col];
      out[name] = dates.has(name) ? formatDate(v as Date | string | null) : v instanceof Date ? formatDateTime(v) : v;
      const dict = spec.dicts?.[name];
      if (dict) out[`${name}_dictText`] = v === null || v === undefined ? null : texts.get(dict)?.get(String(v)) ?? String(v);
    }
    return out;
  });
}

/**
 * JeecgBoot's paged list over one fixed table: `pageNo`, `pageSize` (≤1000), `column`, `order`, filters and
 * `_begin`/`_end` ranges from the allow-lists in `spec`; every value a bound parameter.
 *
 * @example
 * return ok(await pagedList(db, POSITIONS, request.query));  // { records, total, size, current, pages }
 */
export async function pagedList(db: Queryable, spec: AdminTable, query: Query): Promise<PageResult> {
  const { pageNo, pageSize } = pageParams(query);
  const { where, params } = whereOf(spec, query);
  const order = orderOf(spec, query);
  const table = ident(spec.table);
  const [list, count] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT ${selectList(spec)} FROM ${table} WHERE ${where} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`, params),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params),
  ]);
  const total = count.rows[0].n;
  return { records: await wireRows(db, spec, list.rows), total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
}

/** One row by id within `spec.where`, as a wire record; 404 `未找到对应实体` when there is none. */
export async function findById(db: Queryable, spec: AdminTable, id: unknown): Promise<Record<string, unknown>> {
  const key = idParam(id);
  const params = [...(spec.params ?? []), key];
  const where = `${spec.where ? `(${spec.where}) AND ` : ''}id::text = $${params.length}`;
  const { rows } = await db.query<Record<string, unknown>>(`SELECT ${selectList(spec)} FROM ${ident(spec.table)} WHERE ${where}`, params);
  if (!rows[0]) throw new ApiError(404, '未找到对应实体');
  return (await wireRows(db, spec, rows))[0];
}

/** The caller's session, once it holds one of these permission codes (403 otherwise; deny by default). */
export async function requirePermission(db: Queryable, request: FastifyRequest, ...codes: string[]): Promise<AuthInfo> {
  const auth = requireAuth(request);
  let refusal: unknown = new ApiError(403, MESSAGES.noAuth);
  for (const code of codes) {
    try {
      await assertPermission(db, auth, code);
      return auth;
    } catch (err) {
      refusal = err;
    }
  }
  throw refusal;
}

/**
 * A route's `preValidation` hook requiring one of these codes: the permission is checked before the body,
 * so a caller without it learns nothing about what the route would accept.
 *
 * @example
 * app.post('/devops/sys/position/add', { preValidation: permit(db, 'system:position:add'), schema }, handler)
 */
export function permit(db: Queryable, ...codes: string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    await requirePermission(db, request, ...codes);
  };
}

export function idParam(raw: unknown): string {
  if (typeof raw !== 'string' || !raw || raw.length > 64) throw new ApiError(400, '参数 id 不合法');
  return raw;
}

/** `ids=a,b,c` of a batch delete: at least one, at most 1000. */
export function idsParam(raw: unknown): string[] {
  const ids = [...new Set(String(raw ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length === 0) throw new ApiError(400, '请选择要操作的记录');
  if (ids.length > 1000 || ids.some((id) => id.length > 64)) throw new ApiError(400, '参数 ids 不合法');
  return ids;
}

/**
 * The writable fields present in a body, as `[column, value]` pairs (`''` becomes NULL). Anything not in
 * `writable` (id, createBy, delFlag, tenantId, …) is never read, so it cannot be mass-assigned.
 */
export function pickWritable(body: Record<string, unknown> | undefined, writable: Record<string, string>): [string, unknown][] {
  if (!body) return [];
  return Object.entries(writable).filter(([name]) => body[name] !== undefined).map(([name, col]) => [col, body[name] === '' ? null : body[name]]);
}

/** `INSERT` of picked fields plus trusted extra columns (id, create_by, …). */
export async function insertRow(db: Queryable, table: string, fields: [string, unknown][]): Promise<void> {
  await db.query(
    `INSERT INTO ${ident(table)} (${fields.map(([c]) => ident(c)).join(', ')}) VALUES (${fields.map((_, i) => `$${i + 1}`).join(', ')})`,
    fields.map(([, v]) => v),
  );
}

/** `UPDATE … SET` picked fields, `update_by`, `update_time` by id; false when no row matched `extraWhere`. */
export async function updateRow(db: Queryable, table: string, id: string, fields: [string, unknown][], username: string, extraWhere = 'TRUE'): Promise<boolean> {
  const sets = [...fields.map(([c], i) => `${ident(c)} = $${i + 3}`), 'update_by = $2', 'update_time = now()'];
  const res = await db.query(`UPDATE ${ident(table)} SET ${sets.join(', ')} WHERE id::text = $1 AND ${extraWhere}`, [id, username, ...fields.map(([, v]) => v)]);
  return res.rowCount > 0;
}

/**
 * Nests flat rows by `parentId` into `children` (only on nodes that have some). A row whose parent is
 * not among the rows becomes a root, so a filtered tree loses nothing.
 */
export function nestRows<T extends Record<string, unknown>>(rows: T[], idKey = 'id', parentKey = 'parentId'): (T & { children?: T[] })[] {
  const ids = new Set(rows.map((r) => r[idKey]));
  const byParent = new Map<unknown, T[]>();
  for (const r of rows) {
    const parent = r[parentKey] && ids.has(r[parentKey]) ? r[parentKey] : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), r]);
  }
  const build = (parent: unknown, seen: Set<unknown>): (T & { children?: T[] })[] =>
    (byParent.get(parent) ?? []).filter((r) => !seen.has(r[idKey])).map((r) => {
      const children = build(r[idKey], new Set([...seen, r[idKey]]));
      return children.length ? { ...r, children } : { ...r };
    });
  return build(null, new Set());
}

/**
 * A route's `schemaErrorFormatter`: the first schema violation as a Chinese message naming the field.
 *
 * @example
 * app.post('/devops/sys/position/add', { schema, schemaErrorFormatter: zhSchemaErrors({ name: '职务名称' }) }, handler)
 */
export function zhSchemaErrors(labels: Record<string, string>, patterns: Record<string, string> = {}) {
  return (errors: FastifySchemaValidationError[]): Error => {
    const e = errors[0];
    const params = (e?.params ?? {}) as { missingProperty?: string; limit?: number; pattern?: string };
    const field = e?.instancePath.replace(/^\//, '').split('/')[0] || params.missingProperty || '';
    if (!field) return new ApiError(400, '请求内容格式不正确');
    const label = labels[field] ?? field;
    switch (e.keyword) {
      case 'required': return new ApiError(400, `${label}不能为空`);
      case 'minLength': return new ApiError(400, (params.limit ?? 0) <= 1 ? `${label}不能为空` : `${label}至少需要 ${params.limit} 个字符`);
      case 'maxLength': return new ApiError(400, `${label}不能超过 ${params.limit} 个字符`);
      case 'pattern': return new ApiError(400, params.pattern === '\\S' ? `${label}不能为空` : patterns[field] ?? `${label}格式不正确`);
      case 'enum': return new ApiError(400, `${label}的取值不正确`);
      case 'minimum': return new ApiError(400, `${label}不能小于 ${params.limit}`);
      case 'maximum': return new ApiError(400, `${label}不能大于 ${params.limit}`);
      case 'type': return new ApiError(400, `${label}的类型不正确`);
      default: return new ApiError(400, `${label}不合法`);
    }
  };
}
