import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';

// Pages with a state machine (`states`) on the demo data of 京港澳 p01: 质量缺陷 (下发 → 整改 → 复查 → 闭合, overdue
// flagged), 进度填报 (only 监理 confirms), 检测报告 (已签发 is settled). liuyang is 监理 (project staff) on p01; wangpeng is
// a company engineer who also works on p01.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const tokens = new Map<string, string>();
async function p01(user: string): Promise<string> {
  if (!tokens.has(user)) {
    const res = await t.get('/devops/sys/setToken?projectId=p01', await t.login(user));
    tokens.set(user, res.json().result.token);
  }
  return tokens.get(user)!;
}
const call = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await p01(user) }, payload });
const first = async (user: string, page: string, query: string) =>
  (await call(user, 'GET', `${page}/list?pageSize=500&${query}`)).json().result.records[0] as Json;

describe('a state changes only along its transitions', () => {
  it('refuses a new quality problem that starts closed', async () => {
    const open = await first('liuyang', 'quality/defect', 'status=issued');
    const { id: _id, version: _v, defectNo: _no, ...copy } = open;
    const res = await call('liuyang', 'POST', 'quality/defect/add', {
      ...copy, status: 'closed', measures: '已处理', rectifyDate: '2026-11-20', reviewer: '刘洋', reviewDate: '2026-11-21',
      reviewResult: 'pass', closeDate: '2026-11-22',
    });
    expect(res.json().message).toBe('新增时整改状态只能为“已下发”');
  });

  it('refuses closing a problem that was never rectified, even with every field filled', async () => {
    const open = await first('liuyang', 'quality/defect', 'status=issued');
    const res = await call('liuyang', 'PUT', 'quality/defect/edit', {
      ...open, status: 'closed', measures: '已处理', rectifyDate: open.deadline, reviewer: '刘洋', reviewDate: open.deadline,
      reviewResult: 'pass', closeDate: open.deadline,
    });
    expectRefused(res, 400);
    expect(res.json().message).toBe('整改状态不能从“已下发”改为“已闭合”');
    expect((await call('liuyang', 'GET', `quality/defect/queryById?id=${open.id}`)).json().result.status).toBe('issued');
  });

  it('closes a problem only when the re-inspection passed, and sends a failed one back to rectification', async () => {
    const waiting = await first('liuyang', 'quality/defect', 'status=toReview');
    const review = { reviewer: '刘洋', reviewDate: waiting.rectifyDate, closeDate: waiting.rectifyDate };
    const failed = await call('liuyang', 'PUT', 'quality/defect/edit', { ...waiting, ...review, status: 'closed', reviewResult: 'fail' });
    expect(failed.json().result.fieldErrors).toEqual({ reviewResult: '整改状态为“已闭合”时复检结果须为“合格”' });

    const back = await call('liuyang', 'PUT', 'quality/defect/edit', { ...waiting, status: 'rectifying', reviewResult: 'fail', reviewOpinion: '裂缝仍有渗水，重新灌缝。' });
    expect(back.json(), back.body).toMatchObject({ success: true });
    const again = (await call('liuyang', 'GET', `quality/defect/queryById?id=${waiting.id}`)).json().result;
    expect(again.status).toBe('rectifying');
  });

  it('lets only 监理 confirm a progress report', async () => {
    const submitted = await first('liuyang', 'progress/report', 'reportStatus=submitted');
    const byEngineer = await call('wangpeng', 'PUT', 'progress/report/edit', { ...submitted, reportStatus: 'confirmed', confirmer: '王鹏' });
    expect(byEngineer.json().message).toBe('您无权将状态改为“监理已审核”');
    const bySupervisor = await call('liuyang', 'PUT', 'progress/report/edit', { ...submitted, reportStatus: 'confirmed', confirmer: '刘洋' });
    expect(bySupervisor.json(), bySupervisor.body).toMatchObject({ success: true });
  });
});

describe('a settled record', () => {
  it('keeps a signed test report as it was signed: no edit but 作废 with its reason, no delete', async () => {
    const signed = await first('liuyang', 'experiment/report', 'reportStatus=issued');
    const edit = await call('liuyang', 'PUT', 'experiment/report/edit', { ...signed, approver: '张三' });
    expect(edit.json().message).toBe('已签发的记录不能修改批准人');
    const del = await call('wangpeng', 'DELETE', `experiment/report/delete?id=${signed.id}`);
    expect(del.json().message).toBe('已签发的记录不能删除');
    expect((await call('liuyang', 'GET', `experiment/report/queryById?id=${signed.id}`)).json().result.approver).toBe(signed.approver);

    // Unchanged fields sent back with the state (as the form sends them) are fine; 作废 is the company's.
    const voidIt = { ...signed, reportStatus: 'void', voidReason: '委托单位名称有误，重新出具报告。' };
    expect((await call('liuyang', 'PUT', 'experiment/report/edit', voidIt)).json().message).toBe('您无权将报告状态改为“已作废”');
    const voided = await call('wangpeng', 'PUT', 'experiment/report/edit', voidIt);
    expect(voided.json(), voided.body).toMatchObject({ success: true });
  });
});

describe('overdue', () => {
  it('lists only the open problems past their deadline with 仅看逾期', async () => {
    const all = (await call('liuyang', 'GET', 'quality/defect/list?pageSize=500')).json().result.records as Json[];
    const overdue = (await call('liuyang', 'GET', 'quality/defect/list?pageSize=500&_overdue=1')).json().result.records as Json[];
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const expected = all.filter((r) => ['issued', 'rectifying', 'toReview'].includes(r.status) && r.deadline < today).map((r) => r.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(overdue.map((r) => r.id).sort()).toEqual(expected);
    expect(overdue.length).toBeLessThan(all.length);
  });
});
