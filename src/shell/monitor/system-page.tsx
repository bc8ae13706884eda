import { Descriptions, Table, Typography } from 'antd';
import { MonitorFrame } from './monitor-frame';
import { monitorMessages as m } from './monitor-messages';
import { useMonitor } from './use-monitor';

/** 系统信息: the database (size, version, connections, tables and the largest of them) and the platform's versions. */
export default function SystemPage() {
  const polled = useMonitor((api) => api.system(), { interval: 30 });
  const s = m.system;
  return (
    <MonitorFrame title={s.title} polled={polled} testId="monitor-system">
      {(d) => (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
            <Descriptions.Item label={s.kind}>{d.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite（嵌入式 PostgreSQL）'}</Descriptions.Item>
            <Descriptions.Item label={s.name}>{`${d.database.name} · ${d.database.schema}`}</Descriptions.Item>
            <Descriptions.Item label={s.size}>{m.mb(d.database.sizeMb)}</Descriptions.Item>
            <Descriptions.Item label={s.connections}>{d.database.connections}</Descriptions.Item>
            <Descriptions.Item label={s.tables}>{d.database.tables}</Descriptions.Item>
            <Descriptions.Item label={s.sockets}>{`${d.sockets.notice} / ${d.sockets.vxe}`}</Descriptions.Item>
            <Descriptions.Item label={s.version} span={3}>{d.database.version}</Descriptions.Item>
            <Descriptions.Item label={s.node}>{d.versions.node}</Descriptions.Item>
            <Descriptions.Item label={s.v8}>{d.versions.v8}</Descriptions.Item>
            <Descriptions.Item label={s.os}>{d.versions.os}</Descriptions.Item>
            <Descriptions.Item label={s.pages}>{d.pages}</Descriptions.Item>
            {d.versions.app ? <Descriptions.Item label={s.app}>{d.versions.app}</Descriptions.Item> : null}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>{s.largest}</Typography.Title>
          <Table
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={d.largestTables}
            columns={[
              { title: s.table, dataIndex: 'name' },
              { title: s.module, dataIndex: 'title', render: (v: string | null) => v ?? '—' },
              { title: s.rows, dataIndex: 'rows', width: 140, sorter: (a, b) => a.rows - b.rows },
              { title: s.tableSize, dataIndex: 'sizeMb', width: 140, render: (v: number) => m.mb(v), sorter: (a, b) => a.sizeMb - b.sizeMb },
            ]}
          />
        </>
      )}
    </MonitorFrame>
  );
}
