import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaErrorPanel } from './schema-error-panel';

const meta = {
  title: '引擎/SchemaErrorPanel 页面配置错误',
  component: SchemaErrorPanel,
} satisfies Meta<typeof SchemaErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a configurator sees when a module file has mistakes: every problem at its JSON Pointer. */
export const SeveralProblems: Story = {
  name: '多处错误',
  args: {
    code: 'contract/income',
    problems: [
      { pointer: '/fields/2/type', message: '取值必须是 input, inputNumber, textarea, select 之一' },
      { pointer: '/fields/4', message: '缺少必填属性 "dbType"' },
      { pointer: '/fields/5/name', message: '字段名 "signDate" 重复（已在 /fields/4 声明）' },
      { pointer: '/defaultSort/field', message: '排序字段 "signTime" 未声明' },
    ],
  },
  parameters: { expectText: ['页面配置有误：contract/income', '#/fields/2/type', '排序字段 "signTime" 未声明'] },
};
