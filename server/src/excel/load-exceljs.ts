import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * ExcelJS, loaded with the first export or import: evaluating it took a seventh of a second of every start, for
 * requests most processes never serve.
 */
export function loadExcelJS(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((m) => (m as unknown as { default?: typeof ExcelJS }).default ?? (m as unknown as typeof ExcelJS));
  return loading;
}
