import { useState } from 'react';
import { Input, Select, Space, Table, Tag, Typography } from 'antd';
import { MonitorFrame } from './monitor-frame';
import { monitorMessages as m } from './monitor-messages';
import { useMonitor } from './use-monitor';
import type { TraceEntry } from './monitor-api';

type StatusFilter = 'all' | 'ok' | '4xx' | '5xx';

const statusColor = (s: number) => (s >= 500 ? 'red' : s >= 400 ? 'orange' : 'green');
const matchesStatus = (s: number, f: StatusFilter) => f === 'all' || (f === 'ok' ? s < 400 : f === '4xx' ? s >= 400 && s < 500 : s >= 500);

/**
 * 请求追踪: the process's latest requests (method, path, status, time taken, who), filtered by method, status and
 * path and sorted by any column. The server keeps only harmless headers: no token, no cookie.
 */
export default function HttpTracePage() {
  const polled = useMonitor((api) => api.trace(), { interval: 10 });
  const [method, setMethod] = useState<string>('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [path, setPath] = useState('');
  const t = m.trace;
  return (
    <MonitorFrame title={t.title} polled={polled} testId="monitor-trace">
      {(entries) => {
        const shown = entries.filter((e) => (!method || e.method === method) && matchesStatus(e.status, status) && e.path.includes(path.trim()));
        return (
          <>
            <Space wrap style={{ marginBottom: 12 }}>
              <Select style={{ width: 130 }} value={method} onChange={setMethod} aria-label={t.method}
                options={[{ value: '', label: t.allMethods }, ...['GET', 'POST', 'PUT', 'DELETE'].map((v) => ({ value: v, label: v }))]} />
              <Select<StatusFilter> style={{ width: 170 }} value={status} onChange={setStatus} aria-label={t.status}
                options={[{ value: 'all', label: t.allStatus }, { value: 'ok', label: t.ok }, { value: '4xx', label: t.clientError }, { value: '5xx', label: t.serverError }]} />
              <Input.Search allowClear placeholder={t.search} style={{ width: 280 }} onSearch={setPath} onChange={(e) => !e.target.value && setPath('')} />
              <Typography.Text type="secondary">{t.count(shown.length, entries.length)}</Typography.Text>
            </Space>
            <Table<TraceEntry>
              size="small"
              rowKey={(e) => `${e.at}-${e.method}-${e.path}-${e.timeMs}`}
              dataSource={shown}
              pagination={{ pageSize: 20, showSizeChanger: false }}
              expandable={{
                expandedRowRender: (e) => (
                  <div>
                    <Typography.Text strong>{t.headers}</Typography.Text>
                    {Object.entries(e.headers).map(([k, v]) => <div key={k}><Typography.Text code>{k}</Typography.Text> {v}</div>)}
                  </div>
                ),
              }}
              columns={[
                { title: t.at, dataIndex: 'at', width: 170, sorter: (a, b) => a.at.localeCompare(b.at), defaultSortOrder: 'descend' },
                { title: t.method, dataIndex: 'method', width: 90, sorter: (a, b) => a.method.localeCompare(b.method) },
                { title: t.path, dataIndex: 'path', ellipsis: true, sorter: (a, b) => a.path.localeCompare(b.path) },
                { title: t.status, dataIndex: 'status', width: 100, sorter: (a, b) => a.status - b.status, render: (s: number) => <Tag color={statusColor(s)}>{s}</Tag> },
                { title: t.time, dataIndex: 'timeMs', width: 120, sorter: (a, b) => a.timeMs - b.timeMs },
                { title: t.user, dataIndex: 'username', width: 110, render: (u: string | null) => u ?? '—' },
                { title: t.ip, dataIndex: 'ip', width: 130 },
              ]}
            />
          </>
        );
      }}
    </MonitorFrame>
  );
}
