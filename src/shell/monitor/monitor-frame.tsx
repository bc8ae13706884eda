import type { ReactNode } from 'react';
import { Alert, Button, Card, Select, Space, Spin, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { monitorMessages as m } from './monitor-messages';
import { REFRESH_CHOICES, type Polled } from './use-monitor';

/**
 * A monitoring page's frame: its title, the auto-refresh interval (visible and changeable), 立即刷新 and when the
 * figures were read; the page's content once the first reading arrived.
 */
export function MonitorFrame<T>({ title, polled, children, testId }: { title: string; polled: Polled<T>; children: (data: T) => ReactNode; testId: string }) {
  const { data, error, updatedAt, intervalSeconds, setIntervalSeconds, reload } = polled;
  return (
    <Card
      title={title}
      data-testid={testId}
      extra={(
        <Space>
          <Typography.Text type="secondary">{m.refresh.label}</Typography.Text>
          <Select
            size="small"
            style={{ width: 100 }}
            value={intervalSeconds}
            onChange={setIntervalSeconds}
            aria-label={m.refresh.label}
            options={REFRESH_CHOICES.map((s) => ({ value: s, label: s ? m.refresh.every(s) : m.refresh.off }))}
          />
          <Button size="small" icon={<ReloadOutlined />} onClick={reload}>{m.refresh.now}</Button>
          {updatedAt ? <Typography.Text type="secondary" data-testid="monitor-updated">{m.refresh.updatedAt(updatedAt)}</Typography.Text> : null}
        </Space>
      )}
    >
      {error ? <Alert type="warning" showIcon message={m.refresh.failed} style={{ marginBottom: 12 }} /> : null}
      {data === undefined ? <Spin /> : children(data)}
    </Card>
  );
}
