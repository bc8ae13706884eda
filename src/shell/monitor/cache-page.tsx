import { App, Button, Popconfirm, Progress, Table } from 'antd';
import { observer } from 'mobx-react-lite';
import { useServices } from '../services/services-context';
import { MonitorFrame } from './monitor-frame';
import { monitorMessages as m } from './monitor-messages';
import { useMonitor, useMonitorApi } from './use-monitor';
import type { CacheFigures } from './monitor-api';

/** 缓存监控: the dictionary, list-total, schema and permission caches with their hit rates, and 清空 where one applies. */
const CachePage = observer(function CachePage() {
  const polled = useMonitor((api) => api.caches());
  const api = useMonitorApi();
  const { message } = App.useApp();
  const { session } = useServices();
  const canClear = session.access.can('system:monitor:clearCache');
  const c = m.cache;
  const clear = async (key: string) => {
    if (!api) return;
    message.success(await api.clearCache(key));
    polled.reload();
  };
  return (
    <MonitorFrame title={c.title} polled={polled} testId="monitor-cache">
      {(caches) => (
        <Table<CacheFigures>
          size="middle"
          rowKey="key"
          pagination={false}
          dataSource={caches}
          columns={[
            { title: c.name, dataIndex: 'name', width: 160 },
            { title: c.entries, dataIndex: 'entries', width: 90 },
            { title: c.hits, dataIndex: 'hits', width: 90, render: (v: number | null) => v ?? c.notApplicable },
            { title: c.misses, dataIndex: 'misses', width: 90, render: (v: number | null) => v ?? c.notApplicable },
            { title: c.hitRate, dataIndex: 'hitRate', width: 200, render: (v: number | null) => (v === null ? c.notApplicable : <Progress percent={v} size="small" />) },
            { title: c.note, dataIndex: 'note' },
            {
              title: '', key: 'clear', width: 90,
              render: (_, row) => (row.clearable && canClear ? (
                <Popconfirm title={c.confirm(row.name)} onConfirm={() => clear(row.key)}>
                  <Button size="small" danger>{c.clear}</Button>
                </Popconfirm>
              ) : null),
            },
          ]}
        />
      )}
    </MonitorFrame>
  );
});
export default CachePage;
