import { Col, Descriptions, Empty, Row, Table, Typography } from 'antd';
import { Gauge, History } from './monitor-charts';
import { MonitorFrame } from './monitor-frame';
import { monitorMessages as m } from './monitor-messages';
import { useMonitor } from './use-monitor';

/** 运行时监控: the Node process — heap, event-loop delay over time, garbage collections, live handles. */
export default function RuntimePage() {
  const polled = useMonitor((api) => api.runtime());
  const times = polled.history.map((h) => h.at);
  const r = m.runtime;
  return (
    <MonitorFrame title={r.title} polled={polled} testId="monitor-runtime">
      {(d) => {
        const heapUsage = d.heapLimitMb ? Math.round((d.heapUsedMb / d.heapLimitMb) * 1000) / 10 : 0;
        return (
          <>
            <Row gutter={16}>
              <Col xs={24} md={8}><Gauge title={r.heap} value={heapUsage} label={`${r.heap} ${heapUsage}%`} /></Col>
              <Col xs={24} md={16}>
                <History
                  label={r.loopChart}
                  unit="ms"
                  times={times}
                  series={[
                    { name: r.mean, values: polled.history.map(({ data: h }) => h.eventLoopDelayMs.mean) },
                    { name: r.p99, values: polled.history.map(({ data: h }) => h.eventLoopDelayMs.p99) },
                  ]}
                />
              </Col>
            </Row>
            <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} style={{ marginTop: 16 }}>
              <Descriptions.Item label={r.heapDetail}>{`${m.mb(d.heapUsedMb)} / ${m.mb(d.heapTotalMb)} / ${m.mb(d.heapLimitMb)}`}</Descriptions.Item>
              <Descriptions.Item label={r.rss}>{m.mb(d.rssMb)}</Descriptions.Item>
              <Descriptions.Item label={r.external}>{m.mb(d.externalMb)}</Descriptions.Item>
              <Descriptions.Item label={r.loop}>{`${r.mean} ${d.eventLoopDelayMs.mean} ms · ${r.p99} ${d.eventLoopDelayMs.p99} ms · ${r.max} ${d.eventLoopDelayMs.max} ms`}</Descriptions.Item>
              <Descriptions.Item label={r.node}>{d.version}</Descriptions.Item>
              <Descriptions.Item label={r.v8}>{d.v8}</Descriptions.Item>
              <Descriptions.Item label={r.pid}>{d.pid}</Descriptions.Item>
              <Descriptions.Item label={r.uptime}>{m.uptime(d.uptimeSeconds)}</Descriptions.Item>
            </Descriptions>
            <Row gutter={16} style={{ marginTop: 16 }}>
              <Col xs={24} md={12}>
                <Typography.Title level={5}>{r.gc}</Typography.Title>
                {d.gc.length ? (
                  <Table size="small" pagination={false} rowKey="kind" dataSource={d.gc}
                    columns={[{ title: r.gcKind, dataIndex: 'kind' }, { title: r.gcCount, dataIndex: 'count' }, { title: r.gcTotal, dataIndex: 'totalMs' }]} />
                ) : <Empty description={r.noGc} />}
              </Col>
              <Col xs={24} md={12}>
                <Typography.Title level={5}>{r.handles}</Typography.Title>
                <Table size="small" pagination={false} rowKey="type" dataSource={d.handles}
                  columns={[{ title: r.handleType, dataIndex: 'type' }, { title: r.handleCount, dataIndex: 'count' }]} />
              </Col>
            </Row>
            <Typography.Title level={5} style={{ marginTop: 16 }}>{r.spaces}</Typography.Title>
            <Table size="small" pagination={false} rowKey="name" dataSource={d.heapSpaces}
              columns={[{ title: r.handleType, dataIndex: 'name' }, { title: m.disk.used, dataIndex: 'usedMb', render: (v: number) => m.mb(v) }, { title: m.disk.total, dataIndex: 'sizeMb', render: (v: number) => m.mb(v) }]} />
          </>
        );
      }}
    </MonitorFrame>
  );
}
