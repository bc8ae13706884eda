import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { UnknownNode, useWidgetRegistry, type DashboardPanel } from '@/engine';
import { PanelFrame } from './panel-frame';
import { usePanelData } from './use-panel-data';

export type WidgetPanelConfig = Extract<DashboardPanel, { type: 'widget' }>;

/**
 * Any registered widget by name with the panel's `props` (a report, a dictionary select...). With `report`, the
 * dashboard reads it like any panel (the company in view, the timed refresh) and the widget gets `rows` and `meta`,
 * inside the panel's loading, empty and error states.
 */
export function WidgetPanel({ panel, index, path }: { panel: WidgetPanelConfig; index: number; path: string }) {
  const entry = useWidgetRegistry().get(panel.widget);
  if (!entry) return <PanelFrame title={panel.title}><UnknownNode type={panel.widget} path={`${path}/widget`} /></PanelFrame>;
  if (panel.report) return <ReportWidgetPanel panel={panel} index={index} />;
  const Widget = entry.component;
  const content = (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <Widget {...entry.defaults} {...panel.props} />
    </Suspense>
  );
  // Untitled: the widget brings its own frame (an online report is a card already).
  return panel.title ? <PanelFrame title={panel.title} className="dashboard-widget">{content}</PanelFrame> : content;
}

const ReportWidgetPanel = observer(function ReportWidgetPanel({ panel, index }: { panel: WidgetPanelConfig; index: number }) {
  const entry = useWidgetRegistry().get(panel.widget)!;
  const data = usePanelData(index);
  const Widget = entry.component;
  return (
    <PanelFrame
      title={panel.title}
      className="dashboard-widget"
      exportable={data}
      data={{ status: data.status, error: data.error, reload: () => void data.load(), empty: data.rows.length === 0 }}
    >
      <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
        <Widget {...entry.defaults} {...panel.props} rows={data.rows} meta={data.meta} />
      </Suspense>
    </PanelFrame>
  );
});
