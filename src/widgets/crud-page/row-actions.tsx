import type { ReactNode } from 'react';
import { Divider, Popconfirm, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  deriveApplies, recordActionApplies, recordReadOnly, type CrudAllowed, type DataRecord, type DeriveAction, type RecordAction, type StateMachine,
} from '@/engine';
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
  /** Actions that call an endpoint with the record's id (发布, 暂停) or open a record panel (阅读情况), where their condition holds. */
  record?: { actions: RecordAction[]; onCall(action: RecordAction, record: DataRecord): Promise<void>; onPanel(action: RecordAction, record: DataRecord): void };
}

/** 编辑 or 删除 of a read-only record: shown switched off, the reason on hover. */
const frozenLink = (key: string, label: string, reason: string) => (
  <Tooltip key={key} title={reason}><Typography.Link disabled>{label}</Typography.Link></Tooltip>
);

function recordActionLink(action: RecordAction, record: DataRecord, handlers: NonNullable<RowActionHandlers['record']>) {
  const key = `record:${action.key}`;
  if (action.kind === 'panel') return <Typography.Link key={key} onClick={() => handlers.onPanel(action, record)}>{action.label}</Typography.Link>;
  if (!action.confirm) return <Typography.Link key={key} onClick={() => void handlers.onCall(action, record)}>{action.label}</Typography.Link>;
  return (
    <Popconfirm key={key} title={action.confirm} onConfirm={() => handlers.onCall(action, record)}>
      <Typography.Link>{action.label}</Typography.Link>
    </Popconfirm>
  );
}

/** A record may change (and be submitted) while it is a draft, rejected or withdrawn; in approval or approved it may not. */
const CHANGEABLE = new Set(['1', '4', '5']);
const stateOf = (record: DataRecord) => String(record.bpmStatus ?? '1');

/**
 * The 操作 column: 编辑 / 详情 / 删除 as allowed; none at all when no action is. On a page with approval, 编辑 and
 * 删除 show only while the record may change, 提交 while it may be submitted, and 审批 once it has an approval.
 */
export function rowActionsColumn(allowed: CrudAllowed, handlers: RowActionHandlers): TableColumnsType<DataRecord> {
  const { approval, derive, extras, record: calls } = handlers;
  const derived = derive?.actions ?? [];
  const own = calls?.actions ?? [];
  if (!allowed.edit && !allowed.detail && !allowed.delete && !approval && !derived.length && !own.length && !extras) return [];
  const count = [allowed.edit, allowed.detail, allowed.delete].filter(Boolean).length + (approval ? 2 : 0) + derived.length * 1.5
    + own.reduce((n, a) => n + Math.max(a.label.length / 2, 1), 0) + (extras?.width ?? 0);
  return [{
    title: crudMessages.actions,
    key: '__actions',
    fixed: 'right',
    align: 'center',
    width: 48 + count * 44,
    render: (_value, record) => {
      const changeable = !approval || CHANGEABLE.has(stateOf(record));
      const settled = Boolean(handlers.states?.locked?.includes(String(record[handlers.states.field] ?? '')));
      const readOnly = recordReadOnly(record);
      const links = [
        allowed.edit && changeable && readOnly ? frozenLink('edit', crudMessages.edit, readOnly) : null,
        allowed.edit && changeable && !readOnly ? <Typography.Link key="edit" onClick={() => handlers.onEdit(record)}>{crudMessages.edit}</Typography.Link> : null,
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
        ...own.filter((action) => recordActionApplies(action, record)).map((action) => recordActionLink(action, record, calls!)),
        extras ? <span key="extras" className="row-extras">{extras.render(record)}</span> : null,
        allowed.delete && changeable && !settled && readOnly ? frozenLink('delete', crudMessages.delete, readOnly) : null,
        allowed.delete && changeable && !settled && !readOnly ? (
          <Popconfirm key="delete" title={crudMessages.confirmDeleteOne} onConfirm={() => handlers.onDelete(record)}>
            <Typography.Link type="danger">{crudMessages.delete}</Typography.Link>
          </Popconfirm>
        ) : null,
      ].filter(Boolean);
      return links.flatMap((link, i) => (i === 0 ? [link] : [<Divider key={`d${i}`} type="vertical" />, link]));
    },
  }];
}
