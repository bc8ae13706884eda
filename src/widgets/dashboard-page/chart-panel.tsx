import { lazy, Suspense, useMemo } from 'react';
import { Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { buildChartOption, chartSummary, type ChartPanel as ChartPanelConfig } from './chart-option';
import { PanelFrame } from './panel-frame';
import { usePanelData } from './use-panel-data';

// ECharts arrives with the first chart on screen; a dashboard of numbers and tables never loads it.
const EChart = lazy(() => import('./echart'));

const DEFAULT_HEIGHT = 300;

/** A bar, line or pie chart of a report: `x` as the categories, one series per `y` column. */
export const ChartPanel = observer(function ChartPanel({ panel, index }: { panel: ChartPanelConfig; index: number }) {
  const data = usePanelData(index);
  const { rows, meta } = data;
  const option = useMemo(() => buildChartOption(panel, rows, meta), [panel, rows, meta]);
  const summary = useMemo(() => chartSummary(panel, rows, meta), [panel, rows, meta]);
  const height = panel.height ?? DEFAULT_HEIGHT;
  return (
    <PanelFrame title={panel.title} className="dashboard-chart-panel" data={{ status: data.status, error: data.error, reload: () => void data.load(), empty: rows.length === 0 }}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
        <EChart option={option} height={height} label={summary} />
      </Suspense>
    </PanelFrame>
  );
});
