import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { moduleTablePage, type FieldSchema, type ModuleTablePage, type PageSchema } from '@/engine/schema/page-schema';
import { compileRecordValidator } from '@/engine/schema/record-validator';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertModuleAccess, assertPermission } from '../auth/access';
import { ApiError, ok, okMessage } from '../http/envelope';
import { loadDictTexts } from '../dicts/dict-service';
import { dictTextsForRows } from '../dicts/dict-texts';
import type { TableDict } from '../schemas/schema-store';
import { ident } from '../sql/identifiers';
import { buildListQuery } from '../modules/list-query';
import { moduleRepository } from '../modules/module-repository';
import { toRecord } from '../modules/record-view';
import { fieldRights, withoutHiddenFilters, withoutUnwritable } from '../modules/field-rights';
import { attachment } from './content-disposition';
import { checkZip } from './zip-guard';

export const EXPORT_ROW_CAP = 100_000;
export const IMPORT_ROW_CAP = 50_000;
const BATCH = 5000;

const exportFields = (page: ModuleTablePage) => page.fields.filter((f) => !f.list?.hidden && f.type !== 'hidden' && f.dbType !== 'text');

function cellValue(field: FieldSchema, rec: Record<string, unknown>): string | number | null {
  const v = field.dict ? (rec[`${field.name}_dictText`] ?? rec[field.name]) : rec[field.name];
  if (v === null || v === undefined) return null;
  if ((field.dbType === 'int' || field.dbType === 'bigint' || field.dbType === 'numeric') && !field.dict) return Number(v);
  // Written as a string cell: Excel never evaluates it, so `=1+1` stays text (T38).
  return String(v);
}

function readCell(cell: ExcelJS.Cell): unknown {
  const v = cell.value;
  if (v instanceof Date) return v.toISOString().slice(0, v.getUTCHours() || v.getUTCMinutes() ? 19 : 10).replace('T', ' ');
  if (v && typeof v === 'object') {
    if ('text' in v) return String((v as { text: unknown }).text);
    if ('result' in v) return (v as { result: unknown }).result;
    if ('richText' in v) return (v as { richText: { text: string }[] }).richText.map((r) => r.text).join('');
    return null;
  }
  return v;
}

export function excelRoutes(app: FastifyInstance, db: Database, pages: Iterable<PageSchema>, tableDicts: TableDict[]): void {
  // Lists of module tables export and import; form pages, platform pages, reports and dashboards do not.
  const listPages = [...pages].flatMap((p) => moduleTablePage(p) ?? []).filter((p) => p.kind !== 'form');
  for (const page of listPages) {
    const base = `/devops/${page.code}`;
    const dictCodes = [...new Set(page.fields.flatMap((f) => (f.dict ? [f.dict] : [])))];

    app.get(`${base}/exportXls`, async (request, reply) => {
      const auth = requireAuth(request);
      await assertModuleAccess(db, auth, page.code);
      await assertPermission(db, auth, `${page.permissionPrefix}:exportXls`);
      const rights = await fieldRights(db, auth, page.fields);
      const query = withoutHiddenFilters(request.query as Record<string, unknown>, rights);
      const q = buildListQuery(page, { ...query, pageNo: undefined, pageSize: undefined }, auth);
      const selections = typeof query.selections === 'string' ? query.selections.split(',').filter(Boolean) : [];
      const params = [...q.params];
      const where = selections.length ? `${q.where} AND id = ANY($${params.push(selections)})` : q.where;
      const fields = exportFields(page).filter((f) => !rights.hidden.has(f.name));
      // Refused up front rather than silently cut: a user must know the file is not the whole list (T41).
      const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(page.table)} WHERE ${where}`, params);
      if (counted.rows[0].n > EXPORT_ROW_CAP) {
        throw new ApiError(400, `导出数据共${counted.rows[0].n}行，超过${EXPORT_ROW_CAP}行的上限，请缩小查询范围后再导出`);
      }

      const out = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
      const sheet = workbook.addWorksheet(page.title.slice(0, 31));
      sheet.columns = fields.map((f) => ({ header: f.label, key: f.name, width: Math.max(10, Math.round((f.list?.width ?? 120) / 8)) }));
      reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      reply.header('Content-Disposition', attachment(`${page.title}.xlsx`));
      // Rows stream out in batches: a large export never sits in memory whole.
      void (async () => {
        try {
          for (let offset = 0; offset < EXPORT_ROW_CAP; offset += BATCH) {
            const { rows } = await db.query(
              `SELECT * FROM ${ident(page.table)} WHERE ${where} ORDER BY ${q.orderBy} LIMIT ${Math.min(BATCH, EXPORT_ROW_CAP - offset)} OFFSET ${offset}`,
              params,
            );
            const dicts = await dictTextsForRows(db, tableDicts, page.fields, rows);
            for (const row of rows) {
              const rec = toRecord(page, row, dicts);
              sheet.addRow(Object.fromEntries(fields.map((f) => [f.name, cellValue(f, rec)]))).commit();
            }
            if (rows.length < BATCH) break;
          }
          sheet.commit();
          await workbook.commit();
        } catch (err) {
          request.log.error({ err }, 'export failed');
          out.destroy(err as Error);
        }
      })();
      return reply.send(out);
    });

    app.post(`${base}/importExcel`, async (request) => {
      const auth = requireAuth(request);
      await assertModuleAccess(db, auth, page.code);
      await assertPermission(db, auth, `${page.permissionPrefix}:importExcel`);
      if (!request.isMultipart()) throw new ApiError(400, '文件导入失败！');
      const file = await request.file();
      if (!file) throw new ApiError(400, '文件导入失败！');
      const buf = await file.toBuffer();
      const zipProblem = checkZip(buf);
      if (zipProblem) throw new ApiError(400, `文件导入失败:${zipProblem}`);
      const workbook = new ExcelJS.Workbook();
      try {
        await workbook.xlsx.load(buf as unknown as ArrayBuffer);
      } catch {
        throw new ApiError(400, '文件导入失败:文件不是有效的 xlsx 文件');
      }
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new ApiError(400, '文件导入失败:文件中没有工作表');
      if (sheet.actualRowCount - 1 > IMPORT_ROW_CAP) throw new ApiError(400, `文件导入失败:数据行数超过 ${IMPORT_ROW_CAP} 行上限`);

      const byLabel = new Map(page.fields.map((f) => [f.label, f]));
      let headerRow = 0;
      const columns = new Map<number, FieldSchema>();
      sheet.eachRow((row, n) => {
        if (headerRow) return;
        row.eachCell((cell, col) => {
          const f = byLabel.get(String(readCell(cell) ?? '').trim());
          if (f) columns.set(col, f);
        });
        if (columns.size) headerRow = n;
      });
      if (!headerRow) throw new ApiError(400, '文件导入失败:未找到与字段标题匹配的表头');

      const dicts = await loadDictTexts(db, dictCodes);
      const textToValue = new Map([...dicts].map(([code, m]) => [code, new Map([...m].map(([v, t]) => [t, v]))]));
      const validate = compileRecordValidator(page);
      const rights = await fieldRights(db, auth, page.fields);
      const good: Record<string, unknown>[] = [];
      const errors: { row: number; message: string }[] = [];
      sheet.eachRow((row, n) => {
        if (n <= headerRow) return;
        const input: Record<string, unknown> = {};
        for (const [col, f] of columns) {
          let v = readCell(row.getCell(col));
          if (f.dict && typeof v === 'string') v = textToValue.get(f.dict)?.get(v) ?? v;
          input[f.name] = v;
        }
        if (Object.values(input).every((v) => v === null || v === undefined || v === '')) return;
        const { value, errors: fieldErrors } = validate(withoutUnwritable(input, rights));
        const messages = Object.values(fieldErrors);
        if (messages.length) errors.push({ row: n, message: messages.join('；') });
        else good.push(value);
      });
      const total = good.length + errors.length;
      if (total === 0) throw new ApiError(400, '文件导入失败:文件中没有数据');
      if (good.length === 0) throw new ApiError(400, `文件导入失败:${errors[0].message}（第 ${errors[0].row} 行）`, {}, { errors });
      // All valid rows in one transaction: an import is saved whole or not at all.
      await db.transaction(async (tx) => {
        const repo = moduleRepository(tx, page);
        for (const value of good) await repo.insert(auth, value);
      });
      if (errors.length === 0) return okMessage(`文件导入成功！数据行数：${good.length}`);
      return ok({ msg: `总上传行数：${total}，已导入行数：${good.length}，错误行数：${errors.length}`, errors }, '导入部分成功', 201);
    });
  }
}
