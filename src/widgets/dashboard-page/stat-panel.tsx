import { Statistic } from 'antd';
import type { DashboardPanel } from '@/engine';
import { PanelFrame } from './panel-frame';
import { useReportRows } from './use-report-rows';

export type StatPanelConfig = Extract<DashboardPanel, { type: 'stat' }>;

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** A big number: `field` of the report's first row, with its `suffix`. */
export function StatPanel({ panel }: { panel: StatPanelConfig }) {
  const data = useReportRows(panel.report, 1, 1);
  const value = data.rows[0]?.[panel.field];
  const numeric = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
  return (
    <PanelFrame title={panel.title} className="dashboard-stat" data={{ ...data, empty: isBlank(value) }}>
      <Statistic value={numeric ? Number(value) : String(value ?? '')} suffix={panel.suffix} groupSeparator="," />
    </PanelFrame>
  );
}
