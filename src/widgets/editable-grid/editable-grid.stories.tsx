import { useEffect, useRef } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Tag } from 'antd';
import { createDictLookup, DictContextProvider, type GridColumn } from '@/engine';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import { EditableGrid, type EditableGridProps } from './editable-grid';
import propsSchema from './editable-grid.schema.json';
import type { EditableGridApi, UploadFn } from './use-editable-grid-controller';
import { contractColumns, contractRows, managerDicts, wideColumns, wideRows } from './editable-grid.fixtures';

const withDicts: Decorator = (Story) => (
  <DictContextProvider value={createDictLookup(managerDicts)}>
    <Story />
  </DictContextProvider>
);

/** Pretends to upload: progress in steps, then a path under temp/ (files named 失败… fail). */
const fakeUpload: UploadFn = (file, onProgress) => new Promise((resolve, reject) => {
  let percent = 0;
  const timer = setInterval(() => {
    percent += 25;
    onProgress(percent);
    if (percent < 100) return;
    clearInterval(timer);
    if (file.name.startsWith('失败')) reject(new Error('文件服务器无响应'));
    else resolve(`temp/${file.name}`);
  }, 150);
});

const meta = {
  title: '部件/EditableGrid 可编辑表格',
  component: EditableGrid,
  argTypes: argTypesFromSchema(propsSchema),
  decorators: [withDicts],
  args: { columns: contractColumns, dataSource: contractRows(30), rowNumber: true, rowSelection: true, toolbar: true, height: 420 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EditableGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 合同明细: 30 rows; click a cell and type, Enter/Tab/arrows move, Ctrl+Z undoes, paste a block from Excel. */
export const ContractDetails: Story = {
  name: '合同明细',
  parameters: { expectText: ['G4京港澳高速公路改扩建工程施工监理JL3合同段', 'HT-2026-00001', '收入合同', '张伟', '合计', '平均'] },
};

const allTypeColumns: GridColumn[] = [
  { key: 'projectName', title: '项目名称', type: 'input', width: 200 },
  { key: 'amount', title: '金额', type: 'inputNumber', width: 110, align: 'right' },
  { key: 'remark', title: '备注', type: 'textarea', width: 160 },
  { key: 'contractType', title: '合同类型', type: 'select', width: 110, options: [{ value: 'income', text: '收入合同' }, { value: 'expense', text: '支出合同' }] },
  { key: 'manager', title: '负责人', type: 'select-search', width: 110, dictCode: 'manager' },
  { key: 'members', title: '参与人', type: 'select-multiple', width: 150, dictCode: 'manager' },
  { key: 'signDate', title: '签订日期', type: 'date', width: 130 },
  { key: 'auditTime', title: '审核时间', type: 'datetime', width: 180 },
  { key: 'archived', title: '已归档', type: 'checkbox', width: 80, align: 'center' },
  { key: 'scan', title: '扫描件', type: 'upload', width: 170 },
  { key: 'progress', title: '进度', type: 'progress', width: 140 },
  { key: 'tags', title: '标签', type: 'tags', width: 140 },
  { key: 'level', title: '风险等级', type: 'slot', width: 100 },
  { key: 'creator', title: '录入人', type: 'normal', width: 90 },
  { key: 'secret', title: '内部字段', type: 'hidden' },
  { key: 'supplier', title: '供应商', type: 'popup', width: 180 },
  { key: 'attachment', title: '附件', type: 'file', width: 170 },
  { key: 'photo', title: '现场照片', type: 'image', width: 150 },
  { key: 'payMode', title: '付款方式', type: 'radio', width: 190, options: [{ value: 'once', text: '一次付清' }, { value: 'stage', text: '分期' }] },
];

const allTypeRows = [
  {
    id: 'r1', projectName: '深中通道东人工岛机电安装监理', amount: 356000, remark: '含夜间施工补贴', contractType: 'income', manager: 'u2',
    members: ['u1', 'u3', 'u4'], signDate: '2026-03-18', auditTime: '2026-03-20 09:30:00', archived: true,
    scan: { name: '合同扫描件.pdf', status: 'done', path: 'temp/scan.pdf', percent: 100 }, progress: 65, tags: '重点;监理',
    level: 'H', creator: '王芳', secret: 'x', supplier: '中交第二公路勘察设计研究院',
    attachment: { name: '补充协议.docx', status: 'uploading', percent: 40 },
    photo: { name: 'site.png', status: 'error', message: '图片超过 5MB' }, payMode: 'stage',
  },
  { id: 'r2', projectName: '黄河下游防洪工程质量检测', amount: 128500.5, contractType: 'expense', manager: 'u5', members: ['u6'], progress: 20, level: 'L', creator: '陈静', payMode: 'once' },
];

/** Every cell type (hidden is not shown); file cells upload with a fake uploader. */
export const AllCellTypes: Story = {
  name: '全部单元格类型',
  args: {
    columns: allTypeColumns, dataSource: allTypeRows, uploadFn: fakeUpload, toolbar: false, height: 200,
    slots: { level: ({ value }) => <Tag color={value === 'H' ? 'red' : 'green'}>{value === 'H' ? '高风险' : '低风险'}</Tag> },
    onPopup: async () => ({ supplier: '四川省交通勘察设计研究院' }),
  },
  parameters: { expectText: ['深中通道东人工岛机电安装监理', '含夜间施工补贴', '支出合同', '张伟', '+2', '2026-03-20 09:30:00'] },
};

/** The right-hand half of the same rows: progress, tags, slot, popup, file states and radio, in view at once. */
export const FileAndChoiceCells: Story = {
  name: '文件、标签与选择类单元格',
  args: {
    ...AllCellTypes.args,
    columns: allTypeColumns.filter((c) => ['projectName', 'progress', 'tags', 'level', 'creator', 'supplier', 'attachment', 'photo', 'payMode', 'scan'].includes(c.key)),
  },
  parameters: { expectText: ['65%', '监理', '高风险', '中交第二公路勘察设计研究院', '40%', '上传出错', '图片超过 5MB', '分期', '合同扫描件…'] },
};

/** Validation runs on mount: required, unique in the column, and a named pattern (手机号码). */
function ValidatedGrid(props: EditableGridProps) {
  const ref = useRef<EditableGridApi>(null);
  useEffect(() => {
    void ref.current?.validate();
  }, []);
  return <EditableGrid ref={ref} {...props} />;
}

const invalidRows = contractRows(6).map((row, i) => ({
  ...row,
  projectName: i === 1 ? '' : row.projectName,
  contractNo: i === 4 ? 'HT-2026-00001' : row.contractNo,
  phone: i === 2 ? '1234' : row.phone,
}));

export const ValidationErrors: Story = {
  name: '校验错误',
  render: (args) => <ValidatedGrid {...args} />,
  args: { dataSource: invalidRows },
  parameters: { expectText: ['请输入项目名称', '合同编号不能重复', '联系电话必须是手机号码'] },
};

/** 合计 and 平均 footer rows for 金额; the title spans the first two columns. */
export const Statistics: Story = {
  name: '统计行',
  args: { dataSource: contractRows(4), toolbar: false, rowSelection: true, height: 320 },
  parameters: { expectText: ['合计', '平均', '447514', '111878.5'] },
};

/** Drag the handle, or use its menu: 向上移 / 向下移 / 插入一行. 排序 is renumbered from 1. */
export const DragSort: Story = {
  name: '拖动排序',
  args: { dataSource: contractRows(8), dragSort: true, size: 'small' },
  parameters: { expectText: ['黄河下游防洪工程质量检测', 'HT-2026-00008'] },
};

export const TinyReadOnly: Story = {
  name: '迷你尺寸（只读）',
  args: { dataSource: contractRows(12), size: 'tiny', disabled: true, toolbar: false, rowSelectionType: 'radio' },
  parameters: { expectText: ['HT-2026-00012'] },
};

const tenThousand = wideRows(10_000);
const twentyColumns = wideColumns();

/** 10,000 rows × 20 columns: only the rows and columns in view are in the DOM. */
export const TenThousandRows: Story = {
  name: '一万行',
  args: { columns: twentyColumns, dataSource: tenThousand, height: 560 },
  parameters: { expectText: ['G4京港澳高速公路改扩建工程施工监理JL3合同段', '合计'] },
};
