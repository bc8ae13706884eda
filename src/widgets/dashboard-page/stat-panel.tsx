import { Statistic } from 'antd';
import { observer } from 'mobx-react-lite';
import type { DashboardPanel } from '@/engine';
import { PanelFrame } from './panel-frame';
import { usePanelData } from './use-panel-data';

export type StatPanelConfig = Extract<DashboardPanel, { type: 'stat' }>;

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** A big number: `field` of the report's first row, with its `suffix`. */
export const StatPanel = observer(function StatPanel({ panel, index }: { panel: StatPanelConfig; index: number }) {
  const data = usePanelData(index);
  const value = data.rows[0]?.[panel.field];
  const numeric = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
  return (
    <PanelFrame title={panel.title} className="dashboard-stat" data={{ status: data.status, error: data.error, reload: () => void data.load(), empty: isBlank(value) }}>
      <Statistic value={numeric ? Number(value) : String(value ?? '')} suffix={panel.suffix} groupSeparator="," />
    </PanelFrame>
  );
});
