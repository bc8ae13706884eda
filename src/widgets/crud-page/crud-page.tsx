import { useState } from 'react';
import { Alert, Button, Card, message as antdMessage, Modal, Table, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { hasRecycleBin, useDictLookup, useListController, type CrudPageSchema, type DataRecord, type PageWidgetProps } from '@/engine';
import { widgetMessages } from '../messages';
import { buildColumns } from './crud-columns';
import { useCrudAllowed } from './crud-permissions';
import { CrudToolbar } from './crud-toolbar';
import { QueryForm } from '../shared/list/query-form';
import { RecordDetail } from './record-detail';
import { RecordFormDialog } from './record-form-dialog';
import { RecycleBinModal } from './recycle-bin-modal';
import { rowActionsColumn } from './row-actions';

export interface CrudPageProps extends PageWidgetProps<CrudPageSchema> {
  /**
   * JeecgBoot's authPre: buttons whose `<authPrefix><key>` rule (key: add, edit, detail, delete, batch_delete,
   * export, import) is configured and not granted to the user are removed.
   */
  authPrefix?: string;
  /** Rows per page (default 10); the benchmark page shows a whole data set on one page. */
  pageSize?: number;
}

const PAGE_SIZE_OPTIONS = ['10', '20', '30'];
/** Rows on one page beyond which the table renders virtually (only what is on screen). */
const VIRTUAL_FROM_ROWS = 100;
const VIRTUAL_HEIGHT = 600;

type Dialog = { kind: 'add' } | { kind: 'edit'; id: string } | { kind: 'detail'; id: string } | { kind: 'recycleBin' } | null;

/**
 * The view of a `crud` page schema: query form, toolbar (新增 / 导出 / 导入 / 回收站 / 批量删除), a paged, sortable,
 * selectable table with 编辑 / 详情 / 删除 per row, and the record forms. All state lives in the engine.
 */
export const CrudPage = observer(function CrudPage({ schema, authPrefix, pageSize }: CrudPageProps) {
  const { store, queryFields, listFields, search, reset, operations } = useListController(schema, { pageSize });
  const dicts = useDictLookup();
  const allowed = useCrudAllowed(schema, authPrefix);
  const [message, messageHolder] = antdMessage.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [dialog, setDialog] = useState<Dialog>(null);

  const columns = [
    ...buildColumns(listFields, dicts, { page: store.page, pageSize: store.pageSize, sort: store.sort }),
    ...rowActionsColumn(allowed, {
      onEdit: (record) => setDialog({ kind: 'edit', id: record.id }),
      onDetail: (record) => setDialog({ kind: 'detail', id: record.id }),
      onDelete: async (record) => {
        const outcome = await operations.deleteOne(record.id);
        void (outcome.ok ? message.success(outcome.message) : message.error(outcome.message));
      },
    }),
  ];
  const scrollX = columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 120), 0);
  const selectable = allowed.batchDelete || allowed.export;
  // Past a screenful, only the visible rows and columns are rendered: a 5,000-row page opens like a 10-row one.
  const virtual = store.rows.length > VIRTUAL_FROM_ROWS;

  const handleChange: TableProps<DataRecord>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      void store.setPage(pagination.current ?? 1, pagination.pageSize ?? store.pageSize);
    } else if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const field = typeof sorter.columnKey === 'string' ? sorter.columnKey : undefined;
      void store.setSort(field && sorter.order ? { field, order: sorter.order === 'ascend' ? 'asc' : 'desc' } : undefined);
    }
  };

  const closeDialog = () => setDialog(null);
  const saved = (text: string) => {
    closeDialog();
    void message.success(text);
    void store.load();
  };

  return (
    <Card variant="borderless" className="crud-page" data-page-code={schema.code}>
      {messageHolder}
      {modalHolder}
      <QueryForm fields={queryFields} loading={store.loading} onSearch={search} onReset={reset} />
      <CrudToolbar store={store} operations={operations} allowed={allowed} message={message} modal={modal}
        onAdd={() => setDialog({ kind: 'add' })} onRecycleBin={hasRecycleBin(schema) ? () => setDialog({ kind: 'recycleBin' }) : undefined} />
      {store.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={widgetMessages.listLoadFailed}
          description={store.error.message}
          action={<Button size="small" onClick={() => void store.load()}>{widgetMessages.retry}</Button>}
        />
      ) : null}
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
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <RecordFormDialog
          key={dialog.kind === 'edit' ? dialog.id : 'add'}
          page={schema}
          mode={dialog.kind}
          id={dialog.kind === 'edit' ? dialog.id : undefined}
          onClose={closeDialog}
          onSaved={saved}
          onError={(text) => void message.error(text)}
        />
      ) : null}
      {dialog?.kind === 'detail' ? <RecordDetail page={schema} id={dialog.id} onClose={closeDialog} /> : null}
      {dialog?.kind === 'recycleBin' ? (
        <RecycleBinModal page={schema} listFields={listFields} dicts={dicts} operations={operations} message={message} modal={modal} onClose={closeDialog} />
      ) : null}
    </Card>
  );
});
