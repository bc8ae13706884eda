import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';

// Answers are read loosely: each test asserts the properties a user would see.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

async function call(user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/devops${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
  return res.json() as { success: boolean; message: string; result: Json; code: number };
}

const LEAVE = { applicantName: '李娜', departName: '工程技术部', leaveType: 'annual', startTime: '2026-04-07', endTime: '2026-04-10', reason: '年休假', handover: 'fengtao' };

// 请假天数 is computed from the dates: from Tuesday 2026-04-07, working days.
const UNTIL: Record<number, string> = { 1: '2026-04-07', 2: '2026-04-08', 3: '2026-04-09', 4: '2026-04-10', 5: '2026-04-13' };
async function draft(days: number): Promise<string> {
  const res = await call('lina', 'POST', '/flow/leave/add', { ...LEAVE, endTime: UNTIL[days] });
  expect(res.success, res.message).toBe(true);
  return String(res.result.id);
}
const submit = (id: string, user = 'lina') => call(user, 'POST', '/company/flow/instance/start', { pageCode: 'flow/leave', id });
const todo = async (user: string) => (await call(user, 'GET', '/company/flow/task/list?tab=todo&pageSize=100')).result.records as Json[];
const record = async (id: string) => (await call('lina', 'GET', `/flow/leave/queryById?id=${id}`)).result;
const taskOf = async (user: string, id: string) => (await todo(user)).find((r) => r.businessId === id);
const act = (user: string, action: string, taskId: string, body: object = {}) => call(user, 'POST', `/company/flow/task/${action}`, { taskId, ...body });

describe('请假 (leave) through the workflow', () => {
  it('numbers a draft, and a leave over 3 days goes 部门负责人 → 分管领导 → 总经理 → 人事备案 to 已通过', async () => {
    const id = await draft(4);
    expect((await record(id)).applyNo).toMatch(/^QJ-\d{4}-\d{4}$/);
    expect((await record(id)).bpmStatus).toBe('1');
    const before = (await call('fengtao', 'GET', '/company/flow/flowInfo/queryTodo')).result;
    expect((await submit(id)).success).toBe(true);
    expect((await record(id)).bpmStatus).toBe('2');
    expect((await call('fengtao', 'GET', '/company/flow/flowInfo/queryTodo')).result).toBe(before + 1);

    const path = [['fengtao', '部门负责人审批'], ['sunlihua', '分管领导审批'], ['zhoujianguo', '总经理审批'], ['zhengxiao', '人事备案']];
    for (const [user, node] of path) {
      const task = await taskOf(user, id);
      expect(task?.nodeName, user).toBe(node);
      const res = await act(user, 'approve', task.taskId, { comment: '同意' });
      expect(res.success, res.message).toBe(true);
    }
    expect((await record(id)).bpmStatus).toBe('3');
    const detail = (await call('lina', 'GET', `/company/flow/instance/byBusiness?pageCode=flow/leave&id=${id}`)).result;
    expect(detail.instance.status).toBe('approved');
    expect(detail.events.map((e: Json) => e.action)).toEqual(['submit', 'approve', 'approve', 'approve', 'approve']);
    expect(detail.instance.doneNodes).toEqual(expect.arrayContaining(['Task_DeptLeader', 'Task_Fgld', 'Task_Zjl', 'Task_Hr', 'End']));
  });

  it('shows a process administrator what the branches read and lets them 改派 a stuck task; nobody else', async () => {
    const id = await draft(4);
    await submit(id);
    const byBusiness = `/company/flow/instance/byBusiness?pageCode=flow/leave&id=${id}`;
    const variables = (await call('admin', 'GET', byBusiness)).result.manage.variables;
    expect(Object.keys(variables)).toEqual(['leaveDays']);
    expect(Number(variables.leaveDays)).toBe(4);
    expect((await call('lina', 'GET', byBusiness)).result.manage).toBeNull();
    const task = await taskOf('fengtao', id);
    const refused = await call('lina', 'POST', '/company/flow/task/reassign', { taskId: task.taskId, toUser: 'qianweidong' });
    expect(refused.success).toBe(false);
    const moved = await call('admin', 'POST', '/company/flow/task/reassign', { taskId: task.taskId, toUser: 'qianweidong' });
    expect(moved.message).toBe('已改派');
    expect(await taskOf('fengtao', id)).toBeUndefined();
    expect((await taskOf('qianweidong', id))?.nodeName).toBe('部门负责人审批');
    expect((await call('admin', 'GET', byBusiness)).result.tasks.map((x: Json) => x.assigneeName)).toEqual(['钱卫东']);
  });

  it('refuses a leave that ends before it starts, with the message on 结束日期', async () => {
    const res = await call('lina', 'POST', '/flow/leave/add', { ...LEAVE, startTime: '2026-04-10', endTime: '2026-04-07' });
    expect(res.success).toBe(false);
    expect(res.message).toBe('结束日期不能早于开始日期');
    expect(res.result.fieldErrors).toEqual({ endTime: '结束日期不能早于开始日期' });
  });

  it('a one-day leave skips the leaders: 部门负责人 then 人事备案', async () => {
    const id = await draft(1);
    await submit(id);
    await act('fengtao', 'approve', (await taskOf('fengtao', id)).taskId);
    expect(await taskOf('sunlihua', id)).toBeUndefined();
    expect((await taskOf('zhengxiao', id))?.nodeName).toBe('人事备案');
  });

  it('a record in approval is read-only and cannot be deleted; the applicant withdraws before anyone decides, edits and resubmits', async () => {
    const id = await draft(2);
    await submit(id);
    const edit = await call('lina', 'PUT', '/flow/leave/edit', { id, version: (await record(id)).version, reason: '改一下' });
    expect(edit.success).toBe(false);
    expect(edit.message).toBe('单据审批中，不能修改');
    expect((await call('lina', 'DELETE', `/flow/leave/delete?id=${id}`)).message).toMatch(/审批中，不能删除/);
    expect((await submit(id)).message).toBe('单据已在审批中，不能重复提交');

    const detail = (await call('lina', 'GET', `/company/flow/instance/byBusiness?pageCode=flow/leave&id=${id}`)).result;
    expect(detail.canWithdraw).toBe(true);
    expect((await call('lina', 'POST', '/company/flow/instance/withdraw', { id: detail.instance.id })).success).toBe(true);
    expect((await record(id)).bpmStatus).toBe('5');
    expect(await taskOf('fengtao', id)).toBeUndefined();
    expect((await call('lina', 'PUT', '/flow/leave/edit', { id, version: (await record(id)).version, reason: '补充说明后重新提交' })).success).toBe(true);
    expect((await submit(id)).success).toBe(true);
    expect((await taskOf('fengtao', id))?.nodeName).toBe('部门负责人审批');
  });

  it('reject sends it back to the applicant with the comment required; return goes to an earlier node', async () => {
    const id = await draft(5);
    await submit(id);
    const t1 = (await taskOf('fengtao', id)).taskId;
    expect((await act('fengtao', 'reject', t1)).message).toBe('驳回时请填写审批意见');
    await act('fengtao', 'approve', t1, { comment: '同意' });
    const t2 = (await taskOf('sunlihua', id)).taskId;
    const back = await act('sunlihua', 'return', t2, { targetNode: 'Task_DeptLeader', comment: '请补充交接清单' });
    expect(back.message).toBe('已退回到「部门负责人审批」');
    const t3 = (await taskOf('fengtao', id)).taskId;
    expect((await act('fengtao', 'reject', t3, { comment: '投标期间不批' })).success).toBe(true);
    expect((await record(id)).bpmStatus).toBe('4');
    expect(await todo('fengtao')).not.toContainEqual(expect.objectContaining({ businessId: id }));
  });

  it('only the assignee acts; a decided task is refused; two approvals at once: exactly one wins', async () => {
    const id = await draft(1);
    await submit(id);
    const taskId = (await taskOf('fengtao', id)).taskId;
    const stranger = await act('wangqiang', 'approve', taskId);
    expect(stranger.message).toBe('您不是该任务的当前处理人，不能操作');
    const [a, b] = await Promise.all([act('fengtao', 'approve', taskId), act('fengtao', 'approve', taskId)]);
    expect([a.success, b.success].sort()).toEqual([false, true]);
    expect([a, b].find((r) => !r.success)!.message).toBe('该任务已处理完毕，请刷新待办列表');
    expect((await call('wangqiang', 'GET', `/company/flow/instance/detail?id=${(await taskOf('zhengxiao', id)).instanceId}`)).message).toBe('无权查看该审批');
  });

  it('node field rights: 部门负责人 never sees the hidden phone at 分管领导, and only editable fields are written', async () => {
    const id = await draft(2);
    await submit(id);
    const t1 = await taskOf('fengtao', id);
    // 部门负责人 may change the handover person only; the reason is read-only there.
    await act('fengtao', 'approve', t1.taskId, { values: { handover: 'zhengxiao', reason: '被改掉' } });
    const saved = await record(id);
    expect(saved.handover).toBe('zhengxiao');
    expect(saved.reason).toBe('年休假');
    const t2 = await taskOf('sunlihua', id);
    const detail = (await call('sunlihua', 'GET', `/company/flow/instance/detail?taskId=${t2.taskId}`)).result;
    expect(detail.fieldRights.contactPhone).toBe('hidden');
    expect(detail.record).not.toHaveProperty('contactPhone');
    expect(detail.myTask.nodeName).toBe('分管领导审批');
  });

  it('transfer hands the task over; an agent (代理人) receives tasks while the approver is away', async () => {
    const id = await draft(1);
    await submit(id);
    const t1 = await taskOf('fengtao', id);
    expect((await act('fengtao', 'transfer', t1.taskId, { toUser: 'sunlihua', comment: '出差，请孙总代批' })).message).toBe('已转办给孙丽华');
    expect(await taskOf('fengtao', id)).toBeUndefined();
    expect((await taskOf('sunlihua', id))?.nodeName).toBe('部门负责人审批');
  });
});
