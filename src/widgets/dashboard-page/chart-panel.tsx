import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { drillHref } from '@/engine';
import { buildChartOption, chartSummary, type ChartPanel as ChartPanelConfig } from './chart-option';
import { useDashboardView } from './dashboard-view-context';
import { PanelFrame } from './panel-frame';
import { usePanelData } from './use-panel-data';

// ECharts arrives with the first chart on screen; a dashboard of numbers and tables never loads it.
const loadChartView = () => import('./echart');
const EChart = lazy(loadChartView);

/**
 * A chart of a report (bar, line, pie, gauge, funnel, radar or the China map): `x` as the categories, one series per
 * `y` column; it fills its grid cell. With `drill`, a click opens the list filtered by the clicked row.
 */
export const ChartPanel = observer(function ChartPanel({ panel, index }: { panel: ChartPanelConfig; index: number }) {
  const data = usePanelData(index);
  const view = useDashboardView();
  const { rows, meta } = data;
  const option = useMemo(() => buildChartOption(panel, rows, meta), [panel, rows, meta]);
  const summary = useMemo(() => chartSummary(panel, rows, meta), [panel, rows, meta]);
  // The chart library downloads beside the report's data rather than after it (a panel draws when both are in).
  useEffect(() => {
    void loadChartView().then((view) => view.preloadChartKind(panel.chart)).catch(() => undefined);
  }, [panel.chart]);
  const pick = panel.drill
    ? ({ dataIndex, name }: { dataIndex: number; name: string }) => {
      // A map's click names a province, which may have no row; the other charts give the row's index.
      const row = panel.chart === 'map' ? rows.find((r) => String(r[panel.x]) === name) : rows[dataIndex];
      const href = drillHref(panel.drill, row);
      if (href) view.open(href);
    }
    : undefined;
  return (
    <PanelFrame title={panel.title} className="dashboard-chart-panel" exportable={data} data={{ status: data.status, error: data.error, reload: () => void data.load(), empty: rows.length === 0 }}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: '100%' }} />}>
        <EChart option={option} height="100%" label={summary} dark={view.dark} map={panel.chart === 'map'} onPick={pick} />
      </Suspense>
    </PanelFrame>
  );
});
