import { Col, Descriptions, Row } from 'antd';
import { History, Gauge } from './monitor-charts';
import { MonitorFrame } from './monitor-frame';
import { monitorMessages as m } from './monitor-messages';
import { useMonitor } from './use-monitor';

/** 服务器监控: CPU and memory gauges, the load over the last readings, host and versions. */
export default function ServerPage() {
  const polled = useMonitor((api) => api.server());
  const times = polled.history.map((h) => h.at);
  const s = m.server;
  return (
    <MonitorFrame title={s.title} polled={polled} testId="monitor-server">
      {(d) => (
        <>
          <Row gutter={16}>
            <Col xs={24} md={8}><Gauge title={s.cpu} value={d.cpu.usage} label={`${s.cpu} ${d.cpu.usage}%`} /></Col>
            <Col xs={24} md={8}><Gauge title={s.memory} value={d.memory.usage} label={`${s.memory} ${d.memory.usage}%`} /></Col>
            <Col xs={24} md={8}>
              <History
                label={s.loadChart}
                unit=""
                times={times}
                series={[{ name: s.loadChart, values: polled.history.map(({ data: h }) => h.cpu.loadAverage[0] ?? 0) }]}
              />
            </Col>
          </Row>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} style={{ marginTop: 16 }}>
            <Descriptions.Item label={s.host}>{d.hostname}</Descriptions.Item>
            <Descriptions.Item label={s.os}>{d.os}</Descriptions.Item>
            <Descriptions.Item label={s.arch}>{d.arch}</Descriptions.Item>
            <Descriptions.Item label={s.model}>{d.cpu.model}</Descriptions.Item>
            <Descriptions.Item label={s.cores}>{d.cpu.cores}</Descriptions.Item>
            <Descriptions.Item label={s.load}>{d.cpu.loadAverage.join(' / ')}</Descriptions.Item>
            <Descriptions.Item label={s.memoryDetail}>{`${m.mb(d.memory.usedMb)} / ${m.mb(d.memory.totalMb)}`}</Descriptions.Item>
            <Descriptions.Item label={s.uptime}>{m.uptime(d.uptimeSeconds)}</Descriptions.Item>
            <Descriptions.Item label={s.node}>{d.nodeVersion}</Descriptions.Item>
            <Descriptions.Item label={s.database}>{d.database === 'postgres' ? 'PostgreSQL' : 'PGlite（嵌入式 PostgreSQL）'}</Descriptions.Item>
          </Descriptions>
        </>
      )}
    </MonitorFrame>
  );
}
