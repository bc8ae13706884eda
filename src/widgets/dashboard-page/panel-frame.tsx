import type { ReactNode } from 'react';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { dashboardMessages } from './dashboard-messages';
import type { PanelData } from '@/engine';

export interface PanelFrameProps {
  title?: ReactNode;
  /** The panel's own data: loading, failed or empty states are shown here, never above the dashboard. */
  data?: Pick<PanelData, 'status' | 'error'> & { reload(): void; empty: boolean };
  className?: string;
  children?: ReactNode;
}

/** A dashboard panel's card with its own loading skeleton, error (with 重试) and 暂无数据 states. */
export function PanelFrame({ title, data, className, children }: PanelFrameProps) {
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
  return (
    <Card title={title} size="small" className={['dashboard-panel', className].filter(Boolean).join(' ')} style={{ height: '100%' }}>
      {body}
    </Card>
  );
}
