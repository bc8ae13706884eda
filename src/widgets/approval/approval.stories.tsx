import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { App } from 'antd';
import {
  createBundledSchemaSource, createDictLookup, createMemoryDataProvider, createSchemaLoader, createWidgetRegistry, EngineProvider, type EngineEnv,
} from '@/engine';
import { ApprovalList } from './approval-list';
import { ApprovalPanel } from './approval-panel';
import { createFlowFixture, leaveDicts, leaveSchema } from './approval.fixtures';

const storyEnv: EngineEnv = {
  notify: (n) => console.info(`[story] ${n.type}: ${n.message}`),
  navigate: (to) => console.info(`[story] navigate ${to}`),
};

// 孙丽华 (分管领导) with three leave requests waiting; decisions change the lists in memory.
const withFlows: Decorator = (Story) => (
  <App>
    <EngineProvider dataProvider={createMemoryDataProvider({}, { custom: createFlowFixture() })} registry={createWidgetRegistry()}
      dicts={createDictLookup(leaveDicts)} env={storyEnv} schemaLoader={createSchemaLoader(createBundledSchemaSource([leaveSchema]))}>
      <Story />
    </EngineProvider>
  </App>
);

// The administrator on 流程实例: the same approval with 流程管理 (what the branches read, 改派).
const asAdministrator: Decorator = (Story) => (
  <App>
    <EngineProvider dataProvider={createMemoryDataProvider({}, { custom: createFlowFixture([], { manage: true }) })} registry={createWidgetRegistry()}
      dicts={createDictLookup(leaveDicts)} env={storyEnv} schemaLoader={createSchemaLoader(createBundledSchemaSource([leaveSchema]))}>
      <Story />
    </EngineProvider>
  </App>
);

const meta = {
  title: 'Widgets/审批/我的审批',
  decorators: [withFlows],
} satisfies Meta;
export default meta;

export const 我的待办: StoryObj = {
  render: () => <ApprovalList />,
  parameters: { expectText: ['我的待办', '请假申请 · QJ-2026-0012 · 李娜', '分管领导审批', '办理'] },
};

export const 审批详情: StoryObj = {
  render: () => <ApprovalPanel target={{ taskId: 'task-1' }} />,
  parameters: { expectText: ['请假审批（第 1 版）', '审批中', '本节点可填写的字段', '年休假，回老家探望父母', '同 意'] },
};

export const 流程管理: StoryObj = {
  decorators: [asAdministrator],
  render: () => <ApprovalPanel target={{ instanceId: 'inst-1' }} />,
  parameters: { expectText: ['请假审批（第 1 版）', '流程管理'] },
};
