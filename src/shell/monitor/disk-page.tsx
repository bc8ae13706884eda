import { Progress, Table } from 'antd';
import { MonitorFrame } from './monitor-frame';
import { monitorMessages as m } from './monitor-messages';
import { useMonitor } from './use-monitor';
import type { DiskFigures } from './monitor-api';

const status = (usage: number) => (usage >= 90 ? 'exception' : usage >= 75 ? 'normal' : 'success');

/** 磁盘监控: every mounted file system with its usage bar. */
export default function DiskPage() {
  const polled = useMonitor((api) => api.disks(), { interval: 30 });
  const d = m.disk;
  return (
    <MonitorFrame title={d.title} polled={polled} testId="monitor-disk">
      {(disks) => (
        <Table<DiskFigures>
          size="middle"
          rowKey="mount"
          pagination={false}
          dataSource={disks}
          columns={[
            { title: d.mount, dataIndex: 'mount', width: 220 },
            { title: d.type, dataIndex: 'type', width: 110 },
            { title: d.total, dataIndex: 'totalMb', width: 120, render: (v: number) => m.mb(v) },
            { title: d.used, dataIndex: 'usedMb', width: 120, render: (v: number) => m.mb(v) },
            { title: d.free, dataIndex: 'freeMb', width: 120, render: (v: number) => m.mb(v) },
            {
              title: d.usage, dataIndex: 'usage', sorter: (a, b) => a.usage - b.usage,
              render: (v: number) => <Progress percent={v} status={status(v)} format={(p) => `${p}%`} />,
            },
          ]}
        />
      )}
    </MonitorFrame>
  );
}
