import { observer } from 'mobx-react-lite';
import { Button, Dropdown } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import type { GridRow } from '@/engine';
import type { FeatureColumn } from './grid-layout';
import { useGridEnv } from './grid-env';
import { GridCell } from './grid-cell';

interface GridRowViewProps {
  row: GridRow;
  index: number;
  colStart: number;
  colEnd: number;
}

/** One body row, placed absolutely: the sticky block (features, fixed columns) and the visible scrolling cells. */
export const GridRowView = observer(function GridRowView({ row, index, colStart, colEnd }: GridRowViewProps) {
  const env = useGridEnv();
  const { layout } = env;
  const fixedCount = layout.fixedColumns.length;
  const statusClass = `eg-row eg-row-${row.status}${row.reloading ? ' eg-row-reload' : ''}${index % 2 ? ' eg-row-odd' : ''}`;
  return (
    <div
      className={statusClass} role="row" aria-rowindex={index + 2} data-row-id={row.id}
      style={{ top: index * layout.rowHeight, height: layout.rowHeight, width: layout.totalWidth }}
      onDragOver={(e) => {
        if (env.dragFrom.current !== null) e.preventDefault();
      }}
      onDrop={(e) => {
        e.preventDefault();
        if (env.dragFrom.current !== null) env.store.move(env.dragFrom.current, index);
        env.dragFrom.current = null;
      }}
    >
      <div className="eg-fixed" style={{ width: layout.fixedWidth }}>
        {layout.features.map((f) => <FeatureCell key={f.key} feature={f} row={row} index={index} />)}
        {layout.fixedColumns.map((column, i) => (
          <GridCell key={column.key} row={row} rowIndex={index} colIndex={i} column={column} style={{ width: column.width }} />
        ))}
      </div>
      <div className="eg-scroll-part" style={{ width: layout.totalWidth - layout.fixedWidth }}>
        {layout.scrollColumns.slice(colStart, colEnd).map((column, j) => (
          <GridCell
            key={column.key} row={row} rowIndex={index} colIndex={fixedCount + colStart + j} column={column}
            style={{ position: 'absolute', left: layout.offsets[colStart + j], width: column.width }}
          />
        ))}
      </div>
    </div>
  );
});

const FeatureCell = observer(function FeatureCell({ feature, row, index }: { feature: FeatureColumn; row: GridRow; index: number }) {
  const env = useGridEnv();
  const style = { width: feature.width };
  if (feature.key === 'rowNumber') return <div className="eg-cell eg-feature" style={style}>{index + 1}</div>;
  if (feature.key === 'rowSelection') {
    const checked = env.store.selected.has(row.id);
    // Native inputs: an antd Checkbox per row costs more to mount than the rest of the row while scrolling.
    return (
      <div className="eg-cell eg-feature" style={style}>
        <input type={env.selectionType} className="eg-check" checked={checked} aria-label={`选择第${index + 1}行`}
          onChange={() => env.store.toggleSelected(row, env.selectionType === 'radio')} />
      </div>
    );
  }
  return <DragSortCell row={row} index={index} width={feature.width} />;
});

/** JVxeTable's drag-sort cell: a drag handle whose menu moves the row or inserts one below. */
const DragSortCell = observer(function DragSortCell({ index, width }: { row: GridRow; index: number; width: number }) {
  const env = useGridEnv();
  const last = env.store.rowCount - 1;
  const items = [
    { key: 'up', label: '向上移', disabled: index === 0 },
    { key: 'down', label: '向下移', disabled: index === last },
    { key: 'insert', label: '插入一行' },
  ];
  return (
    <div className="eg-cell eg-feature" style={{ width }}>
      <Dropdown
        trigger={['click']}
        disabled={env.disabled}
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'up') env.store.move(index, index - 1);
            else if (key === 'down') env.store.move(index, index + 1);
            else env.store.insertBelow(index);
          },
        }}
      >
        <Button
          size="small" type="text" className="eg-drag-handle" aria-label={`拖动排序第${index + 1}行`} icon={<HolderOutlined />}
          draggable={!env.disabled}
          onDragStart={(e) => {
            env.dragFrom.current = index;
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', String(index));
          }}
          onDragEnd={() => {
            env.dragFrom.current = null;
          }}
        />
      </Dropdown>
    </div>
  );
});
