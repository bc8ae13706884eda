import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import { RichText, type RichTextProps } from './rich-text';
import propsSchema from './rich-text.schema.json';

const notice = `<h3>关于开展2026年度安全生产大检查的通知</h3>
<p>各项目部：为深入贯彻<strong>安全生产法</strong>，公司决定于<span style="color: #f5222d">4月1日至4月30日</span>开展安全生产大检查。</p>
<ul><li>重点检查高边坡、深基坑与隧道作业；</li><li>各监理部于4月25日前报送自查报告。</li></ul>
<p><a href="https://www.mem.gov.cn" target="_blank">应急管理部</a></p><script>alert('不会执行')</script>`;

function Field({ value: initial, ...props }: RichTextProps) {
  const [value, setValue] = useState(initial);
  return <div style={{ width: 640 }}><RichText {...props} value={value} onChange={setValue} /></div>;
}

const meta = {
  title: '部件/RichText 弹出式富文本',
  component: RichText,
  argTypes: argTypesFromSchema(propsSchema),
  args: { title: '编辑通知正文' },
  // Keyed by the value control, so editing it there starts the field over from the new content.
  render: (args) => <Field key={args.value} {...args} />,
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithContent: Story = {
  name: '通知正文（脚本被清除）',
  args: { value: notice },
  parameters: { expectText: ['关于开展2026年度安全生产大检查的通知', '重点检查高边坡、深基坑与隧道作业；', '编辑'] },
};

export const Empty: Story = { name: '空内容', parameters: { expectText: ['暂无内容，点击编辑'] } };

export const ReadOnly: Story = {
  name: '只读',
  args: { disabled: true, value: '<p>本月完成路基土石方<b>12.6万立方米</b>。</p>' },
  parameters: { expectText: ['12.6万立方米'] },
};
