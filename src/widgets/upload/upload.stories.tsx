import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space, Typography } from 'antd';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import { Upload, type UploadProps } from './upload';
import { UploadPopup } from './upload-popup';
import propsSchema from './upload.schema.json';
import popupSchema from './upload-popup.schema.json';
import { fakeUploadFn, reportPaths, sitePhotos } from './upload.fixtures';
import type { UploadValue } from './use-upload-controller';

function Field(props: UploadProps) {
  const [value, setValue] = useState<UploadValue | null | undefined>(props.value);
  return (
    <Space direction="vertical" style={{ width: 520 }}>
      <Upload {...props} value={value} onChange={setValue} uploadFn={props.uploadFn ?? fakeUploadFn()} />
      <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
        值：{!value || value.length === 0 ? '（空）' : typeof value === 'string' ? value : `${value.length} 个文件对象`}
      </Typography.Text>
    </Space>
  );
}

const meta = {
  title: '部件/Upload 文件上传',
  component: Upload,
  argTypes: argTypesFromSchema(propsSchema),
  render: (args) => <Field {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Files: Story = {
  name: '文件（路径字符串，名称截断为 5 个字）',
  args: { value: reportPaths },
  parameters: { expectText: ['点击上传', '监理月报2...', '安全检查记...', '值：temp/监理月报2026年3月_1743400000000.pdf'] },
};

export const Images: Story = {
  name: '图片（卡片，可左右移动）',
  args: { fileType: 'image', returnUrl: false, value: sitePhotos, number: 6 },
  parameters: { expectText: ['上传图片', '值：3 个文件对象'] },
};

export const SingleOffice: Story = {
  name: 'Office 文件（单个）',
  args: { fileType: 'office', multiple: false, value: 'temp/监理规划_1743400000002.docx', buttonText: '上传监理规划' },
  parameters: { expectText: ['上传监理规划', '监理规划....'] },
};

export const Empty: Story = {
  name: 'PDF（空）',
  args: { fileType: 'pdf' },
  parameters: { expectText: ['点击上传', '值：（空）'] },
};

export const Disabled: Story = {
  name: '只读',
  args: { disabled: true, value: reportPaths },
  parameters: { expectText: ['监理月报2...'] },
};

export const Popup: Story = {
  name: '上传弹窗（图片上传）',
  argTypes: argTypesFromSchema(popupSchema, { replacing: propsSchema }),
  args: { fileType: 'image' },
  render: ({ value: _value, onChange: _onChange, ...args }) => <PopupDemo {...args} />,
  parameters: { expectText: ['图片上传', '上传图片', '已确认：无'] },
};

function PopupDemo(props: Omit<UploadProps, 'value' | 'onChange'>) {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState<UploadValue>();
  return (
    <Space direction="vertical">
      <Button onClick={() => setOpen(true)}>打开图片上传</Button>
      <Typography.Text>已确认：{typeof value === 'string' ? value : '无'}</Typography.Text>
      <UploadPopup uploadFn={fakeUploadFn()} {...props} open={open} onOk={(v) => { setValue(v); setOpen(false); }} onCancel={() => setOpen(false)} />
    </Space>
  );
}
