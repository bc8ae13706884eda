import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  AccessControlContextProvider, allowAll, createDictLookup, createMemoryDataProvider, createWidgetRegistry, denyAll, EngineProvider,
  HttpError, testDataProvider, type AccessControl, type DataProvider,
} from '@/engine';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import { FormPage } from './form-page';
import propsSchema from './form-page.schema.json';
import { hazardDicts, hazardReportSchema, supervisionSettingsRows, supervisionSettingsSchema } from './form-page.fixtures';

interface EngineParameters {
  provider: DataProvider;
  access?: AccessControl;
}

const withEngine: Decorator = (Story, context) => {
  const engine = context.parameters.engine as EngineParameters;
  return (
    <EngineProvider dataProvider={engine.provider} registry={createWidgetRegistry()} dicts={createDictLookup(hazardDicts)}>
      <AccessControlContextProvider value={engine.access ?? allowAll}>
        <Story />
      </AccessControlContextProvider>
    </EngineProvider>
  );
};

const meta = {
  title: '部件/FormPage 表单页',
  component: FormPage,
  decorators: [withEngine],
  args: { schema: hazardReportSchema },
  argTypes: argTypesFromSchema(propsSchema),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 隐患上报 (create): an empty form with the default 一般隐患; every 提交上报 adds one report and starts over. */
export const HazardReport: Story = {
  name: '隐患上报（新增模式）',
  parameters: {
    engine: { provider: createMemoryDataProvider({ 'safety/hazardReport': [] }, { latencyMs: 150 }) },
    expectText: ['隐患上报', '现场人员上报安全隐患', '隐患描述', '一般隐患', '重大隐患', '提交上报', '重 置'],
  },
};

/** 监理工作设置 (single): the project's one settings record, edited in place. */
export const SupervisionSettings: Story = {
  name: '监理工作设置（单条记录模式）',
  args: { schema: supervisionSettingsSchema },
  parameters: {
    engine: { provider: createMemoryDataProvider({ 'project/supervisionSettings': supervisionSettingsRows }, { latencyMs: 150 }) },
    expectText: ['监理工作设置', '总监理工程师', '每周', '保存设置'],
  },
};

/** Single mode before anyone saved: the defaults, and 提交 (no `submitLabel`) adds the record. */
export const SettingsNotYetSaved: Story = {
  name: '单条记录模式（尚无记录）',
  args: { schema: { ...supervisionSettingsSchema, submitLabel: undefined } },
  parameters: {
    engine: { provider: createMemoryDataProvider({ 'project/supervisionSettings': [] }) },
    expectText: ['监理工作设置', '每月', '提 交'],
  },
};

export const ReadOnly: Story = {
  name: '无保存权限',
  args: { schema: supervisionSettingsSchema },
  parameters: {
    engine: { provider: createMemoryDataProvider({ 'project/supervisionSettings': supervisionSettingsRows }), access: denyAll },
    expectText: ['您没有保存此表单的权限，只能查看。', '王建国'],
  },
};

export const LoadFailed: Story = {
  name: '加载失败',
  args: { schema: supervisionSettingsSchema },
  parameters: {
    engine: {
      provider: testDataProvider({
        getList: async () => {
          throw new HttpError({ status: 403, code: 403, message: '没有权限，请联系管理员授权' });
        },
      }),
    },
    expectText: ['表单数据加载失败', '没有权限，请联系管理员授权', '重 试'],
  },
};
