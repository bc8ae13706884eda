import { lazy, Suspense, useMemo } from 'react';
import { Skeleton } from 'antd';
import { buildChartOption, type ChartPanel as ChartPanelConfig } from './chart-option';
import { PanelFrame } from './panel-frame';
import { useReportRows } from './use-report-rows';

// ECharts arrives with the first chart on screen; a dashboard of numbers and tables never loads it.
const EChart = lazy(() => import('./echart'));

/** Rows a chart reads at most: more categories than this make no readable chart. */
export const CHART_ROW_LIMIT = 500;
const DEFAULT_HEIGHT = 300;

/** A bar, line or pie chart of a report: `x` as the categories, one series per `y` column. */
export function ChartPanel({ panel }: { panel: ChartPanelConfig }) {
  const data = useReportRows(panel.report, 1, CHART_ROW_LIMIT);
  const option = useMemo(() => buildChartOption(panel, data.rows, data.meta), [panel, data.rows, data.meta]);
  const height = panel.height ?? DEFAULT_HEIGHT;
  return (
    <PanelFrame title={panel.title} className="dashboard-chart-panel" data={{ ...data, empty: data.rows.length === 0 }}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
        <EChart option={option} height={height} label={panel.title} />
      </Suspense>
    </PanelFrame>
  );
}
