import { lazy, Suspense } from 'react';
import { Spin } from 'antd';

// ECharts arrives with the monitoring pages' own chunk, through the dashboards' chart view.
const EChart = lazy(() => import('@/widgets/dashboard-page/echart'));

/** A 0–100 % gauge (CPU, memory, heap), green to red. */
export function Gauge({ title, value, label }: { title: string; value: number; label: string }) {
  const option = {
    series: [{
      type: 'gauge', min: 0, max: 100, progress: { show: true, width: 14 }, axisLine: { lineStyle: { width: 14, color: [[0.6, '#52c41a'], [0.85, '#faad14'], [1, '#f5222d']] } },
      axisTick: { show: false }, splitLine: { length: 10 }, axisLabel: { distance: 18, fontSize: 10 }, pointer: { width: 4 },
      title: { offsetCenter: [0, '78%'], fontSize: 14 }, detail: { valueAnimation: false, formatter: '{value}%', fontSize: 22, offsetCenter: [0, '45%'] },
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
