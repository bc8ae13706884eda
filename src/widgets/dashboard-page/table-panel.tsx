import { Table, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { reportDictText, reportRowKey, type DashboardPanel, type ReportRecord } from '@/engine';
import { dashboardMessages } from './dashboard-messages';
import { PanelFrame } from './panel-frame';
import { usePanelData } from './use-panel-data';

export type TablePanelConfig = Extract<DashboardPanel, { type: 'table' }>;

/** A report's rows in a small paged table (5 a page by default), dictionary columns as text. */
export const TablePanel = observer(function TablePanel({ panel, index }: { panel: TablePanelConfig; index: number }) {
  const data = usePanelData(index);
  const { meta, pageNo, pageSize } = data;
  const columns: TableColumnsType<ReportRecord> = (meta?.columns ?? []).map((col) => ({
    key: col.dataIndex,
    title: col.title,
    dataIndex: col.dataIndex,
    align: col.align ?? 'center',
    ellipsis: true,
    render: col.customRender ? (value: unknown) => reportDictText(meta?.dictOptions[col.customRender!], value) : undefined,
  }));
  // Turning a page keeps the table on screen (its own spinner) instead of the panel's skeleton.
  const turningPage = data.status === 'loading' && Boolean(meta);
  return (
    <PanelFrame
      title={panel.title}
      className="dashboard-table"
      data={{
        status: turningPage ? 'ready' : data.status, error: data.error, reload: () => void data.load(),
        empty: data.status === 'ready' && data.total === 0,
      }}
    >
      <Table<ReportRecord>
        size="small"
        rowKey={reportRowKey}
        columns={columns}
        dataSource={data.rows}
        loading={turningPage}
        pagination={data.total > pageSize ? {
          current: pageNo, pageSize, total: data.total, size: 'small', showSizeChanger: false, showTotal: dashboardMessages.total,
          onChange: (next) => void data.setPage(next),
        } : false}
      />
    </PanelFrame>
  );
});
