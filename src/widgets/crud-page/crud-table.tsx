import { useMemo, useState } from 'react';
import { Table, type TableProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { observer } from 'mobx-react-lite';
import {
  deriveActions, recordActions, stateMachineOf, useAccessControl, useDataProvider, useDictLookup, useFlowClient, usePageControllerContext,
  type DataRecord, type DeriveAction, type RecordAction,
} from '@/engine';
import { recordPanelMessages } from '../record-panels/record-panel-messages';
import type { ApprovalTarget } from '../approval/approval-panel';
import { widgetMessages } from '../messages';
import { ListSummary } from '../shared/list/list-summary';
import { buildColumns } from './crud-columns';
import { rowActionsColumn } from './row-actions';
import { rowExtrasOf } from './row-extras';
import { lazyWidget } from '../shared/lazy-widget';

// A row's panel and the approval drawer load with the first panel opened, and on pages that have an approval.
const RecordPanelDrawer = lazyWidget(() => import('../record-panels/record-panel-drawer').then((m) => m.RecordPanelDrawer));
const ApprovalDrawer = lazyWidget(() => import('../approval/approval-drawer').then((m) => m.ApprovalDrawer));

const PAGE_SIZE_OPTIONS = ['10', '20', '30'];
/** Rows on one page beyond which the table renders virtually (only what is on screen). */
const VIRTUAL_FROM_ROWS = 100;
const VIRTUAL_HEIGHT = 600;

/**
 * The list of a crud page: a paged, sortable, selectable table with 编辑 / 详情 / 删除 per row, and 合计 / 平均
 * (this page) and 全部合计 / 全部平均 (every matching row) under it for fields with `list.statistics`.
 */
export const CrudTable = observer(function CrudTable({ message, onDerive }: {
  message: MessageInstance;
  /** Opens the target page's add form for a derive action (中标 → 生成合同). */
  onDerive?(action: DeriveAction, record: DataRecord): void;
}) {
  const { store, listFields, operations, allowed, schema } = usePageControllerContext('crud');
  const access = useAccessControl();
  const derivable = useMemo(() => deriveActions(schema, access), [schema, access]);
  const callable = useMemo(() => recordActions(schema, access), [schema, access]);
  const provider = useDataProvider();
  const [panel, setPanel] = useState<{ action: RecordAction; record: DataRecord } | null>(null);
  const dicts = useDictLookup();
  const flows = useFlowClient();
  const [approval, setApproval] = useState<ApprovalTarget | null>(null);
  const extras = rowExtrasOf(schema.code);
  const Extras = extras?.component;
  const actions = rowActionsColumn(allowed, {
    states: stateMachineOf(schema),
    extras: extras && Extras ? { width: extras.width, render: (record) => <Extras record={record} reload={() => void store.load()} /> } : undefined,
    approval: schema.approval ? {
      onSubmit: async (record) => {
        try {
          void message.success(await flows.start(schema.code, record.id));
        } finally {
          await store.load();
        }
      },
      onOpen: (record) => setApproval({ pageCode: schema.code, businessId: record.id }),
    } : undefined,
    derive: onDerive && derivable.length ? { actions: derivable, onDerive } : undefined,
    record: callable.length ? {
      actions: callable,
      onCall: async (action, record) => {
        if (action.kind !== 'call') return;
        try {
          const answer = await provider.custom({ url: action.url, method: 'get', query: { id: record.id } });
          void message.success(answer.message || recordPanelMessages.done);
        } catch (error) {
          void message.error((error as Error).message);
        } finally {
          await store.load();
        }
      },
      onPanel: (action, record) => setPanel({ action, record }),
    } : undefined,
    onEdit: (record) => store.openDialog({ mode: 'edit', id: record.id }),
    onDetail: (record) => store.openDialog({ mode: 'detail', id: record.id }),
    onDelete: async (record) => {
      const outcome = await operations.deleteOne(record.id);
      void (outcome.ok ? message.success(outcome.message) : message.error(outcome.message));
    },
  });
  const columns = [...buildColumns(listFields, dicts, { page: store.page, pageSize: store.pageSize, sort: store.sort }, stateMachineOf(schema)), ...actions];
  const scrollX = columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 120), 0);
  const selectable = allowed.batchDelete || allowed.export;
  // Past a screenful, only the visible rows and columns are rendered: a 5,000-row page opens like a 10-row one.
  const virtual = store.rows.length > VIRTUAL_FROM_ROWS;
  const pageStatistics = store.pageStatistics;
  const allStatistics = store.statistics;

  const handleChange: TableProps<DataRecord>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      void store.setPage(pagination.current ?? 1, pagination.pageSize ?? store.pageSize);
    } else if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const field = typeof sorter.columnKey === 'string' ? sorter.columnKey : undefined;
      void store.setSort(field && sorter.order ? { field, order: sorter.order === 'ascend' ? 'asc' : 'desc' } : undefined);
    }
  };

  return (
    <>
    <Table<DataRecord>
      rowKey="id"
      bordered
      size="middle"
      columns={columns}
      dataSource={store.rows}
      loading={store.loading}
      scroll={virtual ? { x: scrollX, y: VIRTUAL_HEIGHT } : { x: scrollX }}
      virtual={virtual}
      onChange={handleChange}
      rowSelection={selectable ? {
        selectedRowKeys: store.selectedIds,
        preserveSelectedRowKeys: true,
        onChange: (keys) => store.setSelection(keys.map(String)),
      } : undefined}
      summary={store.rows.length ? () => (
        <ListSummary
          fields={listFields}
          leadingColumns={selectable ? 2 : 1}
          trailingColumns={actions.length}
          page={pageStatistics}
          all={allStatistics}
        />
      ) : undefined}
      pagination={{
        current: store.page,
        pageSize: store.pageSize,
        total: store.total,
        pageSizeOptions: PAGE_SIZE_OPTIONS,
        showSizeChanger: true,
        showQuickJumper: true,
        showTotal: widgetMessages.total,
      }}
    />
    {panel?.action.kind === 'panel' ? (
      <RecordPanelDrawer name={panel.action.panel} title={`${panel.action.label}`} width={panel.action.width} record={panel.record}
        onClose={() => setPanel(null)} onChanged={() => void store.load()} />
    ) : null}
    {schema.approval ? <ApprovalDrawer target={approval} onClose={() => setApproval(null)} onChanged={() => void store.load()} /> : null}
    </>
  );
});
