import { observer } from 'mobx-react-lite';
import { drillHref, type DashboardPanel } from '@/engine';
import { useDashboardView } from './dashboard-view-context';
import { PanelFrame } from './panel-frame';
import { usePanelData } from './use-panel-data';

export type RankingPanelConfig = Extract<DashboardPanel, { type: 'ranking' }>;

const numberOf = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);

/** A ranking: the report's rows in its order (its first `limit`), each with its value and a bar against the first. */
export const RankingPanel = observer(function RankingPanel({ panel, index }: { panel: RankingPanelConfig; index: number }) {
  const data = usePanelData(index);
  const view = useDashboardView();
  const rows = data.rows.slice(0, panel.limit ?? data.rows.length);
  const top = Math.max(0, ...rows.map((row) => numberOf(row[panel.value])));
  return (
    <PanelFrame title={panel.title} className="dashboard-ranking" exportable={data} data={{ status: data.status, error: data.error, reload: () => void data.load(), empty: rows.length === 0 }}>
      <ol className="dashboard-ranking-list">
        {rows.map((row, i) => {
          const value = numberOf(row[panel.value]);
          const href = drillHref(panel.drill, row);
          const label = String(row[panel.label] ?? '');
          return (
            <li key={`${label}-${i}`} className={href ? 'dashboard-drillable' : undefined} onClick={href ? () => view.open(href) : undefined}>
              <span className={`dashboard-ranking-no${i < 3 ? ' is-top' : ''}`}>{i + 1}</span>
              <span className="dashboard-ranking-label" title={label}>{label}</span>
              <span className="dashboard-ranking-bar"><span style={{ width: `${top ? (value / top) * 100 : 0}%` }} /></span>
              <span className="dashboard-ranking-value">{value.toLocaleString('zh-CN')}{panel.suffix ?? ''}</span>
            </li>
          );
        })}
      </ol>
    </PanelFrame>
  );
});
