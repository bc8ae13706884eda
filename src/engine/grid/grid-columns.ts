/**
 * Column definitions of the editable grid (as JeecgBoot's JVxeTable describes them), headless: no React, no antd.
 *
 * @example
 * const columns = normalizeColumns([{ key: 'amount', title: '金额', type: 'inputNumber', statistics: ['sum'] }]);
 */

/** The cell types a grid column may have. */
export const GRID_CELL_TYPES = [
  'input', 'inputNumber', 'textarea', 'select', 'select-search', 'select-multiple', 'date', 'datetime',
  'checkbox', 'upload', 'progress', 'tags', 'slot', 'normal', 'hidden', 'popup', 'file', 'image', 'radio',
] as const;
export type GridCellType = (typeof GRID_CELL_TYPES)[number];

/** Built-in row features; JVxeTable's `installCell` throws on these names, and so do we. */
export const RESERVED_GRID_TYPES = [
  'rowNumber', 'rowCheckbox', 'rowRadio', 'rowExpand', 'rowDragSort',
  'row-number', 'row-checkbox', 'row-radio', 'row-expand', 'row-drag-sort',
] as const;

export interface GridOption {
  value: string | number;
  text?: string;
  label?: string;
  title?: string;
  disabled?: boolean;
}

/** Value of file, upload and image cells. */
export interface GridFileValue {
  name: string;
  type?: string;
  size?: number;
  status: 'uploading' | 'done' | 'error';
  percent?: number;
  path?: string;
  message?: string;
}

export type GridRowValues = Record<string, unknown>;

/** A validation rule, as JVxeTable writes it. `pattern` is an alias (`*`, `n6-16`, `e`, `only`, …) or RegExp source. */
export interface GridRule {
  required?: boolean;
  pattern?: string | RegExp;
  unique?: boolean;
  /** Custom check: `true` (or `undefined`) passes, a string is the error message. */
  handler?: (value: unknown, row: GridRowValues) => boolean | string | undefined | Promise<boolean | string | undefined>;
  message?: string;
}

export interface GridColumn {
  key: string;
  title: string;
  type: GridCellType;
  width?: number;
  defaultValue?: unknown;
  placeholder?: string;
  options?: GridOption[];
  dictCode?: string;
  validateRules?: GridRule[];
  statistics?: ('sum' | 'average')[];
  disabled?: boolean;
  fixed?: 'left';
  align?: 'left' | 'center' | 'right';
  /** For checkbox cells: [checked, unchecked] values (default [true, false]). */
  customValue?: [unknown, unknown];
  /** Slot name for `slot` cells (defaults to the key). */
  slotName?: string;
  /** dayjs format for date cells; defaults: YYYY-MM-DD, and YYYY-MM-DD HH:mm:ss for date-times. */
  format?: string;
  /** Number cells: the smallest value accepted (message `${title}不能小于 ${min}`). */
  min?: number;
  /** Number cells: the largest value accepted. */
  max?: number;
  /** Number cells: decimal places accepted; typing more is refused. */
  precision?: number;
  /** Text cells: the fewest characters accepted. */
  minLength?: number;
  /** Text cells: the most characters; typing more is refused. */
  maxLength?: number;
}

export const DEFAULT_COLUMN_WIDTH = 140;

/** Throws on a reserved or unknown type, so a schema mistake fails loudly at mount, not as a blank column. */
export function assertColumnType(column: Pick<GridColumn, 'key' | 'type'>): void {
  if ((RESERVED_GRID_TYPES as readonly string[]).includes(column.type)) {
    throw new Error(`列 "${column.key}" 的类型 "${column.type}" 是表格内置类型，不能用作列类型`);
  }
  if (!(GRID_CELL_TYPES as readonly string[]).includes(column.type)) {
    throw new Error(`列 "${column.key}" 的类型 "${column.type}" 不受支持`);
  }
}

/** Checks every column and fills in widths. */
export function normalizeColumns(columns: GridColumn[]): GridColumn[] {
  const seen = new Set<string>();
  return columns.map((column) => {
    assertColumnType(column);
    if (seen.has(column.key)) throw new Error(`列 "${column.key}" 重复`);
    seen.add(column.key);
    return { ...column, width: column.width ?? DEFAULT_COLUMN_WIDTH };
  });
}

/** Types the user cannot type into (display-only or with their own controls in the cell). */
const NOT_EDITABLE: readonly GridCellType[] = ['normal', 'hidden', 'slot', 'progress', 'checkbox', 'upload', 'file', 'image'];

export function isTextEditable(column: GridColumn): boolean {
  return !column.disabled && !NOT_EDITABLE.includes(column.type);
}

/** Option label as JeecgBoot items carry it: text, label or title. */
export function optionLabel(option: GridOption): string {
  return String(option.text ?? option.label ?? option.title ?? option.value);
}
