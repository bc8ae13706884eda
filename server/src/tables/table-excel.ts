import { PassThrough } from 'node:stream';
import { CREATOR_FIELD, duplicateText, fieldLabeller, uniqueRuleOf } from '@/engine/schema/unique-rule';
import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../excel/load-exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldSchema } from '@/engine/schema/page-schema';
import type { AuthInfo } from '../auth/tokens';
import { ApiError, ok, okMessage } from '../http/envelope';
import { loadDictTexts } from './stores/dict-store';
import { attachment } from '../excel/content-disposition';
import { checkZip } from '../excel/zip-guard';
import { fieldRights } from './field-rights';
import type { TableModel } from './table-model';
import { parseListRequest, wireRecords, type ReadContext } from './table-reads';
import { tableRepository, type Row } from './table-repository';
import { addRecord, FieldValidationError } from './table-writes';
import { tableDictTextsToValues } from './import-dict-texts';

export const EXPORT_ROW_CAP = 100_000;
export const IMPORT_ROW_CAP = 50_000;
const BATCH = 5000;

/** Columns of a sheet: what the list shows, without long text, hidden and write-only fields. */
const exportFields = (model: TableModel) => model.readable.filter((f) => !f.list?.hidden && f.type !== 'hidden' && f.dbType !== 'text');

function cellValue(field: FieldSchema, rec: Row): string | number | null {
  const v = field.dict ? (rec[`${field.name}_dictText`] ?? rec[field.name]) : rec[field.name];
  if (v === null || v === undefined) return null;
  if ((field.dbType === 'int' || field.dbType === 'bigint' || field.dbType === 'numeric') && !field.dict) return Number(v);
  // Written as a string cell: Excel never evaluates it, so `=1+1` stays text.
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

/**
 * `GET /<code>/exportXls`: the rows of the list's query (or the `selections`), streamed into an xlsx in batches so a
 * large export never sits in memory whole. Past the row cap the export is refused up front rather than cut: a user
 * must know the file is not the whole list.
 */
export async function exportTable(ctx: ReadContext, model: TableModel, auth: AuthInfo, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Record<string, unknown>;
  const rights = await fieldRights(ctx.db, auth, model.page.fields);
  const { filter, sort } = parseListRequest(model, { ...query, pageNo: undefined, pageSize: undefined }, rights);
  const repo = tableRepository(ctx.db, model);
  const where = repo.where(auth, { filter });
  const selections = typeof query.selections === 'string' ? query.selections.split(',').filter(Boolean) : [];
  if (selections.length) where.sql += ` AND id::text = ANY($${where.params.push(selections)})`;
  const fields = exportFields(model).filter((f) => !rights.hidden.has(f.name));
  const total = await repo.count(where);
  if (total > EXPORT_ROW_CAP) throw new ApiError(400, `导出数据共${total}行，超过${EXPORT_ROW_CAP}行的上限，请缩小查询范围后再导出`);

  const out = new PassThrough();
  const excel = await loadExcelJS();
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet(model.page.title.slice(0, 31));
  sheet.columns = fields.map((f) => ({ header: f.label, key: f.name, width: Math.max(10, Math.round((f.list?.width ?? 120) / 8)) }));
  reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.header('Content-Disposition', attachment(`${model.page.title}.xlsx`));
  void (async () => {
    try {
      for (let offset = 0; offset < EXPORT_ROW_CAP; offset += BATCH) {
        const rows = await repo.page(where, sort, Math.min(BATCH, EXPORT_ROW_CAP - offset), offset);
        for (const rec of await wireRecords(ctx, model, auth, rows, rights, 'list')) {
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
}

/** Reads the sheet's header row: the first row whose cells name fields by their labels. */
function headerOf(sheet: ExcelJS.Worksheet, model: TableModel): { row: number; columns: Map<number, FieldSchema> } {
  const byLabel = new Map(model.stored.map((f) => [f.label, f]));
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
  return { row: headerRow, columns };
}

/**
 * `POST /<code>/importExcel`: each row goes through the same path as 新增 — the page's validator, dictionary
 * values (texts are turned back into values, a table dictionary's too), uniqueness (against the table and against
 * earlier rows of the same file), scope and the table's hooks. Valid rows are saved, each refused row is reported by
 * its row number.
 */
export async function importTable(ctx: ReadContext, model: TableModel, auth: AuthInfo, request: FastifyRequest) {
  if (!request.isMultipart()) throw new ApiError(400, '文件导入失败！');
  const file = await request.file();
  if (!file) throw new ApiError(400, '文件导入失败！');
  const buf = await file.toBuffer();
  const zipProblem = checkZip(buf);
  if (zipProblem) throw new ApiError(400, `文件导入失败:${zipProblem}`);
  const excel = await loadExcelJS();
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw new ApiError(400, '文件导入失败:文件不是有效的 xlsx 文件');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ApiError(400, '文件导入失败:文件中没有工作表');
  if (sheet.actualRowCount - 1 > IMPORT_ROW_CAP) throw new ApiError(400, `文件导入失败:数据行数超过 ${IMPORT_ROW_CAP} 行上限`);
  const header = headerOf(sheet, model);

  const dictCodes = [...new Set(model.stored.flatMap((f) => (f.dict && !f.dict.includes(',') ? [f.dict] : [])))];
  const dicts = await loadDictTexts(ctx.db, dictCodes);
  const textToValue = new Map([...dicts].map(([code, m]) => [code, new Map([...m].map(([v, t]) => [t, v]))]));
  const inputs: { row: number; input: Row }[] = [];
  sheet.eachRow((row, n) => {
    if (n <= header.row) return;
    const input: Row = {};
    for (const [col, f] of header.columns) {
      let v = readCell(row.getCell(col));
      if (f.dict && typeof v === 'string') v = textToValue.get(f.dict)?.get(v) ?? v;
      input[f.name] = v;
    }
    if (!Object.values(input).every((v) => v === null || v === undefined || v === '')) inputs.push({ row: n, input });
  });
  if (inputs.length === 0) throw new ApiError(400, '文件导入失败:文件中没有数据');
  await tableDictTextsToValues(ctx, model, auth, inputs.map((i) => i.input));

  const errors: { row: number; message: string }[] = [];
  const seen = new Map<string, number>();
  // Two rows of one file may not share a unique value (or combination): the second is refused naming the first. The
  // creator of every imported row is the importer, so a rule combining with the creator compares the other fields.
  const labelOf = fieldLabeller(model.page.fields);
  const rules = model.stored.flatMap((f) => {
    const rule = uniqueRuleOf(f, labelOf);
    return rule ? [{ field: f, rule }] : [];
  });
  const keyOf = (fields: string[], input: Record<string, unknown>) => {
    const parts = fields.filter((n) => n !== CREATOR_FIELD).map((n) => input[n]);
    return parts.some((v) => v === null || v === undefined || v === '') ? undefined : `${fields.join(',')}\u0000${parts.map(String).join('\u0000')}`;
  };
  // What the hooks say of saved rows (an imported user's first password): shown to the importer once, never stored.
  const notes: { row: number; message: string }[] = [];
  let saved = 0;
  for (const { row, input } of inputs) {
    const duplicate = rules.find(({ rule }) => {
      const key = keyOf(rule.fields, input);
      return key !== undefined && seen.has(key);
    });
    if (duplicate) {
      errors.push({ row, message: `${duplicateText(duplicate.rule, duplicate.field.label, input)}与第 ${seen.get(keyOf(duplicate.rule.fields, input)!)} 行重复` });
      continue;
    }
    try {
      await addRecord(ctx, model, auth, input, { via: 'import', onReport: (message) => notes.push({ row, message }) });
      saved += 1;
      for (const { rule } of rules) {
        const key = keyOf(rule.fields, input);
        if (key !== undefined) seen.set(key, row);
      }
    } catch (err) {
      if (err instanceof FieldValidationError) errors.push({ row, message: Object.values(err.errors).join('；') });
      else if (err instanceof ApiError) errors.push({ row, message: err.message });
      else throw err;
    }
  }
  if (saved === 0) throw new ApiError(400, `文件导入失败:${errors[0].message}（第 ${errors[0].row} 行）`, {}, { errors });
  if (errors.length === 0) return notes.length ? ok({ notes }, `文件导入成功！数据行数：${saved}`) : okMessage(`文件导入成功！数据行数：${saved}`);
  return ok({ msg: `总上传行数：${inputs.length}，已导入行数：${saved}，错误行数：${errors.length}`, errors, notes }, '导入部分成功', 201);
}
