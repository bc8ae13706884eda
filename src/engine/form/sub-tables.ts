import { startingValue } from '../env/platform-time';
import type { FieldErrors } from '../data/http-error';
import type { GridCellType, GridColumn, GridRowValues } from '../grid/grid-columns';
import type { CrudPageSchema, FieldSchema, FieldType, SubTableSchema } from '../schema/page-schema';

// Form field types the editable grid has no cell for, mapped onto one it has.
const CELL_TYPE: Partial<Record<FieldType, GridCellType>> = {
  money: 'inputNumber',
  richText: 'textarea',
};

/** The grid cell type of a sub-table field (money → inputNumber, rich text → textarea). */
export function cellTypeOf(field: FieldSchema): GridCellType {
  return CELL_TYPE[field.type] ?? (field.type as GridCellType);
}

/**
 * Editable-grid columns for a sub-table: one per field (hidden-typed ones left out), the dictionary as `dictCode`,
 * `required` as a rule with the platform's message, `list.statistics` as the footer, `default` for new rows.
 *
 * @example
 * subTableColumns(income.subTables[0]);
 * // [{ key: 'phase', title: '收款阶段', type: 'input', validateRules: [{ required: true, message: '请输入${title}' }] }, ...]
 */
export function subTableColumns(sub: Pick<SubTableSchema, 'fields'>): GridColumn[] {
  return sub.fields
    .filter((field) => field.type !== 'hidden' && !field.form?.hidden)
    .map((field) => {
      const column: GridColumn = { key: field.name, title: field.label, type: cellTypeOf(field) };
      if (field.list?.width) column.width = field.list.width;
      if (field.dict) column.dictCode = field.dict;
      if (field.default !== undefined) column.defaultValue = startingValue(field);
      if (field.form?.placeholder) column.placeholder = field.form.placeholder;
      if (field.form?.readOnly) column.disabled = true;
      if (field.required) column.validateRules = [{ required: true, message: '请输入${title}' }];
      if (field.list?.statistics?.length) column.statistics = [...field.list.statistics];
      if (field.type === 'money' || field.type === 'inputNumber') column.align = 'right';
      // The record validator's bounds, checked in the cell with the same messages (and money keeps 2 decimals).
      const precision = field.precision ?? (field.type === 'money' ? 2 : undefined);
      if (field.min !== undefined) column.min = field.min;
      if (field.max !== undefined) column.max = field.max;
      if (precision !== undefined) column.precision = precision;
      if (field.minLength !== undefined) column.minLength = field.minLength;
      if (field.maxLength !== undefined) column.maxLength = field.maxLength;
      return column;
    });
}

/**
 * A sub-table's rows as they arrived with the record (`record[sub.name]`), sorted by the order field; `[]` when
 * the record has none.
 *
 * @example
 * subRowsOf(record, income.subTables[0]); // [{ id: 'p1', orderNum: 1, phase: '预付款', ... }]
 */
export function subRowsOf(
  record: Record<string, unknown> | null | undefined, sub: Pick<SubTableSchema, 'name' | 'orderField'> & { fields?: FieldSchema[] },
): GridRowValues[] {
  const raw = record?.[sub.name];
  if (!Array.isArray(raw)) return [];
  const order = sub.orderField ?? 'orderNum';
  // The server sends numeric columns as strings ('1680000.00'); number cells and their 合计 want numbers.
  const numeric = (sub.fields ?? []).filter((f) => !f.dict && (f.dbType === 'numeric' || f.dbType === 'int' || f.dbType === 'bigint')).map((f) => f.name);
  const rows = raw.filter((r): r is GridRowValues => Boolean(r) && typeof r === 'object').map((r) => {
    const row: GridRowValues = { ...r };
    for (const name of numeric) {
      if (typeof row[name] === 'string' && row[name] !== '' && !Number.isNaN(Number(row[name]))) row[name] = Number(row[name]);
    }
    return row;
  });
  return rows.sort((a, b) => Number(a[order] ?? 0) - Number(b[order] ?? 0));
}

/**
 * Rows ready to send: `<name>_dictText` and other keys the sub-table does not declare are dropped, the id kept
 * for stored rows (new rows have none), and the order field renumbered from 1 in the grid's order.
 *
 * @example
 * toSubRowInput(sub, grid.getValues()); // [{ id: 'p1', orderNum: 1, phase: '预付款', planAmount: 100000 }]
 */
export function toSubRowInput(sub: Pick<SubTableSchema, 'fields' | 'orderField'>, rows: GridRowValues[]): Record<string, unknown>[] {
  const order = sub.orderField ?? 'orderNum';
  return rows.map((row, i) => {
    const out: Record<string, unknown> = {};
    if (typeof row.id === 'string' && row.id) out.id = row.id;
    for (const field of sub.fields) {
      const value = row[field.name];
      if (value === undefined) continue;
      out[field.name] = Array.isArray(value) ? (value.length ? value.join(',') : null) : value === '' ? null : value;
    }
    out[order] = i + 1;
    return out;
  });
}

/** Server field errors split into the main form's and each sub-table's (`paymentPlans[1].phase` → `paymentPlans`). */
export interface SplitFieldErrors {
  main: FieldErrors;
  /** Messages per sub-table name, in row order as the server sent them. */
  sub: Record<string, string[]>;
}

/**
 * Separates sub-row errors (`<sub>[<index>].<field>` or `<sub>` itself) from main-field errors.
 *
 * @example
 * splitSubTableErrors(page, { title: '请输入标题', 'paymentPlans[1].phase': '收款计划第 2 行：请输入收款阶段' });
 * // { main: { title: '请输入标题' }, sub: { paymentPlans: ['收款计划第 2 行：请输入收款阶段'] } }
 */
export function splitSubTableErrors(page: Pick<CrudPageSchema, 'subTables'>, errors: FieldErrors): SplitFieldErrors {
  const names = new Set((page.subTables ?? []).map((s) => s.name));
  const main: FieldErrors = {};
  const sub: Record<string, string[]> = {};
  for (const [key, message] of Object.entries(errors)) {
    const name = /^([^[.]+)(?:\[\d+\].*)?$/.exec(key)?.[1];
    if (name && names.has(name) && (key === name || key.startsWith(`${name}[`))) (sub[name] ??= []).push(message);
    else main[key] = message;
  }
  return { main, sub };
}
