import { columnOffsets, optionLabel, type DictLookup, type GridColumn, type GridOption } from '@/engine';

export type GridSize = 'medium' | 'small' | 'mini' | 'tiny';

/** Row heights per size (vxe-table's medium/small/mini, plus JVxeTable's tiny). */
export const ROW_HEIGHTS: Record<GridSize, number> = { medium: 44, small: 40, mini: 36, tiny: 32 };

export type FeatureKey = 'rowNumber' | 'rowSelection' | 'rowDragSort';
export interface FeatureColumn { key: FeatureKey; width: number }

export interface LayoutOptions {
  size?: GridSize;
  rowNumber?: boolean;
  rowSelection?: boolean;
  dragSort?: boolean;
}

/** Everything the view needs to place cells, computed once per column set (not per scroll or per edit). */
export interface GridLayout {
  rowHeight: number;
  controlSize: 'middle' | 'small';
  features: FeatureColumn[];
  /** Columns in navigation order: fixed ones first, hidden ones left out. */
  navColumns: GridColumn[];
  fixedColumns: GridColumn[];
  scrollColumns: GridColumn[];
  /** Width of the sticky left block (features + fixed columns). */
  fixedWidth: number;
  /** Left edges of the scrolling columns. */
  offsets: number[];
  totalWidth: number;
  navKeys: string[];
  options: Map<string, GridOption[]>;
  labels: Map<string, Map<string, string>>;
}

export function buildLayout(columns: GridColumn[], opts: LayoutOptions, dicts: DictLookup): GridLayout {
  const size = opts.size ?? 'medium';
  const features: FeatureColumn[] = [];
  if (opts.rowNumber) features.push({ key: 'rowNumber', width: 56 });
  if (opts.rowSelection) features.push({ key: 'rowSelection', width: 44 });
  if (opts.dragSort) features.push({ key: 'rowDragSort', width: 44 });
  const shown = columns.filter((c) => c.type !== 'hidden');
  const fixedColumns = shown.filter((c) => c.fixed === 'left');
  const scrollColumns = shown.filter((c) => c.fixed !== 'left');
  const fixedWidth = [...features, ...fixedColumns].reduce((sum, c) => sum + (c.width ?? 0), 0);
  const offsets = columnOffsets(scrollColumns.map((c) => c.width!));
  const options = new Map<string, GridOption[]>();
  const labels = new Map<string, Map<string, string>>();
  for (const column of shown) {
    const list = column.options ?? (column.dictCode ? dicts.items(column.dictCode).map((i) => ({ ...i })) : undefined);
    if (!list) continue;
    options.set(column.key, list);
    labels.set(column.key, new Map(list.map((o) => [String(o.value), optionLabel(o)])));
  }
  const navColumns = [...fixedColumns, ...scrollColumns];
  return {
    rowHeight: ROW_HEIGHTS[size],
    controlSize: size === 'medium' ? 'middle' : 'small',
    features, navColumns, fixedColumns, scrollColumns, fixedWidth, offsets,
    totalWidth: fixedWidth + offsets[offsets.length - 1],
    navKeys: navColumns.map((c) => c.key),
    options, labels,
  };
}

/** Text of a value for display and copying: option labels for choice cells, names for files. */
export function displayText(column: GridColumn, value: unknown, layout: GridLayout): string {
  if (value === null || value === undefined) return '';
  const labels = layout.labels.get(column.key);
  if (Array.isArray(value)) return value.map((v) => labels?.get(String(v)) ?? String(v)).join('，');
  if (typeof value === 'object') return String((value as { name?: string }).name ?? '');
  if (labels && column.type !== 'select-multiple') return labels.get(String(value)) ?? String(value);
  if (labels) return String(value).split(',').map((v) => labels.get(v) ?? v).join('，');
  return String(value);
}
