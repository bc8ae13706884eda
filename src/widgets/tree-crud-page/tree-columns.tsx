import { Divider, Popconfirm, Typography, type TableColumnsType } from 'antd';
import type { DictLookup, FieldSchema, TreeCrudAllowed, TreeRecord } from '@/engine';
import { alignOf } from '../shared/list/cell-format';
import { cellRenderer } from '../shared/list/cell-render';
import { treeCrudMessages } from './tree-crud-messages';

export interface TreeRowHandlers {
  onEdit(record: TreeRecord): void;
  onAddChild(record: TreeRecord): void;
  onDelete(record: TreeRecord): Promise<void>;
}

/** One column per visible field (no 序号: a position means nothing across levels), text as on the crud page. */
export function treeFieldColumns(fields: FieldSchema[], dicts: DictLookup): TableColumnsType<TreeRecord> {
  return fields.map((field) => ({
    title: field.label,
    dataIndex: field.name,
    key: field.name,
    width: field.list?.width,
    ellipsis: field.list?.ellipsis ? { showTitle: true } : undefined,
    align: alignOf(field),
    render: cellRenderer(field, dicts),
  }));
}

/** The 操作 column: 编辑 / 添加下级 / 删除 as allowed; none at all when no action is. */
export function treeActionsColumn(allowed: TreeCrudAllowed, handlers: TreeRowHandlers): TableColumnsType<TreeRecord> {
  const count = [allowed.edit, allowed.add, allowed.delete].filter(Boolean).length;
  if (count === 0) return [];
  return [{
    title: treeCrudMessages.actions,
    key: '__actions',
    fixed: 'right',
    align: 'center',
    width: 56 + count * 56,
    render: (_value, record) => {
      const links = [
        allowed.edit ? <Typography.Link key="edit" onClick={() => handlers.onEdit(record)}>{treeCrudMessages.edit}</Typography.Link> : null,
        allowed.add ? <Typography.Link key="child" onClick={() => handlers.onAddChild(record)}>{treeCrudMessages.addChild}</Typography.Link> : null,
        allowed.delete ? (
          <Popconfirm key="delete" title={treeCrudMessages.confirmDelete} onConfirm={() => handlers.onDelete(record)}>
            <Typography.Link type="danger">{treeCrudMessages.delete}</Typography.Link>
          </Popconfirm>
        ) : null,
      ].filter(Boolean);
      return links.flatMap((link, i) => (i === 0 ? [link] : [<Divider key={`d${i}`} type="vertical" />, link]));
    },
  }];
}
