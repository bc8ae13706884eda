import { forwardRef, useMemo, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Space } from 'antd';
import { DeleteOutlined, PlusOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { useEditableGridController, type EditableGridApi, type EditableGridControllerProps, type UploadFn } from './use-editable-grid-controller';
import { GridEnvContext, type GridEnv, type PopupContext, type SlotContext } from './grid-env';
import { GridHeader } from './grid-header';
import { GridRowView } from './grid-row-view';
import { GridFooter } from './grid-footer';
import './editable-grid.css';

export type ToolbarButton = 'add' | 'remove' | 'clearSelection' | 'undo';

export interface EditableGridProps extends EditableGridControllerProps {
  /** Shows the toolbar above the grid. */
  toolbar?: boolean;
  toolbarButtons?: ToolbarButton[];
  /** Uploads for file/upload/image cells; without it those cells show 上传出错. */
  uploadFn?: UploadFn;
  /** Turns a stored path into a URL for links and thumbnails (default: the path itself). */
  fileUrl?: (path: string) => string;
  /** Renderers of `slot` columns, keyed by the column's `slotName` or key. */
  slots?: Record<string, (ctx: SlotContext) => ReactNode>;
  /** Opens the picker of a `popup` cell; resolve with the fields to set (e.g. from the popup picker widget). */
  onPopup?: (ctx: PopupContext) => Promise<Record<string, unknown> | undefined>;
}

const identity = (path: string) => path;
const noSlots = {};

/**
 * The editable grid (JeecgBoot JVxeTable): virtualised rows and columns, Excel-style keys, paste, undo, validation,
 * statistics, drag sort and the realtime channel. Read results through `ref` (`EditableGridApi`).
 *
 * @example
 * const grid = useRef<EditableGridApi>(null);
 * <EditableGrid ref={grid} columns={columns} dataSource={rows} rowNumber rowSelection dragSort />
 * const errors = await grid.current!.validate();
 */
export const EditableGrid = observer(forwardRef<EditableGridApi, EditableGridProps>(function EditableGrid(props, ref) {
  const c = useEditableGridController(props, ref);
  const { store, layout } = c;
  const dragFrom = useRef<number | null>(null);
  const env: GridEnv = useMemo(() => ({
    store, layout, disabled: !!props.disabled, selectionType: props.rowSelectionType ?? 'checkbox',
    uploadFn: props.uploadFn, fileUrl: props.fileUrl ?? identity, slots: props.slots ?? noSlots, onPopup: props.onPopup,
    activate: c.activate, startEdit: c.startEdit, commit: c.commit, cancelEdit: c.cancelEdit, dragFrom,
  }), [store, layout, props.disabled, props.rowSelectionType, props.uploadFn, props.fileUrl, props.slots, props.onPopup,
    c.activate, c.startEdit, c.commit, c.cancelEdit]);
  const rows = store.rows;
  const visible = [];
  // Rows go out in slot order (index % rowSlots), not index order: a slot keeps its DOM node while its row changes,
  // so scrolling never moves nodes (a moved node is restyled and laid out again). Position comes from `top`, and
  // aria-rowindex tells assistive technology where each row belongs (as AG Grid does without ensureDomOrder).
  const { start, end } = c.rows;
  for (let slot = 0; slot < c.rowSlots; slot += 1) {
    const i = start + ((slot - (start % c.rowSlots) + c.rowSlots) % c.rowSlots);
    if (i >= end) continue;
    visible.push(<GridRowView key={slot} row={rows[i]} index={i} colStart={c.cols.start} colEnd={c.cols.end} />);
  }
  const buttons = props.toolbarButtons ?? ['add', 'remove', 'clearSelection', 'undo'];
  return (
    <GridEnvContext.Provider value={env}>
      <div className={`eg-root eg-size-${props.size ?? 'medium'}`} ref={c.rootRef} tabIndex={0} role="grid"
        aria-rowcount={store.rowCount + 1} onKeyDown={c.onKeyDown} onPaste={c.onPaste}>
        {props.toolbar && (
          <Space className="eg-toolbar" wrap>
            {buttons.includes('add') && (
              <Button type="primary" icon={<PlusOutlined />} disabled={props.disabled} onClick={() => store.addRows()}>新增</Button>
            )}
            {buttons.includes('remove') && (
              <Button danger icon={<DeleteOutlined />} disabled={props.disabled || store.selected.size === 0}
                onClick={() => void store.removeSelected()}>删除</Button>
            )}
            {buttons.includes('clearSelection') && (
              <Button disabled={store.selected.size === 0} onClick={() => store.selectAll(false)}>清空选择</Button>
            )}
            {buttons.includes('undo') && (
              <>
                <Button icon={<UndoOutlined />} disabled={!store.canUndo} onClick={() => store.undo()}>撤销</Button>
                <Button icon={<RedoOutlined />} disabled={!store.canRedo} onClick={() => store.redo()}>重做</Button>
              </>
            )}
            {store.selected.size > 0 && <span className="eg-selected-count">已选择 {store.selected.size} 项</span>}
          </Space>
        )}
        <div className="eg-scroll" ref={c.scrollRef} style={{ height: c.height }} onScroll={c.onScroll}>
          <GridHeader colStart={c.cols.start} colEnd={c.cols.end} />
          <div className="eg-body" style={{ height: Math.max(store.rowCount, c.minBodyRows) * layout.rowHeight, width: layout.totalWidth }}>
            {visible}
            {store.rowCount === 0 && <div className="eg-empty">暂无数据</div>}
          </div>
          <GridFooter colStart={c.cols.start} colEnd={c.cols.end} />
        </div>
      </div>
    </GridEnvContext.Provider>
  );
}));
