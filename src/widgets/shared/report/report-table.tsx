import { Alert, Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { observer } from 'mobx-react-lite';
import { REPORT_PAGE_SIZES, reportDictText, reportRowKey, type OnlineReportStore, type ReportRecord } from '@/engine';

interface ReportTableProps {
  store: OnlineReportStore;
  /** Row selection: radio for one row, checkboxes for many; none for a plain report. */
  selection?: 'radio' | 'checkbox';
  scrollY?: number;
}

/** `${range[0]}-${range[1]} 共${total}条`, JeecgBoot's pagination text. */
export const reportTotalText = (total: number, range: [number, number]) => `${range[0]}-${range[1]} 共${total}条`;

/** The report's paging table: dictionary columns through dictOptions, sorting only where `sorter` is 'true'. */
export const ReportTable = observer(function ReportTable({ store, selection, scrollY }: ReportTableProps) {
  const meta = store.meta;
  const columns: ColumnsType<ReportRecord> = (meta?.columns ?? []).map((col) => ({
    key: col.dataIndex,
    title: col.title,
    dataIndex: col.dataIndex,
    align: col.align ?? 'center',
    sorter: col.sorter === 'true',
    sortOrder: store.sort?.column === col.dataIndex ? (store.sort.order === 'asc' ? 'ascend' : 'descend') : null,
    render: col.customRender ? (value: unknown) => reportDictText(meta?.dictOptions[col.customRender!], value) : undefined,
  }));

  const onChange: TableProps<ReportRecord>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = sorter as SorterResult<ReportRecord>;
      void store.changeSort(s.order ? { column: String(s.field), order: s.order === 'ascend' ? 'asc' : 'desc' } : undefined);
      return;
    }
    if (extra.action === 'paginate') void store.changePage(pagination.current ?? 1, pagination.pageSize ?? store.pageSize);
  };

  return (
    <>
      {store.dataError && <Alert type="error" showIcon message={store.dataError} style={{ marginBottom: 12 }} />}
      <Table<ReportRecord>
        size="middle"
        bordered
        rowKey={reportRowKey}
        columns={columns}
        dataSource={store.records}
        loading={store.dataLoading}
        onChange={onChange}
        scroll={scrollY ? { y: scrollY } : undefined}
        rowSelection={selection ? {
          type: selection,
          fixed: true,
          selectedRowKeys: store.selectedKeys,
          onChange: (keys) => store.setPageSelection(keys.map(String)),
        } : undefined}
        onRow={selection ? (row) => ({ onClick: () => store.toggleRow(row), style: { cursor: 'pointer' } }) : undefined}
        pagination={{
          current: store.pageNo,
          pageSize: store.pageSize,
          total: store.total,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: REPORT_PAGE_SIZES.map(String),
          showTotal: reportTotalText,
        }}
      />
    </>
  );
});
