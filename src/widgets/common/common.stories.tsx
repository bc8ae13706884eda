import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space, Tag, Typography } from 'antd';
import { CommonModal } from './common-modal';
import { ContextMenu } from './context-menu';
import { DetailList } from './detail-list';
import { MoneyDisplay } from './money-display';
import { SubTablePopover } from './sub-table-popover';
import { ThemeColorPicker } from './theme-color-picker';

const meta = { title: '部件/通用组件', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const contractItems = [
  { term: '合同名称', content: 'G4京港澳高速公路改扩建工程施工监理JL3合同段' },
  { term: '合同编号', content: 'HT-JL-2026-0031' },
  { term: '签订日期', content: '2026-02-18' },
  { term: '委托单位', content: '河北交通投资集团有限公司' },
  { term: '合同金额', content: <MoneyDisplay value={18650000} /> },
  { term: '合同状态', content: <Tag color="processing">履行中</Tag> },
];

export const Modal: Story = {
  name: '通用弹窗（可全屏）',
  render: () => (
    <CommonModal open title="项目基本信息" okText="保存" cancelText="关闭">
      <DetailList items={contractItems.slice(0, 4)} col={2} />
    </CommonModal>
  ),
  parameters: { expectText: ['项目基本信息', 'HT-JL-2026-0031'] },
};

export const Fullscreen: Story = {
  name: '通用弹窗（全屏打开）',
  render: () => <CommonModal open fullscreen title="监理月报预览"><p>2026年3月监理月报：本月完成路基土石方12.6万立方米。</p></CommonModal>,
  parameters: { expectText: ['监理月报预览', '本月完成路基土石方12.6万立方米'] },
};

export const Menu: Story = {
  name: '右键菜单（标签页）',
  render: () => <MenuDemo />,
  parameters: { expectText: ['在此区域点击右键', '上次选择：无'] },
};

function MenuDemo() {
  const [last, setLast] = useState('无');
  return (
    <ContextMenu
      items={[{ key: 'refresh', label: '刷新' }, { key: 'left', label: '关闭左侧' }, { key: 'right', label: '关闭右侧' }, { key: 'others', label: '关闭其他' }, { key: 'all', label: '全部关闭', danger: true }]}
      onSelect={(key) => setLast(key)}
    >
      <div style={{ padding: 24, border: '1px dashed #ccc' }}>在此区域点击右键：新闻通知（上次选择：{last}）</div>
    </ContextMenu>
  );
}

export const Details: Story = {
  name: '详情列表（3 列）',
  render: () => <DetailList title="收入合同详情" items={contractItems} bordered />,
  parameters: { expectText: ['收入合同详情', '河北交通投资集团有限公司', '壹仟捌佰陆拾伍万元整'] },
};

export const Money: Story = {
  name: '金额大写',
  render: () => (
    <Space direction="vertical">
      <MoneyDisplay value={1234.5} />
      <MoneyDisplay value="100" />
      <MoneyDisplay value={356789.1234} precision={4} />
      <MoneyDisplay value={null} />
    </Space>
  ),
  parameters: { expectText: ['¥1,234.50', '壹仟贰佰叁拾肆元伍角', '壹佰元整', '叁拾伍万陆仟柒佰捌拾玖元壹角贰分叁厘肆毫'] },
};

export const Theme: Story = {
  name: '主题色',
  render: () => <ThemeDemo />,
  parameters: { expectText: ['主题色', '当前主题色：#07aea8'] },
};

function ThemeDemo() {
  const [color, setColor] = useState('#07aea8');
  return (
    <Space direction="vertical">
      <ThemeColorPicker value={color} onChange={setColor} />
      <Typography.Text>当前主题色：{color}</Typography.Text>
    </Space>
  );
}

export const SubTable: Story = {
  name: '子表浮层',
  render: () => <SubTableDemo />,
  parameters: { expectText: ['开票明细', '04420026', '932,500.00'] },
};

function SubTableDemo() {
  const [open, setOpen] = useState(true);
  return (
    <div>
      <div id="contract-row-1" style={{ padding: 8, background: '#fafafa' }}>
        HT-JL-2026-0031 收入合同 <Button size="small" onClick={() => setOpen(true)}>查看开票明细</Button>
      </div>
      <SubTablePopover
        open={open}
        anchorId="contract-row-1"
        title="开票明细"
        columns={[{ title: '发票号码', dataIndex: 'invoiceNo' }, { title: '开票日期', dataIndex: 'date' }, { title: '金额（元）', dataIndex: 'amount' }]}
        rows={[{ id: '1', invoiceNo: '04420026', date: '2026-03-05', amount: '1,865,000.00' }, { id: '2', invoiceNo: '04420057', date: '2026-04-02', amount: '932,500.00' }]}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
