import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space, Tag, Typography } from 'antd';
import { CommonModal } from './common-modal';
import { ContextMenu, type ContextMenuProps } from './context-menu';
import { DetailList } from './detail-list';
import { MoneyDisplay } from './money-display';
import { SubTablePopover, type SubTablePopoverProps } from './sub-table-popover';
import { ThemeColorPicker } from './theme-color-picker';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import modalSchema from './common-modal.schema.json';
import contextMenuSchema from './context-menu.schema.json';
import detailListSchema from './detail-list.schema.json';
import moneySchema from './money-display.schema.json';
import subTableSchema from './sub-table-popover.schema.json';
import themeSchema from './theme-color-picker.schema.json';

// One file, six widgets: the meta carries CommonModal's controls; every other story swaps in its own widget's.
const meta = {
  title: '部件/通用组件',
  argTypes: argTypesFromSchema(modalSchema),
  parameters: { layout: 'padded' },
} satisfies Meta;
const controlsOf = (schema: Parameters<typeof argTypesFromSchema>[0]) => argTypesFromSchema(schema, { replacing: modalSchema });
export default meta;

const contractItems = [
  { term: '合同名称', content: 'G4京港澳高速公路改扩建工程施工监理JL3合同段' },
  { term: '合同编号', content: 'HT-JL-2026-0031' },
  { term: '签订日期', content: '2026-02-18' },
  { term: '委托单位', content: '河北交通投资集团有限公司' },
  { term: '合同金额', content: <MoneyDisplay value={18650000} /> },
  { term: '合同状态', content: <Tag color="processing">履行中</Tag> },
];

export const Modal: StoryObj<typeof CommonModal> = {
  name: '通用弹窗（可全屏）',
  args: { open: true, title: '项目基本信息', okText: '保存', cancelText: '关闭' },
  render: (args) => (
    <CommonModal {...args}>
      <DetailList items={contractItems.slice(0, 4)} col={2} />
    </CommonModal>
  ),
  parameters: { expectText: ['项目基本信息', 'HT-JL-2026-0031'] },
};

export const Fullscreen: StoryObj<typeof CommonModal> = {
  name: '通用弹窗（全屏打开）',
  args: { open: true, fullscreen: true, title: '监理月报预览' },
  render: (args) => <CommonModal {...args}><p>2026年3月监理月报：本月完成路基土石方12.6万立方米。</p></CommonModal>,
  parameters: { expectText: ['监理月报预览', '本月完成路基土石方12.6万立方米'] },
};

export const Menu: StoryObj<typeof ContextMenu> = {
  name: '右键菜单（标签页）',
  argTypes: controlsOf(contextMenuSchema),
  args: {
    items: [{ key: 'refresh', label: '刷新' }, { key: 'left', label: '关闭左侧' }, { key: 'right', label: '关闭右侧' }, { key: 'others', label: '关闭其他' }, { key: 'all', label: '全部关闭', danger: true }],
  },
  render: (args) => <MenuDemo items={args.items} disabled={args.disabled} />,
  parameters: { expectText: ['在此区域点击右键', '上次选择：无'] },
};

function MenuDemo({ items, disabled }: Pick<ContextMenuProps, 'items' | 'disabled'>) {
  const [last, setLast] = useState('无');
  return (
    <ContextMenu items={items} disabled={disabled} onSelect={(key) => setLast(key)}>
      <div style={{ padding: 24, border: '1px dashed #ccc' }}>在此区域点击右键：新闻通知（上次选择：{last}）</div>
    </ContextMenu>
  );
}

export const Details: StoryObj<typeof DetailList> = {
  name: '详情列表（3 列）',
  argTypes: controlsOf(detailListSchema),
  // The items hold rendered content (amount, status tag), so they stay in code.
  args: { title: '收入合同详情', bordered: true },
  render: (args) => <DetailList {...args} items={contractItems} />,
  parameters: { expectText: ['收入合同详情', '河北交通投资集团有限公司', '壹仟捌佰陆拾伍万元整'] },
};

export const Money: StoryObj<typeof MoneyDisplay> = {
  name: '金额大写',
  argTypes: controlsOf(moneySchema),
  args: { value: 1234.5 },
  render: (args) => (
    <Space direction="vertical">
      <MoneyDisplay {...args} />
      <MoneyDisplay value="100" />
      <MoneyDisplay value={356789.1234} precision={4} />
      <MoneyDisplay value={null} />
    </Space>
  ),
  parameters: { expectText: ['¥1,234.50', '壹仟贰佰叁拾肆元伍角', '壹佰元整', '叁拾伍万陆仟柒佰捌拾玖元壹角贰分叁厘肆毫'] },
};

export const Theme: StoryObj<typeof ThemeColorPicker> = {
  name: '主题色',
  argTypes: controlsOf(themeSchema),
  args: { value: '#07aea8' },
  render: (args) => <ThemeDemo key={args.value} initial={args.value ?? '#07aea8'} title={args.title} />,
  parameters: { expectText: ['主题色', '当前主题色：#07aea8'] },
};

function ThemeDemo({ initial, title }: { initial: string; title?: string }) {
  const [color, setColor] = useState(initial);
  return (
    <Space direction="vertical">
      <ThemeColorPicker value={color} onChange={setColor} title={title} />
      <Typography.Text>当前主题色：{color}</Typography.Text>
    </Space>
  );
}

export const SubTable: StoryObj<typeof SubTablePopover> = {
  name: '子表浮层',
  argTypes: controlsOf(subTableSchema),
  args: {
    title: '开票明细',
    columns: [{ title: '发票号码', dataIndex: 'invoiceNo' }, { title: '开票日期', dataIndex: 'date' }, { title: '金额（元）', dataIndex: 'amount' }],
    rows: [{ id: '1', invoiceNo: '04420026', date: '2026-03-05', amount: '1,865,000.00' }, { id: '2', invoiceNo: '04420057', date: '2026-04-02', amount: '932,500.00' }],
  },
  render: (args) => <SubTableDemo title={args.title} columns={args.columns} rows={args.rows} width={args.width} />,
  parameters: { expectText: ['开票明细', '04420026', '932,500.00'] },
};

function SubTableDemo(props: Pick<SubTablePopoverProps, 'title' | 'columns' | 'rows' | 'width'>) {
  const [open, setOpen] = useState(true);
  return (
    <div>
      <div id="contract-row-1" style={{ padding: 8, background: '#fafafa' }}>
        HT-JL-2026-0031 收入合同 <Button size="small" onClick={() => setOpen(true)}>查看开票明细</Button>
      </div>
      <SubTablePopover {...props} open={open} anchorId="contract-row-1" onClose={() => setOpen(false)} />
    </div>
  );
}
