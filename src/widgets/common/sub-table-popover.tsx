import { App, Button, Card, Table } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { subTableMessages, useSubTableAnchor } from './use-sub-table-anchor';

export interface SubTableColumn {
  title: string;
  dataIndex: string;
}

export interface SubTablePopoverProps {
  open: boolean;
  /** DOM id of the row (or cell) the pop-over opens under. */
  anchorId: string;
  title?: string;
  columns: SubTableColumn[];
  rows: Array<Record<string, unknown>>;
  width?: number;
  onClose: () => void;
}

/** A row's sub-table shown in a floating panel right under that row (JVxeTable's sub-table pop-over). */
export function SubTablePopover({ open, anchorId, title = '子表', columns, rows, width = 640, onClose }: SubTablePopoverProps) {
  const { message } = App.useApp();
  const rect = useSubTableAnchor(open, () => document.getElementById(anchorId), () => {
    message.error(subTableMessages.openFailed);
    onClose();
  });
  if (!open || !rect) return null;
  return (
    <Card
      className="sub-table-popover"
      size="small"
      title={title}
      extra={<Button type="text" size="small" aria-label="关闭" icon={<CloseOutlined />} onClick={onClose} />}
      style={{ position: 'fixed', top: rect.bottom + 4, left: rect.left, width, zIndex: 1000, boxShadow: '0 6px 16px rgba(0,0,0,.12)' }}
    >
      <Table
        size="small"
        pagination={false}
        rowKey={(row) => String(row.id ?? JSON.stringify(row))}
        columns={columns.map((c) => ({ ...c, key: c.dataIndex }))}
        dataSource={rows}
      />
    </Card>
  );
}
