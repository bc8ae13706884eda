import { Button, Radio } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { optionLabel, tagsOf, type GridColumn, type GridFileValue, type GridRow } from '@/engine';
import { displayText } from './grid-layout';
import { useGridEnv } from './grid-env';
import { FileCell } from './file-cell';

/** A cell that is not being edited. Controls that act in place (checkbox, radio, files) are live here. */
export function CellDisplay({ row, rowIndex, column, value }: { row: GridRow; rowIndex: number; column: GridColumn; value: unknown }) {
  const env = useGridEnv();
  const readOnly = env.disabled || !!column.disabled;
  switch (column.type) {
    case 'checkbox': {
      const [on, off] = column.customValue ?? [true, false];
      return (
        <input type="checkbox" className="eg-check" checked={value === on} disabled={readOnly} aria-label={column.title}
          onChange={(e) => env.store.setCell(row, column.key, e.target.checked ? on : off)} />
      );
    }
    case 'radio':
      return (
        <Radio.Group size="small" value={value} disabled={readOnly}
          options={(env.layout.options.get(column.key) ?? []).map((o) => ({ value: o.value, label: optionLabel(o), disabled: o.disabled }))}
          onChange={(e) => env.store.setCell(row, column.key, e.target.value)} />
      );
    case 'progress': {
      const percent = Math.max(0, Math.min(100, Number(value) || 0));
      return (
        <span className="eg-progress" role="progressbar" aria-valuenow={percent}>
          <span className="eg-progress-track"><span className="eg-progress-bar" style={{ width: `${percent}%` }} /></span>
          <span className="eg-progress-text">{percent}%</span>
        </span>
      );
    }
    case 'tags':
      return <span className="eg-tags">{tagsOf(value).map((t, i) => <span key={i} className="eg-tag">{t}</span>)}</span>;
    case 'select-multiple': {
      // Like the editor's maxTagCount=1: the first choice and how many more.
      const labels = displayText(column, value, env.layout).split('，').filter(Boolean);
      return (
        <span className="eg-tags">
          {labels.length > 0 && <span className="eg-tag">{labels[0]}</span>}
          {labels.length > 1 && <span className="eg-tag eg-tag-more">+{labels.length - 1}</span>}
        </span>
      );
    }
    case 'file': case 'upload': case 'image':
      return <FileCell row={row} column={column} value={value as GridFileValue | null} />;
    case 'slot': {
      const slot = env.slots[column.slotName ?? column.key];
      return <>{slot ? slot({ value, row: row.values, rowIndex, column, setValue: (v) => env.store.setCell(row, column.key, v) }) : displayText(column, value, env.layout)}</>;
    }
    case 'popup': {
      const open = env.onPopup;
      return (
        <span className="eg-popup">
          <span className="eg-text">{displayText(column, value, env.layout)}</span>
          {open && !readOnly && (
            <Button size="small" type="text" aria-label={`选择${column.title}`} icon={<SearchOutlined />}
              onClick={async () => {
                const picked = await open({ value, row: row.values, column });
                if (picked) env.store.setCells(Object.entries(picked).map(([key, v]) => ({ row, key, value: v })));
              }} />
          )}
        </span>
      );
    }
    default:
      return <span className="eg-text">{displayText(column, value, env.layout)}</span>;
  }
}
