import type { ReactNode } from 'react';
import { Alert, Button, Card, Empty, Skeleton, Tooltip } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { dashboardMessages } from './dashboard-messages';
import type { PanelData } from '@/engine';
import { exportPanelExcel } from './panel-export';

export interface PanelFrameProps {
  title?: ReactNode;
  /** The panel's own data: loading, failed or empty states are shown here, never above the dashboard. */
  data?: Pick<PanelData, 'status' | 'error'> & { reload(): void; empty: boolean };
  /** The rows behind the panel, offered as 导出 Excel once they are on screen. */
  exportable?: Pick<PanelData, 'meta' | 'rows'>;
  className?: string;
  children?: ReactNode;
}

/** A dashboard panel's card (filling its grid cell) with its own loading skeleton, error (with 重试) and 暂无数据 states. */
export function PanelFrame({ title, data, exportable, className, children }: PanelFrameProps) {
  let body = children;
  if (data?.status === 'loading') body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (data?.status === 'error') {
    body = (
      <Alert
        type="error"
        showIcon
        message={dashboardMessages.loadFailed}
        description={data.error}
        action={<Button size="small" onClick={data.reload}>{dashboardMessages.retry}</Button>}
      />
    );
  } else if (data?.empty) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={dashboardMessages.empty} />;
  const canExport = exportable && data?.status === 'ready' && !data.empty && typeof title === 'string';
  const extra = canExport ? (
    <Tooltip title={dashboardMessages.exportExcel}>
      <Button
        type="text"
        size="small"
        className="dashboard-panel-export"
        aria-label={`${dashboardMessages.exportExcel}：${title}`}
        icon={<FileExcelOutlined />}
        onClick={() => void exportPanelExcel(title, exportable.meta, exportable.rows)}
      />
    </Tooltip>
  ) : null;
  return (
    <Card title={title} extra={extra} size="small" className={['dashboard-panel', className].filter(Boolean).join(' ')}>
      {body}
    </Card>
  );
}
