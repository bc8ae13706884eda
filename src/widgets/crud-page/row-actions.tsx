import { Divider, Popconfirm, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { CrudAllowed, DataRecord } from '@/engine';
import { crudMessages } from './crud-messages';

export interface RowActionHandlers {
  onEdit(record: DataRecord): void;
  onDetail(record: DataRecord): void;
  onDelete(record: DataRecord): Promise<void>;
}

/** The 操作 column: 编辑 / 详情 / 删除 as allowed; none at all when no action is. */
export function rowActionsColumn(allowed: CrudAllowed, handlers: RowActionHandlers): TableColumnsType<DataRecord> {
  if (!allowed.edit && !allowed.detail && !allowed.delete) return [];
  const count = [allowed.edit, allowed.detail, allowed.delete].filter(Boolean).length;
  return [{
    title: crudMessages.actions,
    key: '__actions',
    fixed: 'right',
    align: 'center',
    width: 48 + count * 44,
    render: (_value, record) => {
      const links = [
        allowed.edit ? <Typography.Link key="edit" onClick={() => handlers.onEdit(record)}>{crudMessages.edit}</Typography.Link> : null,
        allowed.detail ? <Typography.Link key="detail" onClick={() => handlers.onDetail(record)}>{crudMessages.detail}</Typography.Link> : null,
        allowed.delete ? (
          <Popconfirm key="delete" title={crudMessages.confirmDeleteOne} onConfirm={() => handlers.onDelete(record)}>
            <Typography.Link type="danger">{crudMessages.delete}</Typography.Link>
          </Popconfirm>
        ) : null,
      ].filter(Boolean);
      return links.flatMap((link, i) => (i === 0 ? [link] : [<Divider key={`d${i}`} type="vertical" />, link]));
    },
  }];
}
