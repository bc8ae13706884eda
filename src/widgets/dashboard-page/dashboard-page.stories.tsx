import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryDataProvider, EngineProvider } from '@/engine';
import { createDefaultWidgetRegistry } from '../register-default-widgets';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import { DashboardPage } from './dashboard-page';
import propsSchema from './dashboard-page.schema.json';
import {
  createDashboardCustom, panelStatesDashboard, projectsDashboard, screenPanelsDashboard, type DashboardBackendOptions,
} from './dashboard.fixtures';

const withEngine: Decorator = (Story, context) => (
  <EngineProvider
    dataProvider={createMemoryDataProvider({}, { custom: createDashboardCustom(context.parameters.backend as DashboardBackendOptions | undefined) })}
    registry={createDefaultWidgetRegistry()}
  >
    <Story />
  </EngineProvider>
);

const meta = {
  title: '部件/DashboardPage 看板页',
  component: DashboardPage,
  decorators: [withEngine],
  args: { schema: projectsDashboard },
  argTypes: argTypesFromSchema(propsSchema),
  parameters: { layout: 'padded', backend: { latencyMs: 200 } },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 项目看板: four numbers, a pie, a bar and a line chart, the latest hazards, and the project list widget. */
export const Projects: Story = {
  name: '项目看板',
  parameters: {
    expectText: ['项目看板', '项目总数', '23', '万元', '各状态项目数', '月度合同签订与回款', '近期隐患', '5层东侧临边防护栏杆缺失', '项目清单'],
  },
};

/** Panel states side by side: a failing report, a report without rows, an unregistered widget, working panels. */
export const PanelStates: Story = {
  name: '面板状态（出错、无数据、未注册部件）',
  args: { schema: panelStatesDashboard },
  parameters: {
    backend: { failing: { contract_monthly: '报表查询超时，请稍后再试' } },
    expectText: ['数据加载失败', '报表查询超时，请稍后再试', '暂无数据', 'weather-forecast', '11', '共 7 条'],
  },
};

/** Every panel still waiting for its report. */
export const Loading: Story = {
  name: '加载中',
  args: { schema: panelStatesDashboard },
  parameters: { backend: { latencyMs: 30_000 }, expectText: ['面板状态', '在建项目', '近期隐患'] },
};

/** Big-screen panels on grid positions: 本年签订 against last year and its target, the target ring, a company ranking, a scrolling list, the route strip. */
export const ScreenPanels: Story = {
  name: '大屏面板（对比与目标、进度环、排行、滚动列表、线路标段图）',
  args: { schema: screenPanelsDashboard },
  parameters: { expectText: ['经营总览', '本年签订', '较上年同期', '完成 74.6%', '年度目标完成', '各公司签约额', '华通公路工程咨询有限公司', '最新审批与通知', 'TJ3 45%'] },
};

/** The same panels in the wall display's dark theme. */
export const ScreenPanelsDark: Story = {
  name: '大屏面板（深色）',
  args: { schema: screenPanelsDashboard, theme: 'dark' },
  parameters: { backgrounds: { default: 'dark' }, expectText: ['本年签订', '各公司签约额'] },
};
