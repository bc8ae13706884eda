import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createDemoCustom, createMemoryDataProvider, EngineProvider, type DemoBackendOptions } from '@/engine';
import { createDefaultWidgetRegistry } from '../register-default-widgets';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import { ReportPage } from './report-page';
import propsSchema from './report-page.schema.json';
import { missingReportPage, projectListPage, userListPage } from './report-page.fixtures';

const withEngine: Decorator = (Story, context) => (
  <EngineProvider
    dataProvider={createMemoryDataProvider({}, { custom: createDemoCustom(context.parameters.backend as DemoBackendOptions | undefined), latencyMs: 100 })}
    registry={createDefaultWidgetRegistry()}
  >
    <Story />
  </EngineProvider>
);

const meta = {
  title: '部件/ReportPage 报表页',
  component: ReportPage,
  decorators: [withEngine],
  args: { schema: projectListPage },
  argTypes: argTypesFromSchema(propsSchema),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProjectList: Story = {
  name: '项目清单',
  parameters: { expectText: ['项目清单', '项目名称', '所属公司', '共23条'] },
};

/** The page title replaces the report's own name (用户报表). */
export const UserList: Story = {
  name: '人员花名册（页面标题）',
  args: { schema: userListPage },
  parameters: { expectText: ['人员花名册', '用户名', '创建时间', '共22条'] },
};

export const MissingReport: Story = {
  name: '报表不存在',
  args: { schema: missingReportPage },
  parameters: { expectText: ['报表加载失败', '实体不存在'] },
};
