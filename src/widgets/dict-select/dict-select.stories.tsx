import { useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Space, Typography } from 'antd';
import { createDemoCustom, createDictLookup, createMemoryDataProvider, createWidgetRegistry, EngineProvider, type DictItemMap } from '@/engine';
import { DictCheckbox, DictRadio, DictSelect, DictSelectMultiple } from './dict-select';
import { DictSelectSearch } from './dict-select-search';

// Dictionaries come from the demo backend (getDictItems / loadDict) unless a story seeds the login cache.
const withEngine: Decorator = (Story, context) => (
  <EngineProvider
    dataProvider={createMemoryDataProvider({}, { custom: createDemoCustom(), latencyMs: 80 })}
    registry={createWidgetRegistry()}
    dicts={createDictLookup((context.parameters.loginDicts as DictItemMap | undefined) ?? {})}
  >
    <Story />
  </EngineProvider>
);

function Field({ label, initial, render }: { label: string; initial?: string; render: (value: string | undefined, set: (v: string | undefined) => void) => ReactNode }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <Space direction="vertical">
      <Typography.Text strong>{label}</Typography.Text>
      {render(value, setValue)}
      <Typography.Text type="secondary">当前值：{value || '（空）'}</Typography.Text>
    </Space>
  );
}

const meta = {
  title: '部件/字典组件',
  decorators: [withEngine],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Select: Story = {
  name: '字典下拉（项目状态）',
  render: () => <Field label="项目状态" initial="2" render={(v, set) => <DictSelect dictCode="project_state" value={v} onChange={set} />} />,
  parameters: { expectText: ['项目状态', '在建', '当前值：2'] },
};

export const FromLoginCache: Story = {
  name: '字典下拉（登录缓存字典）',
  render: () => <Field label="合同类型" initial="SR" render={(v, set) => <DictSelect dictCode="contract_type" value={v} onChange={set} />} />,
  parameters: {
    loginDicts: { contract_type: [{ value: 'SR', text: '收入合同' }, { value: 'ZC', text: '支出合同' }] },
    expectText: ['收入合同'],
  },
};

export const Radio: Story = {
  name: '字典单选（性别）',
  render: () => <Field label="性别" initial="2" render={(v, set) => <DictRadio dictCode="sex" value={v} onChange={set} />} />,
  parameters: { expectText: ['男', '女', '当前值：2'] },
};

export const RadioButton: Story = {
  name: '字典单选按钮（监理属性）',
  render: () => <Field label="监理属性" initial="JL" render={(v, set) => <DictRadio dictCode="supervision_attr" optionType="button" value={v} onChange={set} />} />,
  parameters: { expectText: ['施工监理', '造价咨询', '设计咨询', '项目管理'] },
};

export const Checkbox: Story = {
  name: '字典多选框（监理属性）',
  render: () => <Field label="业务范围" initial="JL,ZX" render={(v, set) => <DictCheckbox dictCode="supervision_attr" value={v} onChange={set} />} />,
  parameters: { expectText: ['施工监理', '项目管理', '当前值：JL,ZX'] },
};

export const Multiple: Story = {
  name: '字典多选下拉（只显示 1 个标签）',
  render: () => <Field label="业务范围" initial="JL,ZX,SJ" render={(v, set) => <DictSelectMultiple dictCode="supervision_attr" value={v} onChange={set} />} />,
  parameters: { expectText: ['施工监理', '+ 2 ...', '当前值：JL,ZX,SJ'] },
};

export const Search: Story = {
  name: '字典搜索下拉（用户）',
  render: () => (
    <Field label="项目负责人" initial="zhangwei" render={(v, set) => <DictSelectSearch dict="sys_user,realname,username" value={v} onChange={set} />} />
  ),
  parameters: { expectText: ['项目负责人', '张伟', '当前值：zhangwei'] },
};

export const MissingCode: Story = {
  name: '未配置字典编码',
  render: () => (
    <Space direction="vertical">
      <DictSelect dictCode="" />
      <DictRadio />
    </Space>
  ),
  parameters: { expectText: ['字典编码不能为空'] },
};
