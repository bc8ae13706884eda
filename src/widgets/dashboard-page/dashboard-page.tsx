import { useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { ResponsiveGridLayout, useContainerWidth } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import {
  dashboardLayouts, GRID_BREAKPOINTS, GRID_COLUMNS, GRID_MARGIN, GRID_ROW_HEIGHT, PageControllerContextProvider, useDashboardController,
  useEngineEnv, usePageControllerContext, type DashboardPageSchema, type DashboardPanel, type DashboardParams,
} from '@/engine';
import { ChartPanel } from './chart-panel';
import { dashboardMessages } from './dashboard-messages';
import { DashboardViewContext, type DashboardView } from './dashboard-view-context';
import { exportDashboardPng } from './panel-export';
import { PanelErrorBoundary } from './panel-error-boundary';
import { ProgressPanel } from './progress-panel';
import { RankingPanel } from './ranking-panel';
import { StatPanel } from './stat-panel';
import { TablePanel } from './table-panel';
import { WidgetPanel } from './widget-panel';
import './dashboard-page.css';

export interface DashboardPageProps {
  schema: DashboardPageSchema;
  /** Report parameters every panel sends (`self_<name>`): the company a group user views on the big screen. */
  params?: DashboardParams;
  /** A change (something pushed) reads every panel again; undefined while unknown, and becoming known reads nothing. */
  refreshKey?: string | number;
  /** `dark`: the wall display's theme (the screen around it sets antd's dark algorithm). */
  theme?: 'light' | 'dark';
  /** The screen draws its own header: leave out the title and description. */
  bare?: boolean;
  /** Put before 导出图片 in the header (the big screen's company switch, full-screen button). */
  toolbar?: ReactNode;
}

function Panel({ panel, index }: { panel: DashboardPanel; index: number }) {
  switch (panel.type) {
    case 'stat':
      return <StatPanel panel={panel} index={index} />;
    case 'chart':
      return <ChartPanel panel={panel} index={index} />;
    case 'table':
      return <TablePanel panel={panel} index={index} />;
    case 'ranking':
      return <RankingPanel panel={panel} index={index} />;
    case 'progress':
      return <ProgressPanel panel={panel} index={index} />;
    case 'widget':
      return <WidgetPanel panel={panel} index={index} path={`/panels/${index}`} />;
  }
}

/**
 * The view of a `dashboard` page: its panels on a responsive grid (react-grid-layout; 24 columns wide, 12 medium,
 * one narrow; staff only look, nothing moves). Positions come from each panel's `grid`, or flow by `span`. The
 * engine's dashboard controller loads each panel's report, again on a timer or a push; each panel shows its own
 * loading, empty and error states, offers its rows as Excel, and drills down to its list on a click.
 */
export const DashboardPage = observer(function DashboardPage({ schema, params, refreshKey, ...view }: DashboardPageProps) {
  const controller = useDashboardController(schema, { params, refreshKey });
  return (
    <PageControllerContextProvider value={controller}>
      <DashboardGrid {...view} />
    </PageControllerContextProvider>
  );
});

function DashboardGrid({ theme, bare, toolbar }: Pick<DashboardPageProps, 'theme' | 'bare' | 'toolbar'>) {
  const { schema } = usePageControllerContext('dashboard');
  const env = useEngineEnv();
  const { message } = App.useApp();
  const page = useRef<HTMLDivElement>(null);
  const { width, containerRef } = useContainerWidth();
  const layouts = useMemo(() => dashboardLayouts(schema.panels), [schema]);
  const dark = theme === 'dark';
  const view = useMemo<DashboardView>(() => ({ dark, open: (href) => env.navigate(href) }), [dark, env]);
  const savePng = () => {
    if (page.current) exportDashboardPng(page.current, schema.title, dark).catch((error: unknown) => void message.error(`${dashboardMessages.exportFailed}：${String(error)}`));
  };
  return (
    <DashboardViewContext.Provider value={view}>
      <div ref={page} className={`dashboard-page${dark ? ' dashboard-dark' : ''}`} data-page-code={schema.code}>
        <div className="dashboard-head">
          {bare ? <span /> : (
            <div>
              <Typography.Title level={4} style={{ marginTop: 0 }}>{schema.title}</Typography.Title>
              {schema.description ? <Typography.Paragraph type="secondary">{schema.description}</Typography.Paragraph> : null}
            </div>
          )}
          <Space wrap className="dashboard-toolbar" data-html2image-ignore>
            {toolbar}
            <Button size="small" icon={<PictureOutlined />} onClick={savePng}>{dashboardMessages.exportPng}</Button>
          </Space>
        </div>
        <div ref={containerRef as RefObject<HTMLDivElement>} className="dashboard-grid">
          <ResponsiveGridLayout
            width={width}
            layouts={layouts}
            breakpoints={GRID_BREAKPOINTS}
            cols={GRID_COLUMNS}
            rowHeight={GRID_ROW_HEIGHT}
            margin={[GRID_MARGIN, GRID_MARGIN]}
            containerPadding={[0, 0]}
            dragConfig={{ enabled: false }}
            resizeConfig={{ enabled: false }}
          >
            {schema.panels.map((panel, index) => (
              <div key={String(index)} className="dashboard-cell" data-panel-type={panel.type}>
                <PanelErrorBoundary title={panel.title}>
                  <Panel panel={panel} index={index} />
                </PanelErrorBoundary>
              </div>
            ))}
          </ResponsiveGridLayout>
        </div>
      </div>
    </DashboardViewContext.Provider>
  );
}
