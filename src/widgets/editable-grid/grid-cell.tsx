import type { CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import type { GridColumn, GridRow } from '@/engine';
import { useGridEnv } from './grid-env';
import { CellDisplay } from './cell-display';
import { CellEditor } from './cell-editor';

interface GridCellProps {
  row: GridRow;
  rowIndex: number;
  colIndex: number;
  column: GridColumn;
  style: CSSProperties;
}

/**
 * One cell. It observes only its own value, error, active flag and edit flag, so an edit repaints this cell alone.
 */
export const GridCell = observer(function GridCell({ row, rowIndex, colIndex, column, style }: GridCellProps) {
  const env = useGridEnv();
  const value = row.get(column.key);
  const error = env.store.error(row, column.key);
  const active = env.store.isActive(row, column.key);
  const seed = env.store.editingSeed(row, column.key);
  const className = `eg-cell eg-cell-${column.type}${active ? ' eg-active' : ''}${error ? ' eg-invalid' : ''}${column.align ? ` eg-align-${column.align}` : ''}`;
  return (
    <div
      className={className} style={style} role="gridcell" data-key={column.key} title={error}
      onMouseDown={() => env.activate(rowIndex, colIndex, false)}
      onDoubleClick={() => env.startEdit('')}
    >
      {seed !== undefined ? (
        <CellEditor
          column={column} value={value} seed={seed} options={env.layout.options.get(column.key) ?? []}
          size={env.layout.controlSize}
          onCommit={(next, move) => env.commit(row, column.key, next, move)}
          onCancel={env.cancelEdit}
        />
      ) : (
        <CellDisplay row={row} rowIndex={rowIndex} column={column} value={value} />
      )}
      {error && <div className="eg-error-tip">{error}</div>}
    </div>
  );
});
