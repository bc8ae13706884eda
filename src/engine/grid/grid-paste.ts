import { isTextEditable, type GridColumn } from './grid-columns';
import type { CellChange, GridStore } from './grid-store';
import { coercePasted, parseClipboardMatrix } from './grid-values';

/**
 * Pastes a block copied from Excel (tab-separated cells, newline-separated rows) starting at a cell, coercing each
 * value to its column (number cells coerce, invalid → empty) and adding rows when the block runs past the end.
 * One undo step. Columns that cannot be typed into keep their values. Returns how many cells were written.
 *
 * @example
 * pasteBlock(store, '项目A\t1200\n项目B\tabc', { row: 0, col: 0 }, store.columns); // 金额 of 项目B becomes empty
 */
export function pasteBlock(store: GridStore, text: string, at: { row: number; col: number }, columns: GridColumn[]): number {
  const matrix = parseClipboardMatrix(text);
  if (matrix.length === 0 || at.row < 0 || at.col < 0) return 0;
  const missing = at.row + matrix.length - store.rowCount;
  if (missing > 0) store.addRows(Array.from({ length: missing }, () => ({})));
  const rows = store.rows;
  const changes: CellChange[] = [];
  matrix.forEach((cells, r) => {
    const row = rows[at.row + r];
    cells.forEach((text, c) => {
      const column = columns[at.col + c];
      if (row && column && isTextEditable(column)) changes.push({ row, key: column.key, value: coercePasted(column, text) });
    });
  });
  store.setCells(changes);
  return changes.length;
}
