import type { FieldRight } from '../flow/flow-moddle';

/** The four lists of 我的审批: 我的待办, 我的已办, 我发起的, 抄送我的. */
export type FlowTab = 'todo' | 'done' | 'started' | 'cc';
export const FLOW_TABS: Record<FlowTab, string> = { todo: '我的待办', done: '我的已办', started: '我发起的', cc: '抄送我的' };

export type FlowInstanceStatus = 'running' | 'approved' | 'rejected' | 'withdrawn' | 'terminated';
/** An instance's state as staff read it, with the colour its tag wears. */
export const FLOW_STATUS: Record<FlowInstanceStatus, { text: string; color: string }> = {
  running: { text: '审批中', color: 'processing' },
  approved: { text: '已通过', color: 'success' },
  rejected: { text: '已驳回', color: 'error' },
  withdrawn: { text: '已撤回', color: 'default' },
  terminated: { text: '已终止', color: 'warning' },
};

/** What happened at a step of the timeline. */
export const FLOW_ACTIONS: Record<string, { text: string; color: string }> = {
  submit: { text: '提交申请', color: 'blue' },
  approve: { text: '同意', color: 'green' },
  reject: { text: '驳回', color: 'red' },
  return: { text: '退回', color: 'orange' },
  transfer: { text: '转办', color: 'purple' },
  signBefore: { text: '前加签', color: 'cyan' },
  signAfter: { text: '后加签', color: 'cyan' },
  withdraw: { text: '撤回', color: 'gray' },
  urge: { text: '催办', color: 'gold' },
  skip: { text: '自动跳过', color: 'gray' },
};

/** Decisions an approver takes on a task. */
export type FlowTaskAction = 'approve' | 'reject' | 'return' | 'transfer' | 'addSign';

/** One row of a user's list (and of the admin's 流程实例 list). */
export interface FlowListRow {
  taskId: string | null;
  instanceId: string;
  processKey: string;
  processName: string;
  pageCode: string;
  businessId: string;
  title: string;
  applicantName: string;
  status: FlowInstanceStatus;
  currentNodes: string | null;
  /** Names of the nodes whose tasks are open now (、-separated). */
  currentNames: string | null;
  nodeName: string | null;
  taskTime: string | null;
  startTime: string;
  endTime: string | null;
  dueTime?: string | null;
  decision?: string | null;
  comment?: string | null;
  readFlag?: boolean;
}

export interface FlowEvent {
  id: number;
  nodeId: string | null;
  nodeName: string | null;
  actorName: string;
  action: string;
  comment: string | null;
  attachments: string | null;
  target: string | null;
  durationMs: number | null;
  createTime: string;
}

export interface FlowOpenTask {
  id: string;
  nodeId: string;
  nodeName: string;
  assigneeName: string;
  ownerName: string | null;
  status: 'open' | 'waiting';
  mode: string;
  signType: string | null;
  createTime: string;
  dueTime: string | null;
}

/** One approval as its page shows it (`company/flow/instance/detail`). */
export interface FlowDetail {
  instance: {
    id: string; processKey: string; processName: string; version: number; pageCode: string; businessId: string; title: string;
    applicantName: string; status: FlowInstanceStatus; suspended: boolean; startTime: string; endTime: string | null;
    doneNodes: string[]; currentNodes: string[];
  };
  xml: string;
  pageCode: string;
  /** The record with the fields hidden at the caller's node left out. */
  record: Record<string, unknown> | null;
  /** Each form field's right for the caller (their open task's node; read-only otherwise). */
  fieldRights: Record<string, FieldRight>;
  events: FlowEvent[];
  tasks: FlowOpenTask[];
  myTask: { id: string; nodeId: string; nodeName: string; mode: string; signType: string | null; returnTargets: { id: string; name: string }[] } | null;
  canWithdraw: boolean;
  canUrge: boolean;
  /** For a process administrator (`flow:instance:manage`) only: the instance's variables, and its open tasks may be reassigned. */
  manage?: { variables: Record<string, unknown> } | null;
}

/** A deployed process version (流程定义). */
export interface FlowDefinitionRow {
  id: string; processKey: string; name: string; version: number; formCode: string | null; status: 'active' | 'suspended';
  origin: 'file' | 'studio'; deployedBy: string | null; deployedTime: string; running?: number; total?: number; xml?: string;
  /** Lint warnings of a deploy's answer. */
  problems?: FlowLintProblem[];
}

export interface FlowLintProblem {
  id: string;
  message: string;
  category: 'error' | 'warn';
}
