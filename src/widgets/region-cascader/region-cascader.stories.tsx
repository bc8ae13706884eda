import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Space, Typography } from 'antd';
import { createDemoCustom, createMemoryDataProvider, createWidgetRegistry, EngineProvider } from '@/engine';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import { RegionCascader, type RegionCascaderProps } from './region-cascader';
import propsSchema from './region-cascader.schema.json';

const withEngine: Decorator = (Story) => (
  <EngineProvider dataProvider={createMemoryDataProvider({}, { custom: createDemoCustom(), latencyMs: 80 })} registry={createWidgetRegistry()}>
    <Story />
  </EngineProvider>
);

function Field(props: RegionCascaderProps) {
  const [codes, setCodes] = useState(props.value);
  const [names, setNames] = useState<string[]>([]);
  return (
    <Space direction="vertical">
      <RegionCascader {...props} value={codes} onChange={(c, n) => { setCodes(c); setNames(n); }} />
      <Typography.Text type="secondary">编码：{[codes ?? []].flat().join(',') || '（空）'}{names.length ? `（${names.join('')}）` : ''}</Typography.Text>
    </Space>
  );
}

const meta = {
  title: '部件/RegionCascader 省市区',
  component: RegionCascader,
  argTypes: argTypesFromSchema(propsSchema),
  decorators: [withEngine],
  // Keyed by the value control, so editing it there starts the field over from the new codes.
  render: (args) => <Field key={String(args.value ?? '')} {...args} />,
} satisfies Meta<typeof RegionCascader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithValue: Story = {
  name: '已选：四川省 / 成都市 / 武侯区',
  args: { value: ['510000', '510100', '510107'] },
  parameters: { expectText: ['四川省 / 成都市 / 武侯区', '编码：510000,510100,510107'] },
};

export const Municipality: Story = {
  name: '直辖市：北京市 / 朝阳区',
  args: { value: '110000,110105' },
  parameters: { expectText: ['北京市 / 朝阳区'] },
};

export const Empty: Story = {
  name: '未选择（可只选到市）',
  args: { changeOnSelect: true },
  parameters: { expectText: ['请选择省/市/区', '编码：（空）'] },
};
