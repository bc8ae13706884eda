import { checkPageSchema, type CrudPageSchema, type DataProvider, type DictItemMap, type FlowDetail, type FlowListRow, type FlowTab } from '@/engine';
import leaveJson from '../../../schemas/modules/flow/leave.json';
import leaveXml from '../../../schemas/flows/leave.bpmn?raw';

// The real 请假申请 page and 请假审批 process, with a 分管领导's approvals as the server sends them: used by the
// stories, the widget tests and the shell's fake services.

const loaded = checkPageSchema('flow/leave', leaveJson);
if (loaded.status !== 'ready') throw new Error('flow/leave fixture schema is broken');
export const leaveSchema = loaded.schema as CrudPageSchema;

export const leaveDicts: DictItemMap = {
  leave_type: [{ value: 'annual', text: '年休假', title: '年休假' }, { value: 'personal', text: '事假', title: '事假' }, { value: 'sick', text: '病假', title: '病假' }],
  half_day: [{ value: 'am', text: '上午', title: '上午' }, { value: 'pm', text: '下午', title: '下午' }],
  bpm_status: ['草稿', '审批中', '已通过', '已驳回', '已撤回', '已作废'].map((text, i) => ({ value: String(i + 1), text, title: text })),
  yn: [{ value: '1', text: '是', title: '是' }, { value: '0', text: '否', title: '否' }],
};

const row = (i: number, title: string, applicant: string, node: string, time: string): FlowListRow => ({
  taskId: `task-${i}`, instanceId: `inst-${i}`, processKey: 'flow_leave', processName: '请假审批', pageCode: 'flow/leave', businessId: `leave-${i}`,
  title, applicantName: applicant, status: 'running', currentNodes: 'Task_Fgld', currentNames: node, nodeName: node, taskTime: time, startTime: time, endTime: null,
});

export const todoRows: FlowListRow[] = [
  row(1, '请假申请 · QJ-2026-0012 · 李娜', '李娜', '分管领导审批', '2026-11-24 09:12:40'),
  row(2, '请假申请 · QJ-2026-0015 · 王鹏', '王鹏', '分管领导审批', '2026-11-24 15:03:11'),
  row(3, '请假申请 · QJ-2026-0019 · 赵强', '赵强', '分管领导审批', '2026-11-25 08:47:02'),
];

export const leaveRecord = {
  id: 'leave-1', applyNo: 'QJ-2026-0012', applicantName: '李娜', departName: '工程技术部', leaveType: 'annual', leaveType_dictText: '年休假',
  startTime: '2026-12-07', startHalf: 'am', endTime: '2026-12-11', endHalf: 'pm', leaveDays: 5, leaveLocal: '1', handover: 'fengtao', handover_dictText: '冯涛',
  destination: '湖南长沙', reason: '年休假，回老家探望父母', bpmStatus: '2', bpmStatus_dictText: '审批中', hrRemark: null,
};

export const leaveDetail: FlowDetail = {
  instance: {
    id: 'inst-1', processKey: 'flow_leave', processName: '请假审批', version: 1, pageCode: 'flow/leave', businessId: 'leave-1',
    title: '请假申请 · QJ-2026-0012 · 李娜', applicantName: '李娜', status: 'running', suspended: false, startTime: '2026-11-23 16:20:05', endTime: null,
    doneNodes: ['Start', 'Task_DeptLeader', 'Gateway_Days1'], currentNodes: ['Task_Fgld'],
  },
  xml: leaveXml,
  pageCode: 'flow/leave',
  record: leaveRecord,
  fieldRights: { contactPhone: 'hidden', handover: 'editable' },
  events: [
    { id: 1, nodeId: 'start', nodeName: '提交申请', actorName: '李娜', action: 'submit', comment: null, attachments: null, target: null, durationMs: null, createTime: '2026-11-23 16:20:05' },
    { id: 2, nodeId: 'Task_DeptLeader', nodeName: '部门负责人审批', actorName: '冯涛', action: 'approve', comment: '同意，工作已交接给赵强', attachments: 'temp/202611/工作交接清单_1763600000000.pdf', target: null, durationMs: 61_200_000, createTime: '2026-11-24 09:12:40' },
  ],
  tasks: [{ id: 'task-1', nodeId: 'Task_Fgld', nodeName: '分管领导审批', assigneeName: '孙丽华', ownerName: null, status: 'open', mode: 'single', signType: null, createTime: '2026-11-24 09:12:40', dueTime: '2026-11-25 09:12:40' }],
  myTask: { id: 'task-1', nodeId: 'Task_Fgld', nodeName: '分管领导审批', mode: 'single', signType: null, returnTargets: [{ id: 'Task_DeptLeader', name: '部门负责人审批' }] },
  canWithdraw: false,
  canUrge: false,
};

/**
 * Answers the workflow's calls from memory: the to-do list shrinks as tasks are decided, and each call is recorded
 * (`calls`) so a test can see what was sent.
 */
const USERS = [{ value: 'zhoujianguo', text: '周建国' }, { value: 'sunlihua', text: '孙丽华' }, { value: 'qianweidong', text: '钱卫东' }];

/** What a process administrator's detail adds: the fields the leave's branches read, with the record's values. */
export const leaveManage: NonNullable<FlowDetail['manage']> = { variables: { leaveDays: 5, leaveType: 'annual' } };

export function createFlowFixture(calls: { url: string; payload?: unknown }[] = [], options: { manage?: boolean } = {}): DataProvider['custom'] {
  let todo = [...todoRows];
  const done: FlowListRow[] = [];
  return async <T,>({ url, method, query, payload }: Parameters<DataProvider['custom']>[0]) => {
    calls.push({ url, payload });
    const answer = (data: unknown, message = '') => ({ data: data as T, message });
    if (url === '/company/flow/task/list') {
      const tab = (query?.tab ?? 'todo') as FlowTab;
      const rows = tab === 'todo' ? todo : tab === 'done' ? done : [];
      return answer({ records: rows, total: rows.length });
    }
    if (url === '/company/flow/task/counts') return answer({ todo: todo.length, done: done.length, started: 0, cc: 0 });
    if (url === '/company/flow/instance/detail' || url === '/company/flow/instance/byBusiness') return answer(options.manage ? { ...leaveDetail, manage: leaveManage } : leaveDetail);
    if (url === '/company/flow/task/reassign') return answer(null, '已改派');
    if (url.startsWith('/sys/dict/loadDict/')) {
      const keyword = String(query?.keyword ?? '');
      return answer(USERS.filter((u) => u.text.includes(keyword) || u.value.includes(keyword)));
    }
    if (method === 'post' && url.startsWith('/company/flow/task/')) {
      const taskId = (payload as { taskId: string }).taskId;
      const decided = todo.find((r) => r.taskId === taskId);
      todo = todo.filter((r) => r.taskId !== taskId);
      if (decided) done.unshift({ ...decided, decision: url.split('/').pop() ?? null });
      return answer(null, url.endsWith('approve') ? '已同意，流转到下一节点' : '已驳回给申请人');
    }
    if (url === '/company/flow/instance/start') return answer('inst-9', '提交成功，已进入审批');
    throw Object.assign(new Error(`未模拟的接口 ${url}`), { status: 404 });
  };
}
