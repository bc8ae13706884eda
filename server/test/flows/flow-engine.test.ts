import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, ROOT, type TestPlatform } from '../helper';
import { remindOverdue } from '../../src/flows/flow-reminders';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

// Answers are read loosely: each test asserts the properties a user would see.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function call(user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/devops${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
  return res.json() as { success: boolean; message: string; result: Json };
}
const LEAVE = { applicantName: '王鹏', departName: '工程技术部', leaveType: 'personal', startTime: '2026-12-14', endTime: '2026-12-15', reason: '引擎测试', handover: 'zhaoqiang' };
// 请假天数 follows the dates: from Monday 2026-12-14, so many working days.
const UNTIL: Record<number, string> = { 1: '2026-12-14', 2: '2026-12-15', 3: '2026-12-16', 4: '2026-12-17', 5: '2026-12-18' };
async function submitted(days: number, user = 'wangpeng'): Promise<string> {
  const id = (await call(user, 'POST', '/flow/leave/add', { ...LEAVE, endTime: UNTIL[days] })).result.id as string;
  expect((await call(user, 'POST', '/company/flow/instance/start', { pageCode: 'flow/leave', id })).success).toBe(true);
  return id;
}
const todo = async (user: string) => (await call(user, 'GET', '/company/flow/task/list?tab=todo&pageSize=100')).result.records as Json[];
const taskOf = async (user: string, id: string) => (await todo(user)).find((r) => r.businessId === id);
const act = (user: string, action: string, taskId: string, body: object = {}) => call(user, 'POST', `/company/flow/task/${action}`, { taskId, ...body });
const detailOf = async (user: string, id: string) => (await call(user, 'GET', `/company/flow/instance/byBusiness?pageCode=flow/leave&id=${id}`)).result;

describe('the workflow engine', () => {
  it('前加签: the added signer decides first, then the task comes back to the one who added them', async () => {
    const id = await submitted(1);
    const mine = await taskOf('fengtao', id);
    expect((await act('fengtao', 'addSign', mine.taskId, { toUser: 'lina', position: 'before', comment: '请李娜先核对' })).message).toMatch(/已前加签李娜/);
    expect(await taskOf('fengtao', id)).toBeUndefined();
    const added = await taskOf('lina', id);
    expect(added.nodeName).toBe('部门负责人审批');
    await act('lina', 'approve', added.taskId, { comment: '已核对' });
    expect(await taskOf('zhengxiao', id)).toBeUndefined();
    const back = await taskOf('fengtao', id);
    expect(back?.taskId).toBe(mine.taskId);
    await act('fengtao', 'approve', back.taskId);
    expect((await taskOf('zhengxiao', id))?.nodeName).toBe('人事备案');
  });

  it('后加签: I approve, the added signer decides after me, and only then does the record move on', async () => {
    const id = await submitted(1);
    const mine = await taskOf('fengtao', id);
    expect((await act('fengtao', 'addSign', mine.taskId, { toUser: 'lina', position: 'after' })).message).toBe('已同意并后加签李娜');
    expect(await taskOf('zhengxiao', id)).toBeUndefined();
    await act('lina', 'approve', (await taskOf('lina', id)).taskId);
    expect((await taskOf('zhengxiao', id))?.nodeName).toBe('人事备案');
    const events = (await detailOf('wangpeng', id)).events.map((e: Json) => e.action);
    expect(events).toEqual(['submit', 'signAfter', 'approve']);
  });

  it('或签: 人事备案 goes to every HR clerk; the first decides it and the others\' tasks disappear', async () => {
    // A second 人事专员 for 华通公路.
    await t.db.query(`INSERT INTO sys_user_role (user_id, role_id) SELECT u.id, r.id FROM sys_user u, sys_role r WHERE u.username = 'huanglei' AND r.role_code = 'hr'`);
    const id = await submitted(1);
    await act('fengtao', 'approve', (await taskOf('fengtao', id)).taskId);
    const a = await taskOf('zhengxiao', id);
    expect(await taskOf('huanglei', id)).toBeDefined();
    await act('zhengxiao', 'approve', a.taskId, { comment: '已备案' });
    expect(await taskOf('huanglei', id)).toBeUndefined();
    expect((await detailOf('wangpeng', id)).instance.status).toBe('approved');
    await t.db.query(`DELETE FROM sys_user_role WHERE user_id = (SELECT id FROM sys_user WHERE username = 'huanglei') AND role_id = (SELECT id FROM sys_role WHERE role_code = 'hr')`);
  });

  it('代理人设置 refuses an agent for oneself and an end before the start', async () => {
    const self = await call('admin', 'POST', '/sys/sysUserAgent/add', { userName: 'fengtao', agentUserName: 'fengtao', startTime: '2026-11-20 08:00:00', endTime: '2026-11-30 18:00:00', status: '1' });
    expect(self.message).toBe('代理人不能是被代理人本人');
    const backwards = await call('admin', 'POST', '/sys/sysUserAgent/add', { userName: 'fengtao', agentUserName: 'lina', startTime: '2026-11-30 08:00:00', endTime: '2026-11-20 18:00:00', status: '1' });
    expect(backwards.message).toBe('代理结束时间不能早于开始时间');
  });

  it('代理人: while 冯涛 is away his agent 李娜 receives his approvals, marked as on his behalf', async () => {
    const fmt = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium' }).format(d);
    const agent = await call('admin', 'POST', '/sys/sysUserAgent/add', {
      userName: 'fengtao', agentUserName: 'lina', startTime: fmt(new Date(Date.now() - 86_400_000)), endTime: fmt(new Date(Date.now() + 86_400_000)), status: '1',
    });
    expect(agent.success, agent.message).toBe(true);
    const id = await submitted(1);
    expect(await taskOf('fengtao', id)).toBeUndefined();
    const task = await taskOf('lina', id);
    expect(task.nodeName).toBe('部门负责人审批');
    const detail = (await call('lina', 'GET', `/company/flow/instance/detail?taskId=${task.taskId}`)).result;
    expect(detail.tasks[0]).toMatchObject({ assigneeName: '李娜', ownerName: '冯涛' });
    // Set back to 无效, the agent receives nothing more.
    const row = (await call('admin', 'GET', '/sys/sysUserAgent/list?userName=fengtao')).result.records[0];
    expect((await call('admin', 'PUT', '/sys/sysUserAgent/edit', { id: row.id, status: '0' })).success).toBe(true);
    const next = await submitted(1);
    expect((await taskOf('fengtao', next))?.nodeName).toBe('部门负责人审批');
  });

  it('a new version deployed mid-flight: the running approval finishes on its version, new ones start on the new one', async () => {
    const running = await submitted(1);
    const xml = fs.readFileSync(path.join(ROOT, 'schemas/flows/leave.bpmn'), 'utf8').replace('name="人事备案"', 'name="人事部备案"');
    const deployed = await call('admin', 'POST', '/company/flow/definition/deploy', { xml });
    expect(deployed.message).toMatch(/已部署「请假审批」第 \d+ 版/);
    await act('fengtao', 'approve', (await taskOf('fengtao', running)).taskId);
    expect((await taskOf('zhengxiao', running))?.nodeName).toBe('人事备案');
    const fresh = await submitted(1);
    await act('fengtao', 'approve', (await taskOf('fengtao', fresh)).taskId);
    expect((await taskOf('zhengxiao', fresh))?.nodeName).toBe('人事部备案');
    expect((await detailOf('wangpeng', fresh)).instance.version).toBe((await detailOf('wangpeng', running)).instance.version + 1);
  });

  it('a diagram with errors is refused with every problem in Chinese, and nothing is deployed', async () => {
    const before = (await call('admin', 'GET', '/company/flow/definition/list')).result.length;
    const xml = fs.readFileSync(path.join(ROOT, 'schemas/flows/leave.bpmn'), 'utf8').replace(' flow:assigneeType="role" flow:assignee="zjl"', '');
    const refused = await call('admin', 'POST', '/company/flow/definition/deploy', { xml });
    expect(refused.success).toBe(false);
    expect(refused.message).toContain('节点「总经理审批」没有设置审批人类型');
    expect((await call('admin', 'GET', '/company/flow/definition/list')).result.length).toBe(before);
    expect((await call('lina', 'POST', '/company/flow/definition/deploy', { xml })).success).toBe(false);
  });

  it('超时催办: an overdue task reminds its approver once, however many reminder runs race for it', async () => {
    const id = await submitted(1);
    const task = await taskOf('fengtao', id);
    await t.db.query(`UPDATE flow_task SET due_time = now() - interval '1 hour' WHERE id = $1`, [task.taskId]);
    const services = { db: t.db, bus: t.bus };
    const runs = await Promise.all([remindOverdue(services), remindOverdue(services), remindOverdue(services)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sys_announcement WHERE bus_type = 'bpm' AND bus_id = $1 AND titile LIKE '审批超时提醒%'`, [(await detailOf('wangpeng', id)).instance.id]);
    expect(rows[0].n).toBe(1);
    expect(await remindOverdue(services)).toBe(0);
  });

  it('催办 by the applicant reaches the current approver, at most once an hour', async () => {
    const id = await submitted(1);
    const instanceId = (await detailOf('wangpeng', id)).instance.id;
    expect((await call('wangpeng', 'POST', '/company/flow/instance/urge', { id: instanceId })).message).toBe('已催办 1 位审批人');
    expect((await call('wangpeng', 'POST', '/company/flow/instance/urge', { id: instanceId })).message).toBe('一小时内已催办过，请稍后再试');
    expect((await call('lina', 'POST', '/company/flow/instance/urge', { id: instanceId })).message).toBe('只有申请人本人可以催办');
  });
});
