import { observer } from 'mobx-react-lite';
import type { GridColumn } from '@/engine';
import { useGridEnv } from './grid-env';

const TITLES = { sum: '合计', average: '平均' } as const;

/** 2 decimals at most, thousands not grouped (the value may be copied back into a number cell). */
export function formatStatistic(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/**
 * Footer rows 合计 / 平均 for columns with `statistics`. The title sits in the first column and spans two, as in
 * JVxeTable; each row observes only the statistic columns and the row count.
 */
export const GridFooter = observer(function GridFooter({ colStart, colEnd }: { colStart: number; colEnd: number }) {
  const env = useGridEnv();
  const { layout } = env;
  const kinds = (['sum', 'average'] as const).filter((k) => layout.navColumns.some((c) => c.statistics?.includes(k)));
  if (kinds.length === 0) return null;
  return (
    <div className="eg-footer" style={{ width: layout.totalWidth }}>
      {kinds.map((kind) => <FooterRow key={kind} kind={kind} colStart={colStart} colEnd={colEnd} />)}
    </div>
  );
});

const FooterRow = observer(function FooterRow({ kind, colStart, colEnd }: { kind: 'sum' | 'average'; colStart: number; colEnd: number }) {
  const { layout, store } = useGridEnv();
  // Leaves in display order; the title cell takes the width of the first two.
  const leaves = [...layout.features.map((f) => ({ key: f.key, width: f.width, column: null as GridColumn | null })),
    ...layout.navColumns.map((c) => ({ key: c.key, width: c.width!, column: c }))];
  const spanWidth = (leaves[0]?.width ?? 0) + (leaves[1]?.width ?? 0);
  const covered = new Set(leaves.slice(0, 2).map((l) => l.key));
  const value = (column: GridColumn) => (column.statistics?.includes(kind) ? formatStatistic(store.statistic(column.key, kind)) : '');
  const fixedLeaves = leaves.slice(0, layout.features.length + layout.fixedColumns.length);
  const title = <div key="title" className="eg-cell eg-foot-title" style={{ width: spanWidth }}>{TITLES[kind]}</div>;
  return (
    <div className="eg-foot-row" role="row" style={{ height: layout.rowHeight, width: layout.totalWidth }}>
      <div className="eg-fixed" style={{ width: layout.fixedWidth }}>
        {fixedLeaves.length > 0 && title}
        {fixedLeaves.filter((l) => !covered.has(l.key)).map((l) => (
          <div key={l.key} className="eg-cell eg-foot-cell" style={{ width: l.width }}>{l.column ? value(l.column) : ''}</div>
        ))}
      </div>
      <div className="eg-scroll-part" style={{ width: layout.totalWidth - layout.fixedWidth }}>
        {fixedLeaves.length === 0 && <div className="eg-cell eg-foot-title" style={{ position: 'absolute', left: 0, width: spanWidth }}>{TITLES[kind]}</div>}
        {layout.scrollColumns.slice(colStart, colEnd).filter((c) => !covered.has(c.key)).map((c) => (
          <div key={c.key} className="eg-cell eg-foot-cell" data-key={c.key}
            style={{ position: 'absolute', left: layout.offsets[layout.scrollColumns.indexOf(c)], width: c.width }}>
            {value(c)}
          </div>
        ))}
      </div>
    </div>
  );
});
