import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, outcome } from '../helper';
import { stableId } from '../../src/db/seed/stable-id';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
async function call(token: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/devops${url}`, headers: { 'x-access-token': token } });
  return { status: outcome(res), body: res.json() as { success: boolean; message: string; result: Json } };
}
const inProject = (user: string, project: string) => t.loginInProject(user, project);
const stats = async (token: string) => (await call(token, `/online/cgreport/api/getData/${stableId('report:project_home_stats')}`)).body.result.records as Json[];
const count = async (sql: string, params: unknown[]) => Number((await t.db.query<{ n: number }>(sql, params)).rows[0].n);

describe('the project home\'s key figures', () => {
  it('are the current project\'s own, counted from its modules', async () => {
    const [row] = await stats(await inProject('liuyang', 'p01'));
    const info = (await t.db.query<Json>('SELECT project_name, contract_amount, route_length FROM project_info WHERE id = $1', ['p01'])).rows[0];
    expect(row.project_name).toBe(info.project_name);
    expect(Number(row.contract_wan)).toBeCloseTo(Number(info.contract_amount) / 10000, 2);
    expect(Number(row.route_km)).toBeCloseTo(Number(info.route_length), 3);
    expect(row.on_duty).toBe(await count("SELECT count(*)::int AS n FROM biz_project_personnel WHERE project_id = $1 AND del_flag = 0 AND duty_status = 'onDuty'", ['p01']));
    expect(row.on_duty).toBeGreaterThan(0);
    expect(row.open_dangers).toBe(await count("SELECT count(*)::int AS n FROM biz_safety_hidden_danger WHERE project_id = $1 AND del_flag = 0 AND status IN ('pending', 'rectifying')", ['p01']));
    expect(row.milestones_total).toBeGreaterThan(0);
    expect(Number(row.time_rate)).toBeGreaterThanOrEqual(0);
    expect(Number(row.time_rate)).toBeLessThanOrEqual(100);
  });

  it('follow a change in the project: a new hidden danger is one more to rectify', async () => {
    const token = await inProject('admin', 'p01');
    const before = (await stats(token))[0].open_dangers;
    const res = await t.app.inject({ method: 'POST', url: '/devops/safety/hiddenDanger/add', headers: { 'x-access-token': token },
      payload: { title: '2号墩承台基坑临边防护缺失', location: 'K12+340 2号墩', level: 'general', foundDate: '2026-11-26', responsible: '刘洋', deadline: '2026-12-03' } });
    expect(res.json().success, res.json().message).toBe(true);
    expect((await stats(token))[0].open_dangers).toBe(before + 1);
  });

  it('are another project\'s only after switching to it, and none in the company view', async () => {
    const p01 = (await stats(await inProject('admin', 'p01')))[0];
    const p03 = (await stats(await inProject('admin', 'p03')))[0];
    expect(p03.project_name).not.toBe(p01.project_name);
    expect(await stats(await t.login('admin'))).toEqual([]);
    // A project user cannot switch to a project that is not theirs, so never sees its figures.
    expect((await call(await t.login('liuyang'), '/sys/setToken?projectId=p03')).body.success).toBe(false);
  });

  it('sit on the project home for every project user', async () => {
    const res = await call(await inProject('liuyang', 'p01'), '/sys/schema/project/home');
    expect(res.body.result.panels.map((p: Json) => p.title)).toEqual(expect.arrayContaining(['合同金额', '工期进度', '在岗人员', '待整改隐患', '里程碑节点']));
  });
});
