import type { ReactNode } from 'react';
import { Divider, Popconfirm, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { deriveApplies, type CrudAllowed, type DataRecord, type DeriveAction, type StateMachine } from '@/engine';
import { crudMessages } from './crud-messages';

export interface RowActionHandlers {
  onEdit(record: DataRecord): void;
  onDetail(record: DataRecord): void;
  onDelete(record: DataRecord): Promise<void>;
  /** Pages with approval: 提交 (a draft, rejected or withdrawn record) and 审批 (its approval). */
  approval?: { onSubmit(record: DataRecord): Promise<void>; onOpen(record: DataRecord): void };
  /** Actions that make a record of another page from this one (中标 → 生成合同), shown where their condition holds. */
  derive?: { actions: DeriveAction[]; onDerive(action: DeriveAction, record: DataRecord): void };
  /** The page's state machine: a record in a locked state (已签发) is not deleted. */
  states?: StateMachine;
  /** A platform page's own row links (授权, 冻结 …), after the standard ones, and their width in links. */
  extras?: { render(record: DataRecord): ReactNode; width: number };
}

/** A record may change (and be submitted) while it is a draft, rejected or withdrawn; in approval or approved it may not. */
const CHANGEABLE = new Set(['1', '4', '5']);
const stateOf = (record: DataRecord) => String(record.bpmStatus ?? '1');

/**
 * The 操作 column: 编辑 / 详情 / 删除 as allowed; none at all when no action is. On a page with approval, 编辑 and
 * 删除 show only while the record may change, 提交 while it may be submitted, and 审批 once it has an approval.
 */
export function rowActionsColumn(allowed: CrudAllowed, handlers: RowActionHandlers): TableColumnsType<DataRecord> {
  const { approval, derive, extras } = handlers;
  const derived = derive?.actions ?? [];
  if (!allowed.edit && !allowed.detail && !allowed.delete && !approval && !derived.length && !extras) return [];
  const count = [allowed.edit, allowed.detail, allowed.delete].filter(Boolean).length + (approval ? 2 : 0) + derived.length * 1.5 + (extras?.width ?? 0);
  return [{
    title: crudMessages.actions,
    key: '__actions',
    fixed: 'right',
    align: 'center',
    width: 48 + count * 44,
    render: (_value, record) => {
      const changeable = !approval || CHANGEABLE.has(stateOf(record));
      const settled = Boolean(handlers.states?.locked?.includes(String(record[handlers.states.field] ?? '')));
      const links = [
        allowed.edit && changeable ? <Typography.Link key="edit" onClick={() => handlers.onEdit(record)}>{crudMessages.edit}</Typography.Link> : null,
        allowed.detail ? <Typography.Link key="detail" onClick={() => handlers.onDetail(record)}>{crudMessages.detail}</Typography.Link> : null,
        approval && changeable ? (
          <Popconfirm key="submit" title={crudMessages.confirmSubmit} onConfirm={() => approval.onSubmit(record)}>
            <Typography.Link>{crudMessages.submit}</Typography.Link>
          </Popconfirm>
        ) : null,
        approval && stateOf(record) !== '1' ? <Typography.Link key="approval" onClick={() => approval.onOpen(record)}>{crudMessages.approval}</Typography.Link> : null,
        ...derived.filter((action) => deriveApplies(action, record)).map((action) => (
          <Typography.Link key={`derive:${action.key}`} onClick={() => derive!.onDerive(action, record)}>{action.label}</Typography.Link>
        )),
        extras ? <span key="extras" className="row-extras">{extras.render(record)}</span> : null,
        allowed.delete && changeable && !settled ? (
          <Popconfirm key="delete" title={crudMessages.confirmDeleteOne} onConfirm={() => handlers.onDelete(record)}>
            <Typography.Link type="danger">{crudMessages.delete}</Typography.Link>
          </Popconfirm>
        ) : null,
      ].filter(Boolean);
      return links.flatMap((link, i) => (i === 0 ? [link] : [<Divider key={`d${i}`} type="vertical" />, link]));
    },
  }];
}
