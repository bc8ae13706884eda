import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Space, Typography } from 'antd';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import { IconPicker, type IconPickerProps } from './icon-picker';
import propsSchema from './icon-picker.schema.json';

// As 菜单管理's form shows it: the menu being edited, and the icon its side menu would draw.
function MenuIconField(props: IconPickerProps & { menuName: string }) {
  const { menuName, ...picker } = props;
  const [icon, setIcon] = useState(picker.value ?? null);
  return (
    <Card size="small" title={`编辑菜单：${menuName}`} style={{ width: 520 }}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>图标</Typography.Text>
        <IconPicker {...picker} value={icon} onChange={setIcon} />
        <Typography.Text type="secondary">保存的图标名：{icon ?? '（不设图标）'}</Typography.Text>
      </Space>
    </Card>
  );
}

const meta = {
  title: '部件/IconPicker 菜单图标',
  component: MenuIconField,
  argTypes: argTypesFromSchema(propsSchema),
  render: (args) => <MenuIconField key={String(args.value ?? '')} {...args} />,
} satisfies Meta<typeof MenuIconField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Safety: Story = {
  name: '安全管理：已选 safety',
  args: { menuName: '安全管理', value: 'safety' },
  parameters: { expectText: ['编辑菜单：安全管理', '安全', '保存的图标名：safety'] },
};

export const Contract: Story = {
  name: '合同管理：旧名 file 仍显示为合同图标',
  args: { menuName: '合同管理', value: 'file' },
  parameters: { expectText: ['文件', '保存的图标名：file'] },
};

export const Empty: Story = {
  name: '新菜单：未选图标',
  args: { menuName: '试验检测', value: null },
  parameters: { expectText: ['点击选择图标', '保存的图标名：（不设图标）'] },
};

export const Unknown: Story = {
  name: '菜单里写了列表外的图标名',
  args: { menuName: '创新亮点', value: 'rocket' },
  parameters: { expectText: ['“rocket”不在图标列表中，菜单不会显示'] },
};

export const Disabled: Story = {
  name: '只读',
  args: { menuName: '系统管理', value: 'setting', disabled: true },
  parameters: { expectText: ['设置', 'setting'] },
};
