import { observer } from 'mobx-react-lite';
import { Checkbox } from 'antd';
import type { GridColumn } from '@/engine';
import { useGridEnv } from './grid-env';

function isRequired(column: GridColumn): boolean {
  return !!column.validateRules?.some((r) => r.required || r.pattern === '*');
}

/** Sticky header row; only the visible scrolling columns are rendered, like the body. */
export const GridHeader = observer(function GridHeader({ colStart, colEnd }: { colStart: number; colEnd: number }) {
  const env = useGridEnv();
  const { layout, store } = env;
  const cell = (column: GridColumn, style: React.CSSProperties) => (
    <div key={column.key} className="eg-cell eg-head-cell" role="columnheader" style={style}>
      {isRequired(column) && <span className="eg-required">*</span>}
      {column.title}
    </div>
  );
  const total = store.rowCount;
  const count = store.selected.size;
  return (
    <div className="eg-header" role="row" style={{ height: layout.rowHeight, width: layout.totalWidth }}>
      <div className="eg-fixed" style={{ width: layout.fixedWidth }}>
        {layout.features.map((f) => (
          <div key={f.key} className="eg-cell eg-head-cell eg-feature" style={{ width: f.width }}>
            {f.key === 'rowNumber' && '#'}
            {f.key === 'rowSelection' && env.selectionType === 'checkbox' && (
              <Checkbox aria-label="全选" checked={total > 0 && count === total} indeterminate={count > 0 && count < total}
                onChange={(e) => store.selectAll(e.target.checked)} />
            )}
          </div>
        ))}
        {layout.fixedColumns.map((c) => cell(c, { width: c.width }))}
      </div>
      <div className="eg-scroll-part" style={{ width: layout.totalWidth - layout.fixedWidth }}>
        {layout.scrollColumns.slice(colStart, colEnd).map((c, j) =>
          cell(c, { position: 'absolute', left: layout.offsets[colStart + j], width: c.width }))}
      </div>
    </div>
  );
});
