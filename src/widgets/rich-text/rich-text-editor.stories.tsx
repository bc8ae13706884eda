import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichTextEditor, type MentionItem, type RichTextEditorProps } from './rich-text-editor';

const PEOPLE: MentionItem[] = [
  { id: 'wangpeng', label: '王鹏', hint: '试验检测工程师' },
  { id: 'chenjing', label: '陈静', hint: '安全监理工程师' },
  { id: 'fengtao', label: '冯涛', hint: '工程技术部部长' },
];

const post = `<h3>沥青路面压实度检测频率的讨论</h3>
<p>JTG F80/1 要求沥青面层压实度<strong>每 200 m 每车道检测 1 处</strong>，监理抽检频率各项目做法不一。</p>
<ul><li>钻芯法每 200 m 一处；</li><li>核子密度仪加密到每 50 m 一处。</li></ul>
<p>请 <span data-type="mention" data-id="wangpeng" data-label="王鹏">@王鹏</span> 补充一下试验室的做法。</p>`;

function Editor(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return <div style={{ width: 760 }}><RichTextEditor {...props} value={value} onChange={setValue} /></div>;
}

const meta = {
  title: '部件/RichTextEditor 富文本编辑器',
  component: RichTextEditor,
  render: (args) => <Editor {...args} />,
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForumPost: Story = {
  name: '论坛帖子（图片上传与@提及）',
  args: {
    value: post,
    onUploadImage: async (file: File) => URL.createObjectURL(file),
    searchMentions: async (query: string) => PEOPLE.filter((p) => p.label.includes(query) || p.id.includes(query)),
  },
  parameters: { expectText: ['沥青路面压实度检测频率的讨论', '核子密度仪加密到每 50 m 一处。', '@王鹏'] },
};

export const Empty: Story = { name: '空白', args: { value: '', placeholder: '写下你的经验或问题…' }, parameters: { expectText: [] } };
