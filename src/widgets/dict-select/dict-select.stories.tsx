import { useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Space, Typography } from 'antd';
import { createDemoCustom, createDictLookup, createMemoryDataProvider, createWidgetRegistry, EngineProvider, type DictItemMap } from '@/engine';
import { DictCheckbox, DictRadio, DictSelect, DictSelectMultiple } from './dict-select';
import { DictSelectSearch } from './dict-select-search';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import selectSchema from './dict-select.schema.json';
import radioSchema from './dict-radio.schema.json';
import checkboxSchema from './dict-checkbox.schema.json';
import multipleSchema from './dict-select-multiple.schema.json';
import searchSchema from './dict-select-search.schema.json';

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
  argTypes: argTypesFromSchema(selectSchema),
  decorators: [withEngine],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

// Each story shows one widget: its controls come from that widget's schema; `value` is where its field starts.
const radioControls = argTypesFromSchema(radioSchema, { replacing: selectSchema });

export const Select: StoryObj<typeof DictSelect> = {
  name: '字典下拉（项目状态）',
  args: { dictCode: 'project_state', value: '2' },
  render: ({ value, ...args }) => (
    <Field key={value} label="项目状态" initial={value} render={(v, set) => <DictSelect {...args} value={v} onChange={set} />} />
  ),
  parameters: { expectText: ['项目状态', '在建', '当前值：2'] },
};

export const FromLoginCache: StoryObj<typeof DictSelect> = {
  name: '字典下拉（登录缓存字典）',
  args: { dictCode: 'contract_type', value: 'SR' },
  render: ({ value, ...args }) => (
    <Field key={value} label="合同类型" initial={value} render={(v, set) => <DictSelect {...args} value={v} onChange={set} />} />
  ),
  parameters: {
    loginDicts: { contract_type: [{ value: 'SR', text: '收入合同' }, { value: 'ZC', text: '支出合同' }] },
    expectText: ['收入合同'],
  },
};

export const Radio: StoryObj<typeof DictRadio> = {
  name: '字典单选（性别）',
  argTypes: radioControls,
  args: { dictCode: 'sex', value: '2' },
  render: ({ value, ...args }) => (
    <Field key={value} label="性别" initial={value} render={(v, set) => <DictRadio {...args} value={v} onChange={set} />} />
  ),
  parameters: { expectText: ['男', '女', '当前值：2'] },
};

export const RadioButton: StoryObj<typeof DictRadio> = {
  name: '字典单选按钮（监理属性）',
  argTypes: radioControls,
  args: { dictCode: 'supervision_attr', optionType: 'button', value: 'JL' },
  render: ({ value, ...args }) => (
    <Field key={value} label="监理属性" initial={value} render={(v, set) => <DictRadio {...args} value={v} onChange={set} />} />
  ),
  parameters: { expectText: ['施工监理', '造价咨询', '设计咨询', '项目管理'] },
};

export const Checkbox: StoryObj<typeof DictCheckbox> = {
  name: '字典多选框（监理属性）',
  argTypes: argTypesFromSchema(checkboxSchema, { replacing: selectSchema }),
  args: { dictCode: 'supervision_attr', value: 'JL,ZX' },
  render: ({ value, ...args }) => (
    <Field key={String(value)} label="业务范围" initial={[value ?? []].flat().join(',')} render={(v, set) => <DictCheckbox {...args} value={v} onChange={set} />} />
  ),
  parameters: { expectText: ['施工监理', '项目管理', '当前值：JL,ZX'] },
};

export const Multiple: StoryObj<typeof DictSelectMultiple> = {
  name: '字典多选下拉（只显示 1 个标签）',
  argTypes: argTypesFromSchema(multipleSchema, { replacing: selectSchema }),
  args: { dictCode: 'supervision_attr', value: 'JL,ZX,SJ' },
  render: ({ value, ...args }) => (
    <Field key={String(value)} label="业务范围" initial={[value ?? []].flat().join(',')} render={(v, set) => <DictSelectMultiple {...args} value={v} onChange={set} />} />
  ),
  parameters: { expectText: ['施工监理', '+ 2 ...', '当前值：JL,ZX,SJ'] },
};

export const Search: StoryObj<typeof DictSelectSearch> = {
  name: '字典搜索下拉（用户）',
  argTypes: argTypesFromSchema(searchSchema, { replacing: selectSchema }),
  args: { dict: 'sys_user,realname,username', value: 'zhangwei' },
  render: ({ value, ...args }) => (
    <Field key={value} label="项目负责人" initial={value} render={(v, set) => <DictSelectSearch {...args} value={v} onChange={set} />} />
  ),
  parameters: { expectText: ['项目负责人', '张伟', '当前值：zhangwei'] },
};

export const MissingCode: StoryObj<typeof DictSelect> = {
  name: '未配置字典编码',
  argTypes: argTypesFromSchema({}, { replacing: selectSchema }),
  render: () => (
    <Space direction="vertical">
      <DictSelect dictCode="" />
      <DictRadio />
    </Space>
  ),
  parameters: { expectText: ['字典编码不能为空'] },
};
