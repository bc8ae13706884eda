import { Alert, Button, Card, Table, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useDictLookup, useListController, type CrudPageSchema, type DataRecord, type PageWidgetProps } from '@/engine';
import { widgetMessages } from '../messages';
import { buildColumns } from './crud-columns';
import { QueryForm } from './query-form';

export type CrudPageProps = PageWidgetProps<CrudPageSchema>;

const PAGE_SIZE_OPTIONS = ['10', '20', '30'];

/**
 * The view of a `crud` page schema: query form, then a paged, sortable table of the module's rows.
 * All state lives in the engine's list store; this component only renders it.
 */
export const CrudPage = observer(function CrudPage({ schema }: CrudPageProps) {
  const { store, queryFields, listFields, search, reset } = useListController(schema);
  const dicts = useDictLookup();
  const columns = buildColumns(listFields, dicts, { page: store.page, pageSize: store.pageSize, sort: store.sort });
  const scrollX = columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 120), 0);

  const handleChange: TableProps<DataRecord>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      void store.setPage(pagination.current ?? 1, pagination.pageSize ?? store.pageSize);
    } else if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const field = typeof sorter.columnKey === 'string' ? sorter.columnKey : undefined;
      void store.setSort(field && sorter.order ? { field, order: sorter.order === 'ascend' ? 'asc' : 'desc' } : undefined);
    }
  };

  return (
    <Card variant="borderless" className="crud-page" data-page-code={schema.code}>
      <QueryForm fields={queryFields} loading={store.loading} onSearch={search} onReset={reset} />
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
        scroll={{ x: scrollX }}
        onChange={handleChange}
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
    </Card>
  );
});
