import { action, createAtom, observable, runInAction, type IAtom } from 'mobx';
import { normalizeColumns, type GridColumn, type GridRowValues } from './grid-columns';
import { GridHistory, type HistoryEntry } from './grid-history';
import { GridRow, sameValue } from './grid-row';
import { checkCell, compileRules, type CompiledCheck } from './grid-validation';
import { UniqueIndex } from './grid-unique-index';
import { randomHexId, rowKeyOf } from './grid-values';

export interface GridStoreOptions {
  columns: GridColumn[];
  rows?: GridRowValues[];
  /** Field holding the row id (default `id`). */
  rowKey?: string;
  /** Renumber this field from 1 after moves and inserts (default `orderNum`); only when `dragSort` is on. */
  dragSort?: boolean;
  dragSortKey?: string;
  /** Asked before stored rows are removed; new rows go at once. Resolve `false` to keep them. */
  asyncRemove?: (rows: GridRowValues[]) => Promise<boolean | void>;
  /**
   * A row's computed cells from its other cells (金额 = 数量 × 单价): run after every edit of the row, its answer
   * written into the same undo step. Only the keys it answers change.
   */
  computeRow?: (values: GridRowValues) => GridRowValues;
  /** After any change of values or rows (an edit, paste, undo, add, remove, move), e.g. to total the rows in the form. */
  onChange?: () => void;
}

export interface CellChange { row: GridRow; key: string; value: unknown }
export interface GridError { rowId: string; rowIndex: number; key: string; title: string; message: string }

const cellId = (rowId: string, key: string) => `${rowId}\u0001${key}`;

/**
 * The editable grid's state, one instance per grid (made by `createGridStore`, never shared). Rows keep plain
 * values with per-cell atoms (see `GridRow`); the row list has one atom for structure; errors, selection, the
 * active cell and the edited cell are keyed maps so each cell observes only its own entry.
 */
export class GridStore {
  readonly columns: GridColumn[];
  readonly rowKey: string;
  readonly dragSortKey: string;
  readonly errors = observable.map<string, string>({}, { deep: false });
  readonly selected = observable.map<string, true>({}, { deep: false });
  readonly activeCells = observable.map<string, true>({}, { deep: false });
  /** Edited cell → the keystroke that started editing ('' when opened with Enter or a double click). */
  readonly editingCells = observable.map<string, string>({}, { deep: false });
  cursor = { row: -1, col: -1 };
  private list: GridRow[];
  /** Undo, socket updates and uploads find rows by id; a scan of 100,000 rows per cell would be too slow. */
  private readonly byId = new Map<string, GridRow>();
  private removedRows: GridRow[] = [];
  private readonly listAtom: IAtom = createAtom('rows');
  private readonly columnAtoms = new Map<string, IAtom>();
  private readonly checks = new Map<string, CompiledCheck[]>();
  /** Value → rows of each unique-checked column, so an edit checks duplicates without scanning the column. */
  private readonly uniques = new Map<string, UniqueIndex>();
  private readonly history = new GridHistory();

  constructor(private readonly options: GridStoreOptions) {
    this.columns = normalizeColumns(options.columns);
    this.rowKey = options.rowKey ?? 'id';
    this.dragSortKey = options.dragSortKey ?? 'orderNum';
    for (const column of this.columns) {
      const checks = compileRules(column);
      this.checks.set(column.key, checks);
      this.columnAtoms.set(column.key, createAtom(column.key));
      if (checks.some((c) => c.kind === 'unique')) this.uniques.set(column.key, new UniqueIndex());
    }
    this.list = (options.rows ?? []).map((values) => this.makeRow(values, 'stored'));
  }

  /** Observed row list; structural changes only (add, remove, move). */
  get rows(): readonly GridRow[] {
    this.listAtom.reportObserved();
    return this.list;
  }

  get rowCount(): number {
    this.listAtom.reportObserved();
    return this.list.length;
  }

  column(key: string): GridColumn | undefined {
    return this.columns.find((c) => c.key === key);
  }

  rowById(id: string): GridRow | undefined {
    return this.byId.get(id);
  }

  indexOf(row: GridRow): number {
    return this.list.indexOf(row);
  }

  error(row: GridRow, key: string): string | undefined {
    return this.errors.get(cellId(row.id, key));
  }

  isActive(row: GridRow, key: string): boolean {
    return this.activeCells.has(cellId(row.id, key));
  }

  editingSeed(row: GridRow, key: string): string | undefined {
    return this.editingCells.get(cellId(row.id, key));
  }

  /** Applies edits as one undo step, then validates the touched cells. */
  setCells(changes: CellChange[], record = true): void {
    const entries: HistoryEntry[] = [];
    const write = (row: GridRow, key: string, value: unknown) => {
      const before = row.values[key];
      if (this.writeCell(row, key, value)) {
        entries.push({ rowId: row.id, key, before, after: value });
        this.columnAtoms.get(key)?.reportChanged();
      }
    };
    const touched = [...changes];
    runInAction(() => {
      for (const { row, key, value } of changes) write(row, key, value);
      const { computeRow } = this.options;
      if (computeRow && record) {
        for (const row of new Set(changes.map((c) => c.row))) {
          for (const [key, value] of Object.entries(computeRow({ ...row.values }))) {
            if (!this.column(key) || Object.is(row.values[key], value)) continue;
            write(row, key, value);
            touched.push({ row, key, value });
          }
        }
      }
    });
    if (record) this.history.record(entries);
    this.revalidate(touched.map(({ row, key }) => ({ row, key })), entries);
    if (entries.length) this.options.onChange?.();
  }

  setCell(row: GridRow, key: string, value: unknown): void {
    this.setCells([{ row, key, value }]);
  }

  get canUndo(): boolean {
    return this.history.canUndo;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  undo(): void {
    this.history.step('undo', (entries, side) => this.restore(entries, side));
  }

  redo(): void {
    this.history.step('redo', (entries, side) => this.restore(entries, side));
  }

  private restore(entries: HistoryEntry[], side: 'before' | 'after'): void {
    const changes = entries.flatMap((e) => {
      const row = this.rowById(e.rowId);
      return row ? [{ row, key: e.key, value: e[side] }] : [];
    });
    this.setCells(changes, false);
  }

  /** Adds rows (default values filled in) at `index` or at the end; returns them. */
  addRows(values: GridRowValues[] = [{}], index?: number): GridRow[] {
    const atEnd = index === undefined || index >= this.list.length;
    const rows = values.map((v) => {
      const filled: GridRowValues = {};
      for (const c of this.columns) if (c.defaultValue !== undefined) filled[c.key] = c.defaultValue;
      return this.makeRow({ ...filled, ...v, [this.rowKey]: randomHexId() }, atEnd ? 'new' : 'inserted');
    });
    this.list = atEnd ? [...this.list, ...rows] : [...this.list.slice(0, index), ...rows, ...this.list.slice(index)];
    this.structureChanged();
    return rows;
  }

  /** JVxeTable's "insert row below" of the drag-sort cell. */
  insertBelow(index: number): GridRow {
    return this.addRows([{}], index + 1)[0];
  }

  /** Removes rows; stored ones wait for `asyncRemove` when configured. Resolves with the rows actually removed. */
  async remove(rows: GridRow[]): Promise<GridRow[]> {
    const stored = rows.filter((r) => !r.isNew);
    let confirmed = true;
    if (stored.length > 0 && this.options.asyncRemove) {
      confirmed = (await this.options.asyncRemove(stored.map((r) => ({ ...r.values })))) !== false;
    }
    const gone = confirmed ? rows : rows.filter((r) => r.isNew);
    const ids = new Set(gone.map((r) => r.id));
    runInAction(() => {
      this.list = this.list.filter((r) => !ids.has(r.id));
      this.removedRows.push(...gone.filter((r) => !r.isNew));
      for (const row of gone) {
        this.selected.delete(row.id);
        this.byId.delete(row.id);
        for (const [key, index] of this.uniques) index.delete(row, row.values[key]);
      }
      for (const key of [...this.errors.keys()]) if (ids.has(key.split('\u0001')[0])) this.errors.delete(key);
    });
    this.structureChanged();
    return gone;
  }

  removeSelected(): Promise<GridRow[]> {
    return this.remove(this.list.filter((r) => this.selected.has(r.id)));
  }

  move(from: number, to: number): void {
    if (from === to || from < 0 || to < 0 || from >= this.list.length || to >= this.list.length) return;
    const next = [...this.list];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row);
    this.list = next;
    this.structureChanged();
  }

  /** Rows as the server wants them: new rows without their temporary id. */
  getValues(): GridRowValues[] {
    return this.list.map((row) => this.exportRow(row));
  }

  getNewRows(): GridRowValues[] {
    return this.list.filter((r) => r.isNew).map((r) => this.exportRow(r));
  }

  getEditedRows(): GridRowValues[] {
    return this.list.filter((r) => r.status === 'edited').map((r) => this.exportRow(r));
  }

  /** Ids of removed rows the server had stored. */
  getDeleted(): string[] {
    return this.removedRows.map((r) => String(r.values[this.rowKey]));
  }

  private exportRow(row: GridRow): GridRowValues {
    const values = { ...row.values };
    if (row.isNew) delete values[this.rowKey];
    return values;
  }

  /** Checks every cell; shows each message on its cell and resolves with all errors, in row order. */
  async validate(): Promise<GridError[]> {
    const pending: Promise<void>[] = [];
    const found: GridError[] = [];
    for (const column of this.columns) {
      const checks = this.checks.get(column.key)!;
      if (checks.length === 0) continue;
      const index = this.uniques.get(column.key);
      const countsOf = index ? () => index : undefined;
      this.list.forEach((row, rowIndex) => {
        const record = (message: string | null) => {
          this.showError(row, column.key, message);
          if (message) found.push({ rowId: row.id, rowIndex, key: column.key, title: column.title, message });
        };
        const result = checkCell(checks, row.values[column.key], row.values, countsOf);
        if (result instanceof Promise) pending.push(result.then(record));
        else record(result);
      });
    }
    await Promise.all(pending);
    const order = new Map(this.columns.map((c, i) => [c.key, i]));
    return found.sort((a, b) => a.rowIndex - b.rowIndex || order.get(a.key)! - order.get(b.key)!);
  }

  private revalidate(cells: { row: GridRow; key: string }[], entries: HistoryEntry[]): void {
    const todo = new Map(cells.map((c) => [cellId(c.row.id, c.key), c]));
    // A changed value can make or break duplicates elsewhere in the column: the rows holding the old or the new value
    // (found in the column's index, never by a scan) are checked again.
    for (const entry of entries) {
      const index = this.uniques.get(entry.key);
      if (!index) continue;
      for (const value of [entry.before, entry.after]) {
        for (const row of index.rowsWith(value)) todo.set(cellId(row.id, entry.key), { row, key: entry.key });
      }
    }
    for (const { row, key } of todo.values()) this.validateCell(row, key);
  }

  /** Checks one cell (a unique column reads its live index of values). */
  validateCell(row: GridRow, key: string): void {
    const checks = this.checks.get(key);
    if (!checks || checks.length === 0) return;
    const index = this.uniques.get(key);
    const result = checkCell(checks, row.values[key], row.values, index ? () => index : undefined);
    if (result instanceof Promise) void result.then((m) => this.showError(row, key, m));
    else this.showError(row, key, result);
  }

  /** Every write of a value goes through here, so the unique indexes never go stale. */
  private writeCell(row: GridRow, key: string, value: unknown): boolean {
    const before = row.values[key];
    if (!row.write(key, value)) return false;
    const index = this.uniques.get(key);
    if (index) {
      index.delete(row, before);
      index.add(row, value);
    }
    return true;
  }

  private showError = action((row: GridRow, key: string, message: string | null) => {
    if (message) this.errors.set(cellId(row.id, key), message);
    else this.errors.delete(cellId(row.id, key));
  });

  /** Sum and average (JVxeTable uses XEUtils.sum / mean: non-numbers count as 0, average over all rows). */
  statistic(key: string, kind: 'sum' | 'average'): number {
    this.listAtom.reportObserved();
    this.columnAtoms.get(key)?.reportObserved();
    let sum = 0;
    for (const row of this.list) {
      const n = Number(row.values[key]);
      if (Number.isFinite(n)) sum += n;
    }
    if (kind === 'sum') return sum;
    return this.list.length === 0 ? 0 : sum / this.list.length;
  }

  setActive = action((row: number, col: number, displayKeys: string[]) => {
    this.activeCells.clear();
    this.cursor = { row, col };
    const target = this.list[row];
    if (target && displayKeys[col]) this.activeCells.set(cellId(target.id, displayKeys[col]), true);
  });

  startEdit = action((row: GridRow, key: string, seed = '') => {
    this.editingCells.clear();
    this.editingCells.set(cellId(row.id, key), seed);
  });

  stopEdit = action(() => this.editingCells.clear());

  get isEditing(): boolean {
    return this.editingCells.size > 0;
  }

  toggleSelected = action((row: GridRow, only = false) => {
    const on = this.selected.has(row.id);
    if (only) this.selected.clear();
    if (on) this.selected.delete(row.id);
    else this.selected.set(row.id, true);
  });

  selectAll = action((on: boolean) => {
    this.selected.clear();
    if (on) this.selected.merge(this.list.map((r) => [r.id, true] as [string, true]));
  });

  /** Applies a row pushed by the server (vxeSocket) as its new stored state; returns the row when found. */
  applyServerRow(values: GridRowValues): GridRow | undefined {
    const row = this.rowById(rowKeyOf(values[this.rowKey]));
    if (!row) return undefined;
    runInAction(() => {
      for (const [key, value] of Object.entries(values)) if (!sameValue(row.values[key], value)) {
        this.writeCell(row, key, value);
        this.columnAtoms.get(key)?.reportChanged();
      }
      row.acceptAsStored();
    });
    return row;
  }

  private makeRow(values: GridRowValues, status: 'stored' | 'new' | 'inserted'): GridRow {
    const raw = values[this.rowKey];
    const row = new GridRow(rowKeyOf(raw ?? randomHexId()), values, raw === undefined && status === 'stored' ? 'new' : status);
    this.byId.set(row.id, row);
    for (const [key, index] of this.uniques) index.add(row, values[key]);
    return row;
  }

  private structureChanged(): void {
    if (this.options.dragSort) this.renumber();
    this.listAtom.reportChanged();
    for (const atom of this.columnAtoms.values()) atom.reportChanged();
    this.options.onChange?.();
  }

  /** Drag sort numbers the order field from 1, as JVxeTable does after every drop. */
  private renumber(): void {
    const key = this.dragSortKey;
    runInAction(() => this.list.forEach((row, i) => this.writeCell(row, key, i + 1)));
  }
}

/**
 * Makes the state of one editable grid.
 *
 * @example
 * const store = createGridStore({ columns, rows, dragSort: true });
 * store.setCell(store.rows[0], 'amount', 12);
 * await store.validate(); // [] when every rule passes
 */
export function createGridStore(options: GridStoreOptions): GridStore {
  return new GridStore(options);
}
