/**
 * Windowing arithmetic for the editable grid: which rows and columns are in view. Fixed row height makes the row
 * window O(1); column widths vary, so their left edges are prefix sums searched by bisection.
 */

export interface WindowRange {
  /** First index rendered (inclusive). */
  start: number;
  /** Last index rendered (exclusive). */
  end: number;
}

/** Rows to render for a scroll position, with `overscan` extra rows on each side. */
export function rowWindow(scrollTop: number, viewportHeight: number, rowHeight: number, rowCount: number, overscan = 6): WindowRange {
  if (rowCount === 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(viewportHeight / rowHeight) + 1;
  return { start: Math.max(0, first - overscan), end: Math.min(rowCount, first + visible + overscan) };
}

/** Left edges of columns: `offsets[i]` is where column i starts, `offsets[n]` the total width. */
export function columnOffsets(widths: number[]): number[] {
  const offsets = [0];
  for (const w of widths) offsets.push(offsets[offsets.length - 1] + w);
  return offsets;
}

/** Columns to render for a horizontal scroll position (`offsets` from `columnOffsets`). */
export function columnWindow(offsets: number[], scrollLeft: number, viewportWidth: number, overscan = 2): WindowRange {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const first = bisect(offsets, Math.max(0, scrollLeft));
  const last = bisect(offsets, Math.max(0, scrollLeft) + viewportWidth);
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
}

/** Index of the column containing position x. */
function bisect(offsets: number[], x: number): number {
  let lo = 0;
  let hi = offsets.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid] <= x) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
