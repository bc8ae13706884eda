import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Descriptions, Space } from 'antd';
import { createDemoCustom, createMemoryDataProvider, createWidgetRegistry, EngineProvider, type DemoBackendOptions } from '@/engine';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import { PopupPicker, type PopupPickerProps } from './popup-picker';
import { PopupReportModal } from './popup-report-modal';
import propsSchema from './popup-picker.schema.json';

// The demo backend answers getRpColumns / getQueryInfo / getData for the real report codes user_list and project_list.
const withEngine: Decorator = (Story, context) => (
  <EngineProvider
    dataProvider={createMemoryDataProvider({}, { custom: createDemoCustom(context.parameters.backend as DemoBackendOptions | undefined), latencyMs: 100 })}
    registry={createWidgetRegistry()}
  >
    <Story />
  </EngineProvider>
);

function PickerForm(props: PopupPickerProps & { initial?: Record<string, string> }) {
  const { initial = {}, ...picker } = props;
  const [form, setForm] = useState<Record<string, string>>(initial);
  const shown = picker.field ?? picker.destFields?.split(',')[0] ?? '';
  return (
    <Space direction="vertical" style={{ width: 480 }}>
      <PopupPicker {...picker} value={form[shown]} onChange={(_v, res) => setForm({ ...form, ...res })} />
      <Descriptions size="small" bordered column={1} items={(picker.destFields ?? '').split(',').filter(Boolean).map((f) => ({
        key: f, label: f, children: form[f] || '（空）',
      }))} />
    </Space>
  );
}

const meta = {
  title: '部件/PopupPicker 弹出选择',
  component: PopupPicker,
  argTypes: argTypesFromSchema(propsSchema),
  decorators: [withEngine],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PopupPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleUser: Story = {
  name: '单选用户（已有值）',
  args: { code: 'user_list', field: 'leaderName', orgFields: 'username,realname', destFields: 'leaderAccount,leaderName' },
  render: (args) => <PickerForm {...args} initial={{ leaderAccount: 'zhangwei', leaderName: '张伟' }} />,
  parameters: { expectText: ['leaderAccount', 'zhangwei', 'leaderName'] },
};

export const MultiProjects: Story = {
  name: '多选项目（空值）',
  args: { code: 'project_list', multi: true, orgFields: 'project_name,id', destFields: 'projectNames,projectIds', sorter: 'sort=asc' },
  render: (args) => <PickerForm {...args} />,
  parameters: { expectText: ['projectNames', 'projectIds', '（空）'] },
};

/** The picker's report dialog alone: of the picker's props only the report ones apply. */
const modalKeys = ['code', 'multi', 'sorter', 'param'] as const;
const modalControls = argTypesFromSchema(
  { properties: Object.fromEntries(Object.entries(propsSchema.properties).filter(([k]) => (modalKeys as readonly string[]).includes(k))) },
  { replacing: propsSchema },
);
function ReportModal({ code, multi, sorter, param, onConfirm }: PopupPickerProps & { onConfirm?: () => string | undefined }) {
  return <PopupReportModal open code={code ?? ''} multi={multi} sorter={sorter} param={param} onConfirm={onConfirm ?? (() => undefined)} onCancel={() => undefined} />;
}

export const ModalUsers: Story = {
  name: '弹窗：用户报表（多选、展开查询）',
  argTypes: modalControls,
  args: { code: 'user_list', multi: true, sorter: 'username=asc' },
  render: (args) => <ReportModal {...args} onConfirm={() => '请选择一条记录'} />,
  parameters: { expectText: ['用户报表', 'chenjing', '陈静', '1-10 共22条', '展开', '已选择 0 项'] },
};

export const ModalProjectsWithParam: Story = {
  name: '弹窗：项目清单（报表参数 self_supervisionAttr=JL）',
  argTypes: modalControls,
  args: { code: 'project_list', sorter: 'sort=asc', param: { supervisionAttr: 'JL' } },
  render: (args) => <ReportModal {...args} />,
  parameters: { expectText: ['项目清单', 'G4京港澳高速公路改扩建工程施工监理JL3合同段', '施工监理', '1-10 共12条'] },
};

export const BadConfig: Story = {
  name: '参数未配置',
  args: { code: 'user_list', orgFields: '', destFields: 'leader' },
  parameters: { expectText: ['popup参数未正确配置!'] },
};

export const CountMismatch: Story = {
  name: '原始值与目标值数量不一致',
  args: { code: 'user_list', orgFields: 'username,realname', destFields: 'leader' },
  parameters: { expectText: ['popup参数未正确配置,原始值和目标值数量不一致!'] },
};

export const LoadFailure: Story = {
  name: '报表加载失败',
  argTypes: modalControls,
  args: { code: 'no_such_report' },
  render: (args) => <ReportModal {...args} />,
  parameters: { backend: { failReports: '实体不存在' }, expectText: ['出错了', 'Popup初始化失败，请检查你的配置或稍后重试！实体不存在'] },
};

export const Disabled: Story = {
  name: '禁用',
  args: { code: 'user_list', disabled: true, orgFields: 'realname', destFields: 'leaderName' },
  render: (args) => <PickerForm {...args} initial={{ leaderName: '王芳' }} />,
  parameters: { expectText: ['leaderName', '王芳'] },
};
