import { Col, Row, Typography } from 'antd';
import type { DashboardPageSchema, DashboardPanel } from '@/engine';
import { ChartPanel } from './chart-panel';
import { PanelErrorBoundary } from './panel-error-boundary';
import { StatPanel } from './stat-panel';
import { TablePanel } from './table-panel';
import { WidgetPanel } from './widget-panel';

export interface DashboardPageProps {
  schema: DashboardPageSchema;
}

const DEFAULT_SPAN = 12;

function Panel({ panel, path }: { panel: DashboardPanel; path: string }) {
  switch (panel.type) {
    case 'stat':
      return <StatPanel panel={panel} />;
    case 'chart':
      return <ChartPanel panel={panel} />;
    case 'table':
      return <TablePanel panel={panel} />;
    case 'widget':
      return <WidgetPanel panel={panel} path={path} />;
  }
}

/**
 * The view of a `dashboard` page: its panels on a 24-column grid (`span`, 12 by default; the full width on narrow
 * screens). Each panel loads its own report and shows its own loading, empty and error states.
 */
export function DashboardPage({ schema }: DashboardPageProps) {
  return (
    <div className="dashboard-page" data-page-code={schema.code}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{schema.title}</Typography.Title>
      {schema.description ? <Typography.Paragraph type="secondary">{schema.description}</Typography.Paragraph> : null}
      <Row gutter={[16, 16]}>
        {schema.panels.map((panel, index) => (
          <Col key={index} xs={24} md={panel.span ?? DEFAULT_SPAN}>
            <PanelErrorBoundary title={panel.title}>
              <Panel panel={panel} path={`/panels/${index}`} />
            </PanelErrorBoundary>
          </Col>
        ))}
      </Row>
    </div>
  );
}
