import { useState } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { reportDictText, reportRowKey, type DashboardPanel, type ReportRecord } from '@/engine';
import { dashboardMessages } from './dashboard-messages';
import { PanelFrame } from './panel-frame';
import { useReportRows } from './use-report-rows';

export type TablePanelConfig = Extract<DashboardPanel, { type: 'table' }>;

const DEFAULT_PAGE_SIZE = 5;

/** A report's rows in a small paged table (5 a page by default), dictionary columns as text. */
export function TablePanel({ panel }: { panel: TablePanelConfig }) {
  const pageSize = panel.pageSize ?? DEFAULT_PAGE_SIZE;
  const [pageNo, setPageNo] = useState(1);
  const data = useReportRows(panel.report, pageNo, pageSize);
  const meta = data.meta;
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
      data={{ ...data, status: turningPage ? 'ready' : data.status, empty: data.status === 'ready' && data.total === 0 }}
    >
      <Table<ReportRecord>
        size="small"
        rowKey={reportRowKey}
        columns={columns}
        dataSource={data.rows}
        loading={turningPage}
        pagination={data.total > pageSize ? {
          current: pageNo, pageSize, total: data.total, size: 'small', showSizeChanger: false, showTotal: dashboardMessages.total,
          onChange: setPageNo,
        } : false}
      />
    </PanelFrame>
  );
}
