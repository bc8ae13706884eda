import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  AccessControlContextProvider, allowAll, createAccessControl, type AccessControl,
  createDictLookup, createMemoryDataProvider, createWidgetRegistry, EngineProvider, HttpError, testDataProvider,
  type DataProvider, type DictItemMap, type EngineEnv,
} from '@/engine';
import { CrudPage } from './crud-page';
import { RecordDetail } from './record-detail';
import { RecordFormDialog } from './record-form-dialog';
import { contractDicts, contractRows, incomeContractSchema, newsDicts, newsRows, noticeSchema } from './crud-page.fixtures';

interface EngineParameters {
  provider: DataProvider;
  dicts: DictItemMap;
  /** Permissions of the story's user; everything by default. */
  access?: AccessControl;
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
      <AccessControlContextProvider value={engine.access ?? allowAll}>
        <Story />
      </AccessControlContextProvider>
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

const noop = () => undefined;

/** 新增 with nothing filled in and 确定 pressed: every required field shows the server validator's message. */
export const AddFormWithErrors: Story = {
  name: '新增表单（校验错误）',
  render: () => (
    <RecordFormDialog page={noticeSchema} mode="add" onClose={noop} onSaved={noop} onError={noop} validateOnOpen />
  ),
  parameters: {
    engine: { provider: createMemoryDataProvider({ 'news/notice': newsRows }), dicts: newsDicts },
    expectText: ['新增新闻通知', '请输入标题', '请输入类别', '请输入发布日期'],
  },
};

/** 详情 of one notice: dictionary texts, the date as YYYY-MM-DD, the body as plain text. */
export const Detail: Story = {
  name: '详情',
  render: () => <RecordDetail page={noticeSchema} id={newsRows[0].id} onClose={noop} />,
  parameters: {
    engine: { provider: createMemoryDataProvider({ 'news/notice': newsRows }), dicts: newsDicts },
    expectText: ['新闻通知详情', '关于开展2026年度安全生产大检查的通知', '通知公告', '2026-03-18', '紧急', '集团安全质量部'],
  },
};

const notice = (...actions: string[]) => actions.map((action) => ({ action: `news:notice:${action}`, type: '1' }));

/** A user like the seeded lina: may add, edit and export, but not delete or import — no 删除, no 导入. */
export const WithoutDeletePermission: Story = {
  name: '无删除权限的用户',
  parameters: {
    engine: {
      provider: createMemoryDataProvider({ 'news/notice': newsRows }),
      dicts: newsDicts,
      access: createAccessControl({
        auth: notice('add', 'edit', 'exportXls'),
        allAuth: notice('add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel').map((r) => ({ ...r, status: '1' })),
      }),
    },
    expectText: ['编辑', '详情', '已选择 0 项', '共 28 条'],
  },
};
