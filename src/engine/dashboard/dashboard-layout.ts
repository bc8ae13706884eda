import type { DashboardPanel } from '../schema/page-schema';

/** Columns of the wide layout a configurator writes `grid` in; the medium layout has half, the narrow one. */
export const GRID_COLUMNS = { lg: 24, md: 12, sm: 1 } as const;
/** Minimum widths of the three layouts (px): wide from 1200, medium from 768, narrow below. */
export const GRID_BREAKPOINTS = { lg: 1200, md: 768, sm: 0 } as const;
/** One grid row is 20 px and rows are 12 px apart: `h` rows are `h * 32 - 12` px tall. */
export const GRID_ROW_HEIGHT = 20;
export const GRID_MARGIN = 12;

export type GridBreakpoint = keyof typeof GRID_COLUMNS;

/** A panel's place in one layout (react-grid-layout's item; `i` is the panel's index). Staff never move panels. */
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  static: true;
}

const rowsFor = (px: number) => Math.max(2, Math.ceil((px + GRID_MARGIN) / (GRID_ROW_HEIGHT + GRID_MARGIN)));

/** Card header (38 px) and body padding (24 px) around a panel's content. */
const FRAME_PX = 62;

/** Rows a panel without `grid` takes: its content's natural height (a chart's `height`, a table's page of rows). */
export function naturalRows(panel: DashboardPanel): number {
  switch (panel.type) {
    case 'stat':
      return rowsFor(FRAME_PX + 56);
    case 'progress':
      return rowsFor(FRAME_PX + 150);
    case 'chart':
      return rowsFor(FRAME_PX + (panel.height ?? 300));
    case 'ranking':
      return rowsFor(FRAME_PX + (panel.limit ?? 10) * 30);
    case 'table':
      return rowsFor(FRAME_PX + 40 + (panel.pageSize ?? (panel.scroll ? 8 : 5)) * 39 + (panel.scroll ? 0 : 40));
    case 'widget':
      return rowsFor(FRAME_PX + 420);
  }
}

/**
 * The wide (24-column) layout: panels with `grid` where they say; the others flow left to right, a new row when
 * the next one's `span` (12 by default) no longer fits, below every placed panel.
 *
 * @example
 * wideLayout([{ type: 'stat', title: '项目总数', report: 'r', field: 'n', span: 8 }]); // [{ i: '0', x: 0, y: 0, w: 8, h: 4, static: true }]
 */
export function wideLayout(panels: DashboardPanel[]): GridItem[] {
  const placed = panels.map((p) => p.grid);
  let y = Math.max(0, ...placed.map((g) => (g ? g.y + g.h : 0)));
  let x = 0;
  let rowHeight = 0;
  return panels.map((panel, index) => {
    if (panel.grid) {
      const { x: gx, y: gy, w, h } = panel.grid;
      return { i: String(index), x: gx, y: gy, w: Math.min(w, GRID_COLUMNS.lg - gx), h, static: true };
    }
    const w = panel.span ?? 12;
    const h = naturalRows(panel);
    if (x + w > GRID_COLUMNS.lg) {
      y += rowHeight;
      x = 0;
      rowHeight = 0;
    }
    const item: GridItem = { i: String(index), x, y, w, h, static: true };
    x += w;
    rowHeight = Math.max(rowHeight, h);
    return item;
  });
}

/**
 * The three responsive layouts react-grid-layout switches between: the wide one as written, the medium one at half
 * the columns (positions and widths halved), the narrow one a single column in reading order (top to bottom, then
 * left to right).
 */
export function dashboardLayouts(panels: DashboardPanel[]): Record<GridBreakpoint, GridItem[]> {
  const lg = wideLayout(panels);
  const md = lg.map((item) => {
    const x = Math.floor(item.x / 2);
    return { ...item, x, w: Math.max(1, Math.min(GRID_COLUMNS.md - x, Math.ceil(item.w / 2))) };
  });
  let y = 0;
  const sm = [...lg]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((item) => {
      const placed = { ...item, x: 0, w: 1, y };
      y += item.h;
      return placed;
    });
  return { lg, md, sm };
}
