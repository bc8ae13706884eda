import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createDemoCustom, createMemoryDataProvider, createWidgetRegistry, EngineProvider, type DemoBackendOptions } from '@/engine';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import { OnlineReport } from './online-report';
import propsSchema from './online-report.schema.json';

const withEngine: Decorator = (Story, context) => (
  <EngineProvider
    dataProvider={createMemoryDataProvider({}, { custom: createDemoCustom(context.parameters.backend as DemoBackendOptions | undefined), latencyMs: 100 })}
    registry={createWidgetRegistry()}
  >
    <Story />
  </EngineProvider>
);

const meta = {
  title: '部件/OnlineReport 在线报表',
  component: OnlineReport,
  argTypes: argTypesFromSchema(propsSchema),
  decorators: [withEngine],
  args: { code: 'project_list' },
} satisfies Meta<typeof OnlineReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Projects: Story = {
  name: '项目清单（按排序号）',
  args: { code: 'project_list', sorter: 'sort=asc' },
  parameters: { expectText: ['项目清单', 'G4京港澳高速公路改扩建工程施工监理JL3合同段', '在建', '1-10 共23条', '展开'] },
};

export const UsersPage20: Story = {
  name: '用户报表（每页 20 条，按创建时间倒序）',
  args: { code: 'user_list', sorter: 'create_time=desc', pageSize: 20 },
  parameters: { expectText: ['用户报表', '创建时间', '1-20 共22条'] },
};

export const WithParam: Story = {
  name: '报表参数：造价咨询项目',
  args: { code: 'project_list', param: { supervisionAttr: 'ZX' }, title: '造价咨询项目一览' },
  parameters: { expectText: ['造价咨询项目一览', '沪宁城际铁路站前工程造价咨询', '1-4 共4条'] },
};

export const Failure: Story = {
  name: '加载失败',
  args: { code: 'no_such_report' },
  parameters: { backend: { failReports: '实体不存在' }, expectText: ['报表加载失败', '实体不存在'] },
};
