import { PassThrough } from 'node:stream';
import { loadExcelJS } from '../excel/load-exceljs';
import type { FastifyInstance } from 'fastify';
import type { ReportColumn, ReportSchema } from '@/engine/schema/report-schema';
import type { Database } from '../db/database';
import type { SchemaStore } from '../schemas/schema-store';
import { requireAuth } from '../auth/auth-plugin';
import { ApiError } from '../http/envelope';
import { formatDateTime } from '../http/format';
import { loadDictTexts } from '../tables/stores/dict-store';
import { attachment } from '../excel/content-disposition';
import { EXPORT_ROW_CAP } from '../tables/table-excel';
import { reportAccess, reportId, reportQuery, reportRecord } from './report-routes';
import { requestErrors, requestSchema, text } from '../http/request-schemas';
import { reportRows } from '../tables/stores/report-store';

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * A cell as Excel should keep it: numbers of Integer/Double columns stay numbers, everything else is a string
 * cell. A string cell is never evaluated, so `=HYPERLINK(…)`, `+1`, `@SUM(…)` stay the text that was stored.
 */
function cellValue(col: ReportColumn, value: unknown, dictTexts: Map<string, string> | undefined): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (dictTexts) return String(value).split(',').map((v) => dictTexts.get(v.trim()) ?? v).join(',');
  if ((col.type === 'Integer' || col.type === 'Double') && (typeof value === 'number' || NUMERIC.test(String(value)))) {
    const n = Number(value);
    if (Number.isFinite(n)) return n;
  }
  return String(value);
}

/** `<报表名>_<YYYYMMDDHHmmss>.xlsx` in the platform's time zone, like the browser's export names. */
export function reportFileName(name: string, now = new Date()): string {
  return `${name}_${formatDateTime(now)!.replace(/\D/g, '')}.xlsx`;
}

/**
 * `GET /online/cgreport/api/exportXls/{code}`: the report's rows as xlsx, with getData's parameters (query fields,
 * `self_<param>`, `column`/`order`), permission and scope; the visible columns' titles, dictionary texts.
 * Refused above EXPORT_ROW_CAP rows, before anything is written.
 */
export function reportExportRoutes(app: FastifyInstance, db: Database, store: SchemaStore): void {
  const find = (key: string): ReportSchema | undefined =>
    store.reports.get(key) ?? [...store.reports.values()].find((r) => reportId(r.code) === key);

  app.get<{ Params: { code: string }; Querystring: Record<string, string> }>('/devops/online/cgreport/api/exportXls/:code', { schema: requestSchema({ params: { code: text(100) } }), schemaErrorFormatter: requestErrors, config: { download: true } }, async (request, reply) => {
    const auth = requireAuth(request);
    const report = await reportAccess(db, auth, find(request.params.code));
    const query = reportQuery(report, auth, request.query);
    const n = await reportRows.count(db, query);
    if (n > EXPORT_ROW_CAP) {
      throw new ApiError(400, `导出数据共${n}行，超过${EXPORT_ROW_CAP}行的上限，请缩小查询范围后再导出`);
    }
    const rows = await reportRows.page(db, query, EXPORT_ROW_CAP);
    const columns = report.columns.filter((c) => c.show !== false);
    const dicts = await loadDictTexts(db, [...new Set(columns.flatMap((c) => (c.dict ? [c.dict] : [])))]);

    const out = new PassThrough();
    const excel = await loadExcelJS();
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const sheet = workbook.addWorksheet(report.name.slice(0, 31));
    sheet.columns = columns.map((c) => ({ header: c.title, key: c.field, width: Math.max(10, c.title.length * 2 + 4) }));
    reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    reply.header('Content-Disposition', attachment(reportFileName(report.name)));
    void (async () => {
      try {
        for (const row of rows) {
          const rec = reportRecord(row);
          sheet.addRow(Object.fromEntries(columns.map((c) => [c.field, cellValue(c, rec[c.field], c.dict ? dicts.get(c.dict) ?? new Map() : undefined)]))).commit();
        }
        sheet.commit();
        await workbook.commit();
      } catch (err) {
        request.log.error({ err }, 'report export failed');
        out.destroy(err as Error);
      }
    })();
    return reply.send(out);
  });
}
