import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  createDictLookup, createMemoryDataProvider, createWidgetRegistry, EngineProvider, HttpError, testDataProvider,
  type DataProvider, type DictItemMap, type EngineEnv,
} from '@/engine';
import { CrudPage } from './crud-page';
import { contractDicts, contractRows, incomeContractSchema, newsDicts, newsRows, noticeSchema } from './crud-page.fixtures';

interface EngineParameters {
  provider: DataProvider;
  dicts: DictItemMap;
}

const storyEnv: EngineEnv = {
  notify: (n) => console.info(`[story] ${n.type}: ${n.message}`),
  navigate: (to) => console.info(`[story] navigate ${to}`),
};

// Each story names its backend in `parameters.engine`; the stories test reads `parameters.expectText`.
const withEngine: Decorator = (Story, context) => {
  const engine = context.parameters.engine as EngineParameters;
  return (
    <EngineProvider dataProvider={engine.provider} registry={createWidgetRegistry()} dicts={createDictLookup(engine.dicts)} env={storyEnv}>
      <Story />
    </EngineProvider>
  );
};

const meta = {
  title: '部件/CrudPage 列表页',
  component: CrudPage,
  decorators: [withEngine],
  args: { schema: noticeSchema },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CrudPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 新闻通知: the real module schema over 28 rows, sorted by 发布日期 descending. */
export const NewsNotice: Story = {
  name: '新闻通知',
  parameters: {
    engine: { provider: createMemoryDataProvider({ 'news/notice': newsRows }, { latencyMs: 150 }), dicts: newsDicts },
    expectText: ['关于开展2026年度安全生产大检查的通知', '华通公路咨询公司中标G4京港澳高速改扩建监理项目', '共 28 条'],
  },
};

/** Server rows that already carry `<field>_dictText` are shown as sent, even without local dictionaries. */
export const ServerDictText: Story = {
  name: '服务端字典文本',
  parameters: {
    engine: {
      provider: createMemoryDataProvider({
        'news/notice': newsRows.slice(0, 6).map((row) => ({
          ...row,
          newsType_dictText: newsDicts.news_type.find((i) => i.value === row.newsType)?.text,
          priority_dictText: newsDicts.priority.find((i) => i.value === row.priority)?.text,
        })),
      }),
      dicts: {},
    },
    expectText: ['通知公告', '公司新闻', '共 6 条'],
  },
};

/** More than three conditions: the form folds after three and offers 展开. */
export const ManyConditions: Story = {
  name: '多查询条件（收入合同）',
  args: { schema: incomeContractSchema },
  parameters: {
    engine: { provider: createMemoryDataProvider({ 'contract/income': contractRows }), dicts: contractDicts },
    expectText: ['G4京港澳高速公路改扩建工程施工监理JL3合同段', '展开', '18,650,000.00'],
  },
};

export const Empty: Story = {
  name: '无数据',
  parameters: {
    engine: { provider: createMemoryDataProvider({ 'news/notice': [] }), dicts: newsDicts },
    expectText: ['暂无数据'],
  },
};

export const LoadFailed: Story = {
  name: '加载失败',
  parameters: {
    engine: {
      provider: testDataProvider({
        getList: async () => {
          throw new HttpError({ status: 500, code: 500, message: '数据库连接超时，请稍后再试' });
        },
      }),
      dicts: newsDicts,
    },
    expectText: ['列表数据加载失败', '数据库连接超时，请稍后再试'],
  },
};
