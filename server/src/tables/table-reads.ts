import type { JeecgPage as WireJeecgPage } from '@/engine/schema/wire';
import { parseJeecgQuery, QueryParamError, type FilterNode, type ListRequest } from '@/engine/schema/filters';
import type { Database } from '../db/database';
import type { AuthInfo } from '../auth/tokens';
import { ApiError } from '../http/envelope';
import { dictTextsForRows } from '../dicts/dict-texts';
import { tableOwners } from './table-dict';
import type { DictCache } from '../dicts/dict-cache';
import type { TableDict } from '../schemas/schema-store';
import type { CountCache } from './count-cache';
import { fieldRights, withoutHidden, type FieldRights } from './field-rights';
import { checkIds, type HookContext } from './table-hooks';
import { projectNames } from './stores/project-store';
import type { TableModel } from './table-model';
import { tableRepository, type Row } from './table-repository';
import { dictText, toWire } from './wire-rows';
import { loadDictTexts } from './stores/dict-store';
import { stateMachineOf } from '@/engine/schema/state-rule';
import { fieldDefault } from '@/engine/schema/field-defaults';
import { PLATFORM_TIMEZONE } from '../http/format';

export const MAX_PAGE_SIZE = 1000;

/** What reads need besides the model: the database, the registered table dictionaries and the count cache. */
export interface ReadContext {
  db: Database;
  tableDicts: () => TableDict[];
  counts: CountCache;
  /** Every table served now, for writes that keep other tables' rollups (none: no page sums another). */
  tables?: () => TableModel[];
  /** The process's dictionary cache: list pages translate codes from it instead of querying items per request. */
  dictCache?: DictCache;
}

/** JeecgBoot's page (MyBatis-Plus `Page` as Jackson writes it), plus `statistics` where the page sums or averages. */
export type JeecgPage = WireJeecgPage<Row>;

/** `_overdue=1` on a list or an export: only the records still open past their state machine's deadline. */
export const OVERDUE_PARAM = '_overdue';

/** Open (in one of the deadline's open states) and the deadline before today in the platform's time zone. */
function overdueFilter(model: TableModel): FilterNode | undefined {
  const deadline = stateMachineOf(model.page)?.deadline;
  if (!deadline) return undefined;
  const today = String(fieldDefault({ default: 'today', dbType: 'date' }, new Date(), PLATFORM_TIMEZONE));
  return { match: 'and', conditions: [
    { field: stateMachineOf(model.page)!.field, op: 'in', value: deadline.open },
    { field: deadline.field, op: 'lt', value: today },
  ] };
}

/**
 * A list request read against a model: the caller's field rights decide what may be filtered and sorted on (a hidden
 * field can do neither — either would let its values be guessed row by row), JeecgBoot's notation becomes a filter tree.
 */
export function parseListRequest(model: TableModel, query: Record<string, unknown>, rights: FieldRights, options: { maxPageSize?: number } = {}): ListRequest {
  const fields = model.filterFields.filter((f) => !rights.hidden.has(f.name));
  try {
    const request = parseJeecgQuery(query, { fields, maxPageSize: options.maxPageSize ?? MAX_PAGE_SIZE });
    const overdue = query[OVERDUE_PARAM] === '1' ? overdueFilter(model) : undefined;
    if (overdue) request.filter = request.filter ? { match: 'and', conditions: [request.filter, overdue] } : overdue;
    return request;
  } catch (err) {
    if (err instanceof QueryParamError) throw new ApiError(400, err.message);
    throw err;
  }
}

/** Database rows → wire records the caller may see, with dictionary texts and what the table's hooks derive. */
export async function wireRecords(ctx: ReadContext, model: TableModel, auth: AuthInfo, rows: Row[], rights: FieldRights, mode: 'list' | 'detail'): Promise<Row[]> {
  const dicts = await dictTextsForRows(ctx.db, ctx.tableDicts(), model.readable, rows, { caller: auth, ownerOf: tableOwners(() => ctx.tables?.()) }, ctx.dictCache);
  const records = rows.map((r) => toWire(model, r, dicts));
  await withProjects(ctx, model, records, rows);
  const hookContext: HookContext = { tx: ctx.db, db: ctx.db, auth, model };
  for (const hooks of model.hooks) await hooks.view?.(hookContext, records, rows, mode);
  await derivedDictTexts(ctx, model, records);
  return records.map((r) => withoutHidden(r, rights));
}

/**
 * A virtual field with a plain dictionary whose value a hook derived (系统日志's `logType`) gets its `_dictText` too, as
 * every dictionary field does on the wire; a text the hook set itself is kept.
 */
async function derivedDictTexts(ctx: ReadContext, model: TableModel, records: Row[]): Promise<void> {
  const fields = model.page.fields.filter((f) => f.virtual && f.dict && !f.dict.includes(',') && records.some((r) => r[f.name] !== undefined && !(`${f.name}_dictText` in r)));
  if (!fields.length) return;
  const texts = await loadDictTexts(ctx.db, fields.map((f) => f.dict!));
  for (const f of fields) {
    for (const r of records) if (r[f.name] !== undefined && !(`${f.name}_dictText` in r)) r[`${f.name}_dictText`] = dictText(texts.get(f.dict!), r[f.name]);
  }
}

/**
 * A project-scoped module's rows name their project (`projectId` and its name), which the company view lists, filters
 * by and shows in 详情.
 */
async function withProjects(ctx: ReadContext, model: TableModel, records: Row[], rows: Row[]): Promise<void> {
  if (model.platform || model.page.scope !== 'project' || !model.traits.scope.project || !rows.length) return;
  const ids = [...new Set(rows.map((r) => r.project_id).filter((v): v is string => typeof v === 'string'))];
  const names = new Map((await projectNames(ctx.db, ids)).map((p) => [p.id, p.name]));
  rows.forEach((row, i) => {
    records[i].projectId = row.project_id ?? null;
    records[i].projectId_dictText = typeof row.project_id === 'string' ? names.get(row.project_id) ?? null : null;
  });
}

/**
 * `GET /<code>/list`: one page of the caller's rows, its exact total (cached per table version) and, where fields
 * ask for statistics, their sums and averages over every matching row.
 */
export async function listPage(ctx: ReadContext, model: TableModel, auth: AuthInfo, query: Record<string, unknown>, extraFilter?: FilterNode): Promise<JeecgPage> {
  const rights = await fieldRights(ctx.db, auth, model.page.fields);
  const request = parseListRequest(model, query, rights);
  const repo = tableRepository(ctx.db, model);
  const filter = extraFilter ? (request.filter ? { match: 'and' as const, conditions: [request.filter, extraFilter] } : extraFilter) : request.filter;
  const where = repo.where(auth, { filter });
  const stats = model.readable
    .filter((f) => f.list?.statistics?.length && !rights.hidden.has(f.name))
    .map((f) => ({ name: f.name, sum: f.list!.statistics!.includes('sum'), average: f.list!.statistics!.includes('average') }));
  const [total, rows, statistics] = await Promise.all([
    ctx.counts.count(model.table, where.sql, where.params),
    repo.page(where, request.sort, request.pageSize, (request.pageNo - 1) * request.pageSize),
    repo.statistics({ sql: where.sql, params: [...where.params] }, stats),
  ]);
  return {
    records: await wireRecords(ctx, model, auth, rows, rights, 'list'),
    total, size: request.pageSize, current: request.pageNo,
    orders: [], optimizeCountSql: true, searchCount: true, countId: null, maxLimit: null,
    pages: Math.ceil(total / request.pageSize),
    ...(stats.length ? { statistics } : {}),
  };
}

/**
 * One record the caller can see, in the wire shape (the detail view); undefined when it is not theirs or absent.
 * `rights: false` keeps the fields the caller may not see (for merging an edit, never for an answer).
 */
export async function readRecord(ctx: ReadContext, model: TableModel, auth: AuthInfo, id: string, options: { deleted?: boolean; rights?: false; write?: boolean } = {}): Promise<Row | undefined> {
  checkIds(model.hooks, [id]);
  const row = await tableRepository(ctx.db, model).findVisible(auth, id, options.deleted, options.write);
  if (!row) return undefined;
  const rights = options.rights === false ? NO_RIGHTS : await fieldRights(ctx.db, auth, model.page.fields);
  return (await wireRecords(ctx, model, auth, [row], rights, 'detail'))[0];
}

const NO_RIGHTS: FieldRights = { hidden: new Set(), readOnly: new Set() };

declare module 'fastify' {
  interface FastifyInstance {
    /** What the table layer's reads need (made by the tables plugin), for the concerns that read tables after it. */
    tableReads: ReadContext;
  }
}
