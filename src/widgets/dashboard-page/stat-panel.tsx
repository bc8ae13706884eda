import { Progress, Statistic, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { drillHref, type DashboardPanel } from '@/engine';
import { dashboardMessages } from './dashboard-messages';
import { useDashboardView } from './dashboard-view-context';
import { PanelFrame } from './panel-frame';
import { usePanelData } from './use-panel-data';

export type StatPanelConfig = Extract<DashboardPanel, { type: 'stat' }>;

const isBlank = (v: unknown) => v === undefined || v === null || v === '';
const asNumber = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) ? Number(v) : undefined);

/**
 * The change against the previous period in percent (one decimal), `undefined` without a previous figure. A rise
 * from nothing is not a percentage and is left out too.
 *
 * @example
 * periodChange(120, 100); // 20
 */
export function periodChange(current: unknown, previous: unknown): number | undefined {
  const now = asNumber(current);
  const before = asNumber(previous);
  if (now === undefined || before === undefined || before === 0) return undefined;
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}

/**
 * How far a figure has come towards its target, in percent (one decimal); `undefined` without a target, or with a
 * target of 0 (a company set none).
 *
 * @example
 * targetRate(1865, 2600); // 71.7
 */
export function targetRate(done: unknown, target: unknown): number | undefined {
  const value = asNumber(done);
  const goal = asNumber(target);
  if (value === undefined || !goal) return undefined;
  return Math.round((value / goal) * 1000) / 10;
}

/**
 * A big number: `field` of the report's first row, with its `suffix`; with `compare`, the change on last period; with
 * `target`, the target and how much of it is done, over a thin bar.
 */
export const StatPanel = observer(function StatPanel({ panel, index }: { panel: StatPanelConfig; index: number }) {
  const data = usePanelData(index);
  const view = useDashboardView();
  const row = data.rows[0];
  const value = row?.[panel.field];
  const numeric = asNumber(value);
  const change = panel.compare ? periodChange(value, row?.[panel.compare]) : undefined;
  const goal = panel.target ? asNumber(row?.[panel.target]) : undefined;
  const rate = panel.target ? targetRate(value, goal) : undefined;
  const href = drillHref(panel.drill);
  return (
    <PanelFrame title={panel.title} className="dashboard-stat" exportable={data} data={{ status: data.status, error: data.error, reload: () => void data.load(), empty: isBlank(value) }}>
      <div
        className={href ? 'dashboard-drillable' : undefined}
        role={href ? 'link' : undefined}
        tabIndex={href ? 0 : undefined}
        aria-label={href ? dashboardMessages.drillHint(panel.title) : undefined}
        onClick={href ? () => view.open(href) : undefined}
        onKeyDown={href ? (e) => { if (e.key === 'Enter') view.open(href); } : undefined}
      >
        <Statistic value={numeric ?? String(value ?? '')} suffix={panel.suffix} groupSeparator="," />
        {change !== undefined ? (
          <Typography.Text className={`dashboard-stat-change ${change >= 0 ? 'is-up' : 'is-down'}`}>
            {panel.compareLabel ?? dashboardMessages.compareLabel} {change >= 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {Math.abs(change)}%
          </Typography.Text>
        ) : null}
        {rate !== undefined && goal !== undefined ? (
          <div className="dashboard-stat-target">
            <Typography.Text className="dashboard-stat-target-text">
              {panel.targetLabel ?? dashboardMessages.targetLabel} {goal.toLocaleString('zh-CN')}{panel.suffix ?? ''} · {dashboardMessages.targetRate(rate)}
            </Typography.Text>
            <Progress percent={Math.min(rate, 100)} showInfo={false} size="small" status={rate >= 100 ? 'success' : 'normal'} />
          </div>
        ) : null}
      </div>
    </PanelFrame>
  );
});
