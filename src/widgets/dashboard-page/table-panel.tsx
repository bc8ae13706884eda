import { Table, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { drillHref, reportDictText, reportRowKey, type DashboardPanel, type ReportRecord } from '@/engine';
import { dashboardMessages } from './dashboard-messages';
import { useDashboardView } from './dashboard-view-context';
import { PanelFrame } from './panel-frame';
import { ScrollRows } from './scroll-rows';
import { usePanelData } from './use-panel-data';

export type TablePanelConfig = Extract<DashboardPanel, { type: 'table' }>;

/**
 * A report's rows in a small paged table (5 a page by default), dictionary columns as text; with `scroll`, the
 * big screen's list that scrolls by itself. With `drill`, a row opens the list filtered by it.
 */
export const TablePanel = observer(function TablePanel({ panel, index }: { panel: TablePanelConfig; index: number }) {
  const data = usePanelData(index);
  const view = useDashboardView();
  const { meta, pageNo, pageSize } = data;
  const cell = (col: NonNullable<typeof meta>['columns'][number], row: ReportRecord) =>
    (col.customRender ? reportDictText(meta?.dictOptions[col.customRender], row[col.dataIndex]) : String(row[col.dataIndex] ?? ''));
  const columns: TableColumnsType<ReportRecord> = (meta?.columns ?? []).map((col) => ({
    key: col.dataIndex,
    title: col.title,
    dataIndex: col.dataIndex,
    align: col.align ?? 'center',
    ellipsis: true,
    render: col.customRender ? (value: unknown) => reportDictText(meta?.dictOptions[col.customRender!], value) : undefined,
  }));
  const open = panel.drill ? (row: ReportRecord) => {
    const href = drillHref(panel.drill, row);
    if (href) view.open(href);
  } : undefined;
  // Turning a page keeps the table on screen (its own spinner) instead of the panel's skeleton.
  const turningPage = data.status === 'loading' && Boolean(meta);
  return (
    <PanelFrame
      title={panel.title}
      className={`dashboard-table${panel.scroll ? ' dashboard-scroll-table' : ''}`}
      exportable={data}
      data={{
        status: turningPage ? 'ready' : data.status, error: data.error, reload: () => void data.load(),
        empty: data.status === 'ready' && data.total === 0,
      }}
    >
      {panel.scroll ? (
        <ScrollRows
          header={(meta?.columns ?? []).map((c) => c.title)}
          rows={data.rows.map((row) => ({ key: reportRowKey(row), cells: (meta?.columns ?? []).map((c) => cell(c, row)), onOpen: open ? () => open(row) : undefined }))}
        />
      ) : (
        <Table<ReportRecord>
          size="small"
          rowKey={reportRowKey}
          columns={columns}
          dataSource={data.rows}
          loading={turningPage}
          onRow={open ? (row) => ({ onClick: () => open(row), className: 'dashboard-drillable' }) : undefined}
          pagination={data.total > pageSize ? {
            current: pageNo, pageSize, total: data.total, size: 'small', showSizeChanger: false, showTotal: dashboardMessages.total,
            onChange: (next) => void data.setPage(next),
          } : false}
        />
      )}
    </PanelFrame>
  );
});
