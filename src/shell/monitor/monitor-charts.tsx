import { lazy, Suspense } from 'react';
import { Spin } from 'antd';

// ECharts arrives with the monitoring pages' own chunk, through the dashboards' chart view.
const EChart = lazy(() => import('@/widgets/dashboard-page/echart'));

/** A 0–100 % gauge (CPU, memory, heap), green to red. */
export function Gauge({ title, value, label }: { title: string; value: number; label: string }) {
  const color = value >= 85 ? '#f5222d' : value >= 60 ? '#faad14' : '#52c41a';
  const option = {
    series: [{
      type: 'gauge', min: 0, max: 100, radius: '92%', center: ['50%', '58%'], startAngle: 210, endAngle: -30,
      progress: { show: true, width: 14, itemStyle: { color } }, axisLine: { lineStyle: { width: 14, color: [[1, '#f0f0f0']] } },
      axisTick: { show: false }, splitLine: { length: 8, distance: 4 }, axisLabel: { distance: 16, fontSize: 10 }, pointer: { width: 4, itemStyle: { color } },
      anchor: { show: true, size: 10, itemStyle: { color } },
      title: { offsetCenter: [0, '88%'], fontSize: 14 }, detail: { valueAnimation: false, formatter: '{value}%', fontSize: 22, offsetCenter: [0, '58%'] },
      data: [{ value, name: title }],
    }],
  };
  return <Suspense fallback={<Spin />}><EChart option={option} height={240} label={label} /></Suspense>;
}

/** A small line chart of recent readings, one line per series. */
export function History({ times, series, label, unit }: { times: string[]; series: { name: string; values: number[] }[]; label: string; unit: string }) {
  const option = {
    tooltip: { trigger: 'axis' }, legend: { top: 0 }, grid: { left: 48, right: 16, top: 32, bottom: 24 },
    xAxis: { type: 'category', data: times, boundaryGap: false },
    yAxis: { type: 'value', name: unit, min: 0 },
    series: series.map((s) => ({ name: s.name, type: 'line', smooth: true, showSymbol: false, data: s.values })),
  };
  return <Suspense fallback={<Spin />}><EChart option={option} height={220} label={label} /></Suspense>;
}
