import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { App } from 'antd';
import { createDictLookup, createMemoryDataProvider, EngineProvider, STUDIO_TEMPLATES, type PageSchema, type StudioCheck, type StudioVersionRow } from '@/engine';
import { createDefaultWidgetRegistry } from '../register-default-widgets';
import { SchemaCodeEditor } from './editor/schema-code-editor';
import { FormDesigner } from './designer/form-designer';
import { PreviewPane } from './preview/preview-pane';
import { PublishDialog } from './publish-dialog';
import { HistoryDrawer } from './history-drawer';
import { WithdrawDialog } from './withdraw-dialog';

// 模式设计器's parts with the data a configurator at 华通公路咨询 would have: a 车辆维修 ledger and a 分包合同 page.
const dicts = createDictLookup({
  enable_status: [{ value: '1', text: '启用', color: 'green' }, { value: '0', text: '停用', color: 'default' }],
  contract_status: [{ value: 'draft', text: '拟签' }, { value: 'signed', text: '已签订', color: 'blue' }, { value: 'executing', text: '履行中', color: 'processing' }],
  yn: [{ value: '1', text: '是' }, { value: '0', text: '否' }],
});
const build = (id: string, code: string, title: string) => STUDIO_TEMPLATES.find((t) => t.id === id)!.build({ code, title });
const repair = build('ledger', 'fleet/vehicleRepair', '车辆维修');
const contract = build('contract', 'contract/subcontract', '分包合同');

const withEngine: Decorator = (Story) => (
  <App>
    <EngineProvider dataProvider={createMemoryDataProvider({})} registry={createDefaultWidgetRegistry()} dicts={dicts} env={{ notify: (n) => console.info(`[story] ${n.message}`), navigate: () => undefined }}>
      <Story />
    </EngineProvider>
  </App>
);

const meta = {
  title: '部件/模式设计器',
  decorators: [withEngine],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function EditorDemo() {
  const [text, setText] = useState(JSON.stringify({ ...repair, fields: [...(repair.fields as object[]), { name: 'repairShop', label: '维修厂', type: 'inptu', dbType: 'varchar' }] }, null, 2));
  return (
    <div style={{ height: 520 }}>
      <SchemaCodeEditor value={text} onChange={setText} problems={[{ pointer: '/fields/7/type', message: '未知的取值 "inptu"（是不是想写 "input"？）' }]} />
    </div>
  );
}

/** The JSON editor with a typo marked where it is (completion and hover work as in the studio). */
export const CodeEditor: Story = {
  name: '代码编辑器（问题标在原处）',
  render: () => <EditorDemo />,
  parameters: { expectText: ['"车辆维修"', '"fleet/vehicleRepair"'] },
};

function DesignerDemo() {
  const [page, setPage] = useState<Record<string, unknown>>(repair);
  return <div style={{ height: 560 }}><FormDesigner page={page} onChange={setPage} /></div>;
}

/** The field designer on the 车辆维修 ledger: palette, field list and the selected field's properties. */
export const Designer: Story = {
  name: '字段设计器',
  render: () => <DesignerDemo />,
  parameters: { expectText: ['单行文本', '登记编号', '经办人', '字段属性', '查询方式'] },
};

/** The preview of a contract page with its payment plan, over generated records, as every role. */
export const Preview: Story = {
  name: '实时预览（分包合同）',
  render: () => <PreviewPane page={contract as unknown as PageSchema} roles={[{ roleCode: 'company_staff', roleName: '公司员工', sees: false, perms: [] }]} />,
  parameters: { expectText: ['示例数据由字段生成', '合同编号', '共 8 条'] },
};

const check: StudioCheck = {
  problems: [],
  publishable: true,
  plan: {
    newColumns: ['biz_fleet_vehicle_repair.plate_no', 'biz_fleet_vehicle_repair.repair_cost'],
    statements: ['ALTER TABLE "biz_fleet_vehicle_repair" ADD COLUMN "plate_no" varchar(100)', 'ALTER TABLE "biz_fleet_vehicle_repair" ADD COLUMN "repair_cost" numeric(18,2)'],
  },
};

/** 发布: the dry run's new columns and SQL, and the comment for the history. */
export const Publish: Story = {
  name: '发布确认',
  render: () => <PublishDialog code="fleet/vehicleRepair" check={check} open publishing={false} onCancel={() => undefined} onPublish={() => undefined} />,
  parameters: { expectText: ['将新增 2 列：plate_no、repair_cost', 'ADD COLUMN "repair_cost"'] },
};

/** 发布 refused: a changed column type names the field. */
export const PublishRefused: Story = {
  name: '发布被拒绝（破坏性变更）',
  render: () => (
    <PublishDialog
      code="fleet/vehicleRepair"
      open
      publishing={false}
      onCancel={() => undefined}
      onPublish={() => undefined}
      check={{ problems: [], publishable: false, plan: { statements: [], newColumns: [], refused: '模块 fleet/vehicleRepair 的字段 repairCost 在数据库中是 numeric，模式声明为 int：不允许破坏性变更，请新增字段并迁移数据。' } }}
    />
  ),
  parameters: { expectText: ['数据表变更被拒绝', '字段 repairCost'] },
};

const versions: StudioVersionRow[] = [
  { id: '4', code: 'fleet/vehicleRepair', version: 4, action: 'withdraw', comment: '并入车辆管理', createBy: 'admin', createTime: '2026-05-20 09:12:44', diff: [] },
  { id: '3', code: 'fleet/vehicleRepair', version: 3, action: 'rollback', comment: '回滚到第 1 版', createBy: 'admin', createTime: '2026-05-12 16:20:05', diff: [{ op: 'remove', path: '/fields/repairCost', before: { name: 'repairCost', label: '维修费用（元）' } }] },
  { id: '2', code: 'fleet/vehicleRepair', version: 2, action: 'publish', comment: '增加维修费用', createBy: 'admin', createTime: '2026-05-12 10:02:41', diff: [{ op: 'add', path: '/fields/repairCost', after: { name: 'repairCost', label: '维修费用（元）' } }] },
  { id: '1', code: 'fleet/vehicleRepair', version: 1, action: 'publish', comment: '新建车辆维修台账', createBy: 'admin', createTime: '2026-05-11 09:30:00', diff: [{ op: 'add', path: '/code', after: 'fleet/vehicleRepair' }] },
];

/** 历史版本 with who, when, the comment, what changed, and 回滚 on every earlier published version (here after 停用). */
export const History: Story = {
  name: '历史版本',
  render: () => <HistoryDrawer code="fleet/vehicleRepair" open versions={versions} onClose={() => undefined} onRollback={() => undefined} />,
  parameters: { expectText: ['新建车辆维修台账', '新增 fields/repairCost（维修费用（元））', '已停用', '不再提供服务（数据表与数据保留）'] },
};

/** 停用 refused: a menu item still opens the page, and the dialog names it. */
export const WithdrawRefused: Story = {
  name: '停用被拒绝（菜单仍在使用）',
  render: () => (
    <WithdrawDialog
      code="fleet/vehicleRepair"
      open
      withdrawing={false}
      onCancel={() => undefined}
      onWithdraw={() => undefined}
      refusal="页面 fleet/vehicleRepair 仍在菜单「公司视图 / 行政事务 / 车辆维修」中使用，请先在菜单管理中删除该菜单项，再停用"
    />
  ),
  parameters: { expectText: ['数据表及其中的数据保留，不会删除', '公司视图 / 行政事务 / 车辆维修', '确认停用'] },
};
