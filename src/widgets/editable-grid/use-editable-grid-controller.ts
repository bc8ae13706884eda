import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type ForwardedRef } from 'react';
import {
  createGridStore, isTextEditable, pasteBlock, rowWindow, columnWindow, useDictLookup, VxeSocket, VXE_SOCKET_TIMING,
  type GridColumn, type GridError, type GridRow, type GridRowValues, type GridStore,
} from '@/engine';
import { buildLayout, type GridLayout, type GridSize } from './grid-layout';
import { handleGridKey } from './grid-keyboard';

/** Uploads one file, reporting percent 0–100, and resolves with the stored path (JeecgBoot's `message`). */
export type UploadFn = (file: File, onProgress: (percent: number) => void) => Promise<string>;

export interface GridSocketConfig { url: string; userId: string; pageId?: string; token: string }

export interface EditableGridControllerProps {
  columns: GridColumn[];
  dataSource?: GridRowValues[];
  rowKey?: string;
  height?: number;
  /** Height follows the rows: at least `minRows` rows' height, at most `maxRows`, then the grid scrolls. */
  autoHeight?: { minRows: number; maxRows: number };
  size?: GridSize;
  rowNumber?: boolean;
  rowSelection?: boolean;
  rowSelectionType?: 'checkbox' | 'radio';
  dragSort?: boolean;
  dragSortKey?: string;
  disabled?: boolean;
  asyncRemove?: (rows: GridRowValues[]) => Promise<boolean | void>;
  socket?: GridSocketConfig;
  socketKey?: string;
  reloadEffect?: boolean;
  onValueChange?: (change: { row: GridRowValues; key: string; value: unknown }) => void;
  /** A row's computed cells from its others (a sub-table's `compute` fields), kept in step with every edit. */
  computeRow?: (values: GridRowValues) => GridRowValues;
  /** After any change of the rows' values or of the rows themselves, with every row as `getValues()` gives it. */
  onRowsChange?: (rows: GridRowValues[]) => void;
}

/** What a parent gets through `ref`: JVxeTable's getValues / getDeleteData / validate, plus undo. */
export interface EditableGridApi {
  store: GridStore;
  getValues(): GridRowValues[];
  getDeleted(): string[];
  getNewRows(): GridRowValues[];
  validate(): Promise<GridError[]>;
  addRows(values?: GridRowValues[]): void;
  removeSelected(): Promise<void>;
  undo(): void;
  redo(): void;
  /** `common_send_date` handlers of the realtime channel; returns a remover. */
  onSocketMessage(key: string, fn: (...args: unknown[]) => void): () => void;
}

const FALLBACK_WIDTH = 1200;

/**
 * The grid's height when it follows its rows: header, the rows (between `minRows` and `maxRows` of them; an empty
 * grid keeps room for 暂无数据) and the statistic rows, plus the box's borders and scroll bar.
 *
 * @example
 * autoGridHeight(2, 40, 1, { minRows: 3, maxRows: 8 }, 2); // 40 + 3 * 40 + 40 + 2 = 202
 */
export function autoGridHeight(
  rowCount: number, rowHeight: number, footerRows: number, { minRows, maxRows }: { minRows: number; maxRows: number }, chrome: number,
): number {
  const rows = Math.max(minRows, Math.min(maxRows, rowCount));
  return rowHeight * (1 + rows + footerRows) + chrome;
}
/** Rows rendered above and below the viewport, so a wheel step shows rows that are already there. */
const OVERSCAN = 6;

/**
 * Logic of the editable grid: one store per mount, layout, scroll windows, keyboard, paste and the socket.
 * The view only reads what this returns.
 */
export function useEditableGridController(props: EditableGridControllerProps, ref: ForwardedRef<EditableGridApi>) {
  const { columns, dataSource, rowKey, dragSort, dragSortKey } = props;
  const latest = useRef(props);
  latest.current = props;
  const store = useMemo(
    () => {
      const created: GridStore = createGridStore({
        columns, rows: dataSource, rowKey, dragSort, dragSortKey,
        asyncRemove: (rows) => latest.current.asyncRemove?.(rows) ?? Promise.resolve(true),
        computeRow: (values) => latest.current.computeRow?.(values) ?? {},
        onChange: () => latest.current.onRowsChange?.(created.getValues()),
      });
      return created;
    },
    [columns, dataSource, rowKey, dragSort, dragSortKey],
  );
  const dicts = useDictLookup();
  const layout: GridLayout = useMemo(
    () => buildLayout(store.columns, { size: props.size, rowNumber: props.rowNumber, rowSelection: props.rowSelection, dragSort }, dicts),
    [store, props.size, props.rowNumber, props.rowSelection, dragSort, dicts],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, left: 0 });
  // `chrome`: what the box adds around its content (borders, a horizontal scroll bar), so auto height fits the rows.
  const [viewport, setViewport] = useState({ width: 0, height: 0, chrome: 2 });
  const footerRows = (['sum', 'average'] as const).filter((kind) => store.columns.some((c) => c.statistics?.includes(kind))).length;
  const height = props.autoHeight
    ? autoGridHeight(store.rowCount, layout.rowHeight, footerRows, props.autoHeight, viewport.chrome)
    : props.height ?? 420;

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return undefined;
    const measure = () => setViewport((v) => {
      const next = { width: el.clientWidth, height: el.clientHeight, chrome: el.offsetHeight - el.clientHeight || v.chrome };
      return next.width === v.width && next.height === v.height && next.chrome === v.chrome ? v : next;
    });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback((event: React.UIEvent<HTMLDivElement>) => {
    const { scrollTop, scrollLeft } = event.currentTarget;
    setScroll((s) => (s.top === scrollTop && s.left === scrollLeft ? s : { top: scrollTop, left: scrollLeft }));
  }, []);

  // jsdom measures 0; fall back to the configured height so tests still see a window of rows.
  const viewHeight = viewport.height || height;
  const viewWidth = viewport.width || FALLBACK_WIDTH;
  const rows = rowWindow(scroll.top, viewHeight, layout.rowHeight, store.rowCount, OVERSCAN);
  // The most rows a window can hold: row views are keyed by `index % rowSlots`, so a row leaving the window hands
  // its DOM to the row entering it instead of one being unmounted and another mounted (a scroll-bar jump re-renders
  // the same elements rather than rebuilding them).
  const rowSlots = Math.ceil(viewHeight / layout.rowHeight) + 1 + 2 * OVERSCAN;
  const cols = columnWindow(layout.offsets, scroll.left, Math.max(0, viewWidth - layout.fixedWidth));

  const socketRef = useRef<VxeSocket | null>(null);
  const focusGrid = useCallback(() => rootRef.current?.focus({ preventScroll: true }), []);

  /** Scrolls the smallest distance that brings a cell into view. */
  const reveal = useCallback((row: number, col: number) => {
    const el = scrollRef.current;
    if (!el) return;
    const headerHeight = layout.rowHeight;
    const top = row * layout.rowHeight;
    const bodyHeight = (el.clientHeight || height) - headerHeight * 2;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + layout.rowHeight > el.scrollTop + bodyHeight) el.scrollTop = top + layout.rowHeight - bodyHeight;
    const scrollIndex = col - layout.fixedColumns.length;
    if (scrollIndex >= 0) {
      const left = layout.offsets[scrollIndex];
      const right = layout.offsets[scrollIndex + 1];
      const visible = (el.clientWidth || viewWidth) - layout.fixedWidth;
      if (left < el.scrollLeft) el.scrollLeft = left;
      else if (right > el.scrollLeft + visible) el.scrollLeft = right - visible;
    }
  }, [layout, height, viewWidth]);

  const activate = useCallback((row: number, col: number, reveal_ = true) => {
    const r = Math.max(0, Math.min(store.rowCount - 1, row));
    const c = Math.max(0, Math.min(layout.navKeys.length - 1, col));
    store.setActive(r, c, layout.navKeys);
    if (reveal_) reveal(r, c);
  }, [store, layout, reveal]);

  const startEdit = useCallback((seed = '') => {
    const { row, col } = store.cursor;
    const target = store.rows[row];
    const column = layout.navColumns[col];
    if (!target || !column || props.disabled || !isTextEditable(column)) return false;
    store.startEdit(target, column.key, seed);
    return true;
  }, [store, layout, props.disabled]);

  const commit = useCallback((row: GridRow, key: string, value: unknown, move?: 'down' | 'right' | 'left') => {
    store.setCell(row, key, value);
    store.stopEdit();
    latest.current.onValueChange?.({ row: row.values, key, value });
    socketRef.current?.sendUpdate(row.values);
    const { row: r, col: c } = store.cursor;
    if (move === 'down') activate(r + 1, c);
    else if (move === 'right') activate(r, c + 1);
    else if (move === 'left') activate(r, c - 1);
    focusGrid();
  }, [store, activate, focusGrid]);

  const cancelEdit = useCallback(() => {
    store.stopEdit();
    focusGrid();
  }, [store, focusGrid]);

  const onKeyDown = useCallback((event: React.KeyboardEvent) => {
    if (store.isEditing) return;
    handleGridKey(event, { store, layout, activate, startEdit, disabled: !!props.disabled });
  }, [store, layout, activate, startEdit, props.disabled]);

  const onPaste = useCallback((event: React.ClipboardEvent) => {
    if (store.isEditing || props.disabled || store.cursor.row < 0) return;
    event.preventDefault();
    pasteBlock(store, event.clipboardData.getData('text/plain'), store.cursor, layout.navColumns);
  }, [store, layout, props.disabled]);

  useEffect(() => {
    const config = props.socket;
    if (!config) return undefined;
    const socket = new VxeSocket({
      ...config, socketKey: props.socketKey,
      onUpdateRow: (values) => {
        const row = store.applyServerRow(values);
        if (!row || latest.current.reloadEffect === false) return;
        row.setReloading(true);
        setTimeout(() => row.setReloading(false), VXE_SOCKET_TIMING.reloadEffect);
      },
    });
    socket.connect();
    socketRef.current = socket;
    return () => {
      socket.close();
      socketRef.current = null;
    };
  }, [store, props.socket, props.socketKey]);

  useImperativeHandle(ref, (): EditableGridApi => ({
    store,
    getValues: () => store.getValues(),
    getDeleted: () => store.getDeleted(),
    getNewRows: () => store.getNewRows(),
    validate: () => store.validate(),
    addRows: (values) => void store.addRows(values),
    removeSelected: async () => void (await store.removeSelected()),
    undo: () => store.undo(),
    redo: () => store.redo(),
    onSocketMessage: (key, fn) => socketRef.current?.addCommonHandler(key, fn) ?? (() => undefined),
  }), [store]);

  // The body keeps room for its rows, and with auto height for `minRows` of them, so the statistic rows sit at the bottom.
  const minBodyRows = props.autoHeight ? Math.max(1, props.autoHeight.minRows) : 1;

  return { store, layout, height, minBodyRows, rows, rowSlots, cols, scrollRef, rootRef, onScroll, onKeyDown, onPaste, activate, startEdit, commit, cancelEdit, focusGrid };
}

export type EditableGridController = ReturnType<typeof useEditableGridController>;
