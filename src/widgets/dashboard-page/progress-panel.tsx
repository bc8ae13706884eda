import { Progress } from 'antd';
import { observer } from 'mobx-react-lite';
import { drillHref, type DashboardPanel } from '@/engine';
import { dashboardMessages } from './dashboard-messages';
import { useDashboardView } from './dashboard-view-context';
import { PanelFrame } from './panel-frame';
import { usePanelData } from './use-panel-data';

export type ProgressPanelConfig = Extract<DashboardPanel, { type: 'progress' }>;

const asNumber = (v: unknown) => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));

/**
 * The ring's percent: done over target (one decimal), or the value itself when there is no target column;
 * `undefined` when there is nothing to show (no value, or a target of 0).
 *
 * @example
 * ringPercent(3200, 4000); // 80
 */
export function ringPercent(done: unknown, target?: unknown, hasTarget = target !== undefined): number | undefined {
  const value = asNumber(done);
  if (value === undefined) return undefined;
  if (!hasTarget) return Math.round(value * 10) / 10;
  const goal = asNumber(target);
  if (!goal) return undefined;
  return Math.round((value / goal) * 1000) / 10;
}

/** A progress ring: the first row's `field` against its `target` (or a percentage itself), with both figures below. */
export const ProgressPanel = observer(function ProgressPanel({ panel, index }: { panel: ProgressPanelConfig; index: number }) {
  const data = usePanelData(index);
  const view = useDashboardView();
  const row = data.rows[0];
  const percent = ringPercent(row?.[panel.field], panel.target ? row?.[panel.target] : undefined, Boolean(panel.target));
  const href = drillHref(panel.drill);
  const figure = (v: unknown) => `${Number(v ?? 0).toLocaleString('zh-CN')}${panel.suffix ?? ''}`;
  return (
    <PanelFrame title={panel.title} className="dashboard-progress" exportable={data} data={{ status: data.status, error: data.error, reload: () => void data.load(), empty: percent === undefined }}>
      <div className={`dashboard-progress-body${href ? ' dashboard-drillable' : ''}`} onClick={href ? () => view.open(href) : undefined}>
        <Progress type="dashboard" percent={percent} format={(p) => `${p ?? 0}%`} size={120} strokeWidth={10} status={percent !== undefined && percent >= 100 ? 'success' : 'normal'} />
        {panel.target ? (
          <div className="dashboard-progress-figures">
            <span>{dashboardMessages.done(figure(row?.[panel.field]))}</span>
            <span>{dashboardMessages.target(figure(row?.[panel.target]))}</span>
          </div>
        ) : null}
      </div>
    </PanelFrame>
  );
});
