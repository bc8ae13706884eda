import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { App } from 'antd';
import {
  AccessControlContextProvider, allowAll, createAccessControl, type AccessControl,
  createDemoCustom, createDictLookup, createMemoryDataProvider, createWidgetRegistry, EngineProvider, HttpError, PageControllerContextProvider,
  recordContainerOf, testDataProvider, useListController, type CrudPageSchema, type DataProvider, type DictItemMap, type EngineEnv,
  type RecordFormMode, type WidgetRegistry,
} from '@/engine';
import { createDefaultWidgetRegistry } from '../register-default-widgets';
import { deletedIncomeRows, incomeDicts, incomeRows, incomeSchema } from './income-contract.fixtures';
import { vehicleDicts, vehicleProvider, vehicleRows, vehicleSchema } from './vehicle.fixtures';
import { RecycleBinModal } from './recycle-bin-modal';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import { CrudPage } from './crud-page';
import propsSchema from './crud-page.schema.json';
import { RecordEditor } from '../shared/record-form/record-editor';
import { contractDicts, contractRows, incomeContractSchema, newsDicts, newsRows, noticeSchema } from './crud-page.fixtures';

interface EngineParameters {
  provider: DataProvider;
  dicts: DictItemMap;
  /** Permissions of the story's user; everything by default. */
  access?: AccessControl;
  /** Widgets for `field:<type>` controls and the sub-table grid; an empty registry by default. */
  registry?: WidgetRegistry;
}

const storyEnv: EngineEnv = {
  notify: (n) => console.info(`[story] ${n.type}: ${n.message}`),
  navigate: (to) => console.info(`[story] navigate ${to}`),
};

// Each story names its backend in `parameters.engine`; the stories test reads `parameters.expectText`.
const withEngine: Decorator = (Story, context) => {
  const engine = context.parameters.engine as EngineParameters;
  return (
    <EngineProvider dataProvider={engine.provider} registry={engine.registry ?? createWidgetRegistry()} dicts={createDictLookup(engine.dicts)} env={storyEnv}>
      <AccessControlContextProvider value={engine.access ?? allowAll}>
        <Story />
      </AccessControlContextProvider>
    </EngineProvider>
  );
};

const meta = {
  title: '部件/CrudPage 列表页',
  component: CrudPage,
  argTypes: argTypesFromSchema(propsSchema),
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
/** The page's record editor on its own, as the page opens it (modal or drawer by the schema). */
const Editor = ({ page, mode, id, validateOnOpen }: { page: CrudPageSchema; mode: RecordFormMode; id?: string; validateOnOpen?: boolean }) => (
  <RecordEditor page={page} mode={mode} id={id} container={recordContainerOf(page)} onClose={noop} onSaved={noop} onError={noop} validateOnOpen={validateOnOpen} />
);
/** Stories of the page's parts (form, detail, recycle bin) take no CrudPage props: its controls are hidden there. */
const partControls = argTypesFromSchema({}, { replacing: propsSchema });

/** 新增 with nothing filled in and 确定 pressed: every required field shows the server validator's message. */
export const AddFormWithErrors: Story = {
  name: '新增表单（校验错误）',
  argTypes: partControls,
  render: () => (
    <Editor page={noticeSchema} mode="add" validateOnOpen />
  ),
  parameters: {
    engine: { provider: createMemoryDataProvider({ 'news/notice': newsRows }), dicts: newsDicts },
    expectText: ['新增新闻通知', '请输入标题', '请输入类别', '请输入发布日期'],
  },
};

/** 详情 of one notice: dictionary texts, the date as YYYY-MM-DD, the body as plain text. */
export const Detail: Story = {
  name: '详情',
  argTypes: partControls,
  render: () => <Editor page={noticeSchema} mode="detail" id={newsRows[0].id} />,
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

// 收入合同: the real module schema (sub-table 收款计划, popup 所属项目) with every built-in widget registered.
const incomeEngine = (): EngineParameters => ({
  provider: createMemoryDataProvider(
    { 'contract/income': incomeRows },
    { custom: createDemoCustom(), deleted: { 'contract/income': deletedIncomeRows }, latencyMs: 80 },
  ),
  dicts: incomeDicts,
  registry: createDefaultWidgetRegistry(),
});

/** 收入合同 with the 新增 drawer open: main fields, the 所属项目 picker and the 收款计划 grid below. */
export const IncomeContractAdd: Story = {
  name: '收入合同（新增，含收款计划子表）',
  args: { schema: incomeSchema },
  render: (args) => (
    <>
      <CrudPage {...args} />
      <Editor page={incomeSchema} mode="add" />
    </>
  ),
  parameters: {
    engine: incomeEngine(),
    expectText: ['新增收入合同', '收款计划', '所属项目', '收款阶段', '计划金额（元）', '暂无数据', 'HT-2026-031'],
  },
};

/** 编辑 of a contract: its three payment plans in the grid, with the 合计 row. */
export const IncomeContractEdit: Story = {
  name: '收入合同（编辑收款计划）',
  argTypes: partControls,
  render: () => <Editor page={incomeSchema} mode="edit" id={incomeRows[0].id} />,
  parameters: {
    engine: incomeEngine(),
    expectText: ['编辑收入合同', '收款计划', '预付款', '进度款（第一期）', '竣工结算款', '已收款'],
  },
};

/** 详情 of a contract with its payment plans as a read-only table. */
export const IncomeContractDetail: Story = {
  name: '收入合同详情（含收款计划）',
  argTypes: partControls,
  render: () => <Editor page={incomeSchema} mode="detail" id={incomeRows[1].id} />,
  parameters: {
    engine: incomeEngine(),
    expectText: ['收入合同详情', '收款计划', '合同签订后', '成果交付后', '2,296,000.00'],
  },
};

function IncomeRecycleBin() {
  const controller = useListController(incomeSchema);
  const { message, modal } = App.useApp();
  return (
    <PageControllerContextProvider value={controller}>
      <RecycleBinModal message={message} modal={modal} onClose={noop} />
    </PageControllerContextProvider>
  );
}

/** 回收站 of 收入合同: a deleted contract with 还原 / 彻底删除, and the batch buttons. */
export const RecycleBin: Story = {
  name: '回收站',
  argTypes: partControls,
  render: () => <IncomeRecycleBin />,
  parameters: {
    engine: incomeEngine(),
    expectText: ['收入合同回收站', 'HT-2025-188', '杭绍甬智慧高速公路设计咨询', '已终止', '还原', '彻底删除', '批量还原'],
  },
};

/** 车辆管理: file names as links, photos as thumbnails, 合计 / 平均 and 全部合计 / 全部平均 of 本年油费 under the table. */
export const VehicleList: Story = {
  name: '车辆管理（文件、图片与统计行）',
  args: { schema: vehicleSchema },
  parameters: {
    engine: { provider: vehicleProvider(80), dicts: vehicleDicts },
    expectText: ['行驶证扫描件.pdf', '附件1.pdf', '合计', '全部平均', '32,180.75', '10,726.92'],
  },
};

/** 车辆详情: the dialog is titled by the entity (车辆, from 车辆管理); files as links, photos as thumbnails. */
export const VehicleDetail: Story = {
  name: '车辆详情（文件与图片）',
  argTypes: partControls,
  render: () => <Editor page={vehicleSchema} mode="detail" id={vehicleRows[0].id} />,
  parameters: {
    engine: { provider: vehicleProvider(), dicts: vehicleDicts },
    expectText: ['车辆详情', '行驶证扫描件.pdf', '监理一部项目用车，每月保养一次。', '18,650.50'],
  },
};

/** 新增车辆 after 确定 with too short a plate: bounds on the number box and the plate's character count. */
export const VehicleAddWithLimits: Story = {
  name: '新增车辆（数值与字数限制）',
  argTypes: partControls,
  render: () => <Editor page={vehicleSchema} mode="add" validateOnOpen />,
  parameters: {
    engine: { provider: vehicleProvider(), dicts: vehicleDicts },
    expectText: ['新增车辆', '请输入车牌号', '0 / 8', '0 / 200', '使用与维护情况说明'],
  },
};
