import { Col, Row, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import {
  PageControllerContextProvider, useDashboardController, usePageControllerContext, type DashboardPageSchema, type DashboardPanel,
} from '@/engine';
import { ChartPanel } from './chart-panel';
import { PanelErrorBoundary } from './panel-error-boundary';
import { StatPanel } from './stat-panel';
import { TablePanel } from './table-panel';
import { WidgetPanel } from './widget-panel';

export interface DashboardPageProps {
  schema: DashboardPageSchema;
}

const DEFAULT_SPAN = 12;

function Panel({ panel, index }: { panel: DashboardPanel; index: number }) {
  switch (panel.type) {
    case 'stat':
      return <StatPanel panel={panel} index={index} />;
    case 'chart':
      return <ChartPanel panel={panel} index={index} />;
    case 'table':
      return <TablePanel panel={panel} index={index} />;
    case 'widget':
      return <WidgetPanel panel={panel} path={`/panels/${index}`} />;
  }
}

/**
 * The view of a `dashboard` page: its panels on a 24-column grid (`span`, 12 by default; the full width on narrow
 * screens). The engine's dashboard controller loads each panel's report; each panel shows its own loading, empty
 * and error states.
 */
export const DashboardPage = observer(function DashboardPage({ schema }: DashboardPageProps) {
  const controller = useDashboardController(schema);
  return (
    <PageControllerContextProvider value={controller}>
      <DashboardView />
    </PageControllerContextProvider>
  );
});

function DashboardView() {
  const { schema } = usePageControllerContext('dashboard');
  return (
    <div className="dashboard-page" data-page-code={schema.code}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{schema.title}</Typography.Title>
      {schema.description ? <Typography.Paragraph type="secondary">{schema.description}</Typography.Paragraph> : null}
      <Row gutter={[16, 16]}>
        {schema.panels.map((panel, index) => (
          <Col key={index} xs={24} md={panel.span ?? DEFAULT_SPAN}>
            <PanelErrorBoundary title={panel.title}>
              <Panel panel={panel} index={index} />
            </PanelErrorBoundary>
          </Col>
        ))}
      </Row>
    </div>
  );
}
