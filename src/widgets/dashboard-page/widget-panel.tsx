import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { UnknownNode, useWidgetRegistry, type DashboardPanel } from '@/engine';
import { PanelFrame } from './panel-frame';

export type WidgetPanelConfig = Extract<DashboardPanel, { type: 'widget' }>;

/** Any registered widget by name with the panel's `props` (a report, a dictionary select...). */
export function WidgetPanel({ panel, path }: { panel: WidgetPanelConfig; path: string }) {
  const entry = useWidgetRegistry().get(panel.widget);
  if (!entry) return <PanelFrame title={panel.title}><UnknownNode type={panel.widget} path={`${path}/widget`} /></PanelFrame>;
  const Widget = entry.component;
  const content = (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <Widget {...entry.defaults} {...panel.props} />
    </Suspense>
  );
  // Untitled: the widget brings its own frame (an online report is a card already).
  return panel.title ? <PanelFrame title={panel.title} className="dashboard-widget">{content}</PanelFrame> : content;
}
