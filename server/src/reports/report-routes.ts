import type { FastifyInstance } from 'fastify';
import { compileNamedSql, type ReportColumn, type ReportSchema } from '@/engine/schema/report-schema';
import type { Database } from '../db/database';
import type { SchemaStore } from '../schemas/schema-store';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import { GROUP_ID } from '../auth/membership';
import type { AuthInfo } from '../auth/tokens';
import { ApiError, ok } from '../http/envelope';
import { formatDateTime } from '../http/format';
import { ident } from '../sql/identifiers';
import { loadDictItems, type DictItem } from '../tables/stores/dict-store';
import { stableId } from '../db/seed/stable-id';
import { requestErrors, requestSchema, text } from '../http/request-schemas';
import { reportRows } from '../tables/stores/report-store';

/** The report head id JeecgBoot clients send to getQueryInfo / getData. */
export const reportId = (code: string) => stableId(`report:${code}`);

function contextValue(name: string, auth: AuthInfo): unknown {
  switch (name) {
    case 'ctx_company_id': return auth.companyId;
    case 'ctx_project_id': return auth.projectId;
    case 'ctx_is_group': return auth.companyId === GROUP_ID && auth.menuCode === '11';
    case 'ctx_user_id': return auth.userId;
    default: return undefined;
  }
}

const positive = (raw: unknown, fallback: number, name: string) => {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(String(raw)) || Number(raw) < 1) throw new ApiError(400, `参数 ${name} 必须是正整数`);
  return Number(raw);
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Filters and sorting over the report's result, every identifier from its column list, every value bound. */
function outerQuery(report: ReportSchema, query: Record<string, unknown>, params: unknown[]) {
  const where: string[] = [];
  const bind = (v: unknown) => `$${params.push(v)}`;
  for (const col of report.columns) {
    if (!col.query) continue;
    const c = `t.${ident(col.field)}`;
    if (col.query.mode === 'group') {
      const begin = query[`${col.field}_begin`];
      const end = query[`${col.field}_end`];
      if (typeof begin === 'string' && begin) where.push(`${c}::text >= ${bind(begin)}`);
      if (typeof end === 'string' && end) where.push(`${c}::text <= ${bind(end.length === 10 ? `${end} 23:59:59` : end)}`);
      continue;
    }
    const v = query[col.field];
    if (typeof v !== 'string' || v === '') continue;
    if (v.includes('*')) where.push(`${c}::text ILIKE ${bind(escapeLike(v).replace(/\*/g, '%'))}`);
    else where.push(`${c}::text = ${bind(v)}`);
  }
  const column = typeof query.column === 'string' && query.column ? query.column : report.defaultSort?.field;
  const orderRaw = typeof query.order === 'string' && query.order ? query.order.toLowerCase() : report.defaultSort?.order ?? 'asc';
  if (orderRaw !== 'asc' && orderRaw !== 'desc') throw new ApiError(400, '排序方向只能是 asc 或 desc');
  let orderBy = '';
  if (column) {
    const col = report.columns.find((c) => c.field === column && c.sorter);
    if (!col && column !== report.defaultSort?.field) throw new ApiError(400, '该列不允许排序');
    orderBy = ` ORDER BY t.${ident(column)} ${orderRaw} NULLS LAST`;
  }
  return { where: where.length ? ` WHERE ${where.join(' AND ')}` : '', orderBy };
}

function columnView(col: ReportColumn) {
  return {
    title: col.title, dataIndex: col.field, fieldType: col.type, align: 'center', sorter: col.sorter ? 'true' : 'false',
    isTotal: col.total ? '1' : '0', groupTitle: null, ...(col.dict ? { customRender: col.dict } : {}),
  };
}

/** The report, if the caller may run it: 实体不存在 (404) for an unknown one, 403 without its permission. */
export async function reportAccess(db: Database, auth: AuthInfo, report: ReportSchema | undefined): Promise<ReportSchema> {
  if (!report) throw new ApiError(404, '实体不存在');
  if (report.permission) await assertPermission(db, auth, report.permission);
  return report;
}

const compiledSql = new WeakMap<ReportSchema, ReturnType<typeof compileNamedSql>>();

/**
 * The caller's run of a report as `FROM (<sql>) t WHERE …` plus `ORDER BY`, with its bound values: context
 * parameters from the session, `self_<param>` from the query, filters and sort from the report's columns.
 * getData pages it; the export reads it whole.
 */
export function reportQuery(report: ReportSchema, auth: AuthInfo, query: Record<string, string>) {
  let compiled = compiledSql.get(report);
  if (!compiled) compiledSql.set(report, (compiled = compileNamedSql(report.sql)));
  const declared = new Map((report.params ?? []).map((p) => [p.name, p]));
  const params: unknown[] = compiled.names.map((name) => {
    const ctx = contextValue(name, auth);
    if (ctx !== undefined) return ctx;
    const sent = query[`self_${name}`];
    return sent !== undefined && sent !== '' ? sent : declared.get(name)?.default ?? null;
  });
  const outer = outerQuery(report, query, params);
  return { base: `FROM (${compiled.text}) t${outer.where}`, orderBy: outer.orderBy, params };
}

/** A result row as the client sees it: timestamps as `yyyy-MM-dd HH:mm:ss`. */
export const reportRecord = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? formatDateTime(v) : v]));

/** JeecgBoot's Online report API over report files: getRpColumns, getQueryInfo, getData. */
export function reportRoutes(app: FastifyInstance, db: Database, store: SchemaStore): void {
  // Looked up per request: a development reload replaces the reports in the store (see schema-reload.ts).
  // By configId as JeecgBoot's clients send it, or by the report's code: a dashboard asks for a report's columns and
  // data at once, before it knows the id the columns' answer carries.
  const byId = { get: (id: string) => store.reports.get(id) ?? [...store.reports.values()].find((r) => reportId(r.code) === id) };
  const access = (auth: AuthInfo, report: ReportSchema | undefined) => reportAccess(db, auth, report);

  app.get<{ Params: { code: string } }>('/devops/online/cgreport/api/getRpColumns/:code', { schema: requestSchema({ params: { code: text(100) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const report = await access(requireAuth(request), store.reports.get(request.params.code));
    const dictOptions: Record<string, DictItem[]> = {};
    for (const col of report.columns) if (col.dict) dictOptions[col.dict] = await loadDictItems(db, col.dict);
    return ok({
      cgRpConfigId: reportId(report.code), cgRpConfigName: report.name,
      columns: report.columns.filter((c) => c.show !== false).map(columnView),
      dictOptions, fieldHrefSlots: [], isGroupTitle: false,
    });
  });

  app.get<{ Params: { id: string } }>('/devops/online/cgreport/api/getQueryInfo/:id', { schema: requestSchema({ params: { id: text(100) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const report = await access(requireAuth(request), byId.get(request.params.id));
    const queries = report.columns.filter((c) => c.query);
    return ok(queries.map((c, i) => ({
      label: c.title, field: c.field, view: c.dict ? 'list' : c.type.toLowerCase(), mode: c.query!.mode,
      ...(c.dict ? { dictCode: c.dict } : {}), ...(i >= 2 ? { hidden: '1' } : {}),
    })));
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>('/devops/online/cgreport/api/getData/:id', { schema: requestSchema({ params: { id: text(100) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    const report = await access(auth, byId.get(request.params.id));
    const pageNo = positive(request.query.pageNo, 1, 'pageNo');
    const pageSize = Math.min(positive(request.query.pageSize, 10, 'pageSize'), 1000);
    const query = reportQuery(report, auth, request.query);
    const [total, rows] = await Promise.all([reportRows.count(db, query), reportRows.page(db, query, pageSize, (pageNo - 1) * pageSize)]);
    return ok({ total, records: rows.map(reportRecord) });
  });
}
