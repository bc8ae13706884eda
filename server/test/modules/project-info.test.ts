import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
async function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return (await t.app.inject({ method, url: `/devops${url}`, headers: { 'x-access-token': token }, payload })).json() as { success: boolean; message: string; result: Json };
}
const as = (user: string) => t.login(user);
async function inProject(user: string, projectId: string): Promise<string> {
  return (await call(await as(user), 'GET', `/sys/setToken?projectId=${projectId}`)).result.token;
}
const names = (page: Json) => page.records.map((r: Json) => r.projectNameAbbr).sort();

describe('项目基本信息 (the platform\'s projects as a page)', () => {
  it('lists each company its own projects and the group all of them, with client, place and route', async () => {
    expect(names((await call(await as('lina'), 'GET', '/project/projectInfo/list?pageSize=50')).result)).toEqual(['京港澳改扩建', '京雄智慧', '沪昆养护']);
    expect(names((await call(await as('wangqiang'), 'GET', '/project/projectInfo/list?pageSize=50')).result)).toEqual(['成渝环线', '深中连接线', '雄安路网']);
    const all = (await call(await as('admin'), 'GET', '/project/projectInfo/list?pageSize=50&column=sort&order=asc')).result;
    expect(all.total).toBe(7);
    expect(all.records[0]).toMatchObject({
      projectCode: 'XM-2024-001', projectName: 'G4京港澳高速公路改扩建工程施工监理', customerId_dictText: '河北省高速公路建设管理局',
      regionCode: '130000,130600,130681', regionCode_dictText: '河北省/保定市/涿州市', stakeStart: 'K38+000', stakeEnd: 'K76+500',
      state: '2', state_dictText: '在建', companyId_dictText: '华通公路工程咨询有限公司',
    });
    expect(Number(all.records[0].routeLength)).toBe(38.5);
  });

  it('shows only the current project in the project view', async () => {
    const page = (await call(await inProject('liuyang', 'p01'), 'GET', '/project/projectInfo/list')).result;
    expect(page.records.map((r: Json) => r.id)).toEqual(['p01']);
    expect((await call(await inProject('chenjing', 'p03'), 'GET', '/project/projectInfo/queryById?id=p01')).success).toBe(false);
  });

  it('files a company user\'s new project under their own company whatever is sent; the group chooses the company', async () => {
    const mine = await call(await as('lina'), 'POST', '/project/projectInfo/add', {
      projectName: '长益高速公路扩容工程施工监理', projectNameAbbr: '长益扩容', companyId: 'c02', supervisionAttr: '施工监理', state: '1',
      regionCode: '430000,430100', routeLength: 42.7, planStart: '2027-03-01', planEnd: '2029-12-31',
    });
    expect(mine.success, mine.message).toBe(true);
    const saved = (await call(await as('admin'), 'GET', `/project/projectInfo/queryById?id=${mine.result.id}`)).result;
    expect(saved).toMatchObject({ companyId: 'c01', regionCode_dictText: '湖南省/长沙市' });
    const group = await call(await as('admin'), 'POST', '/project/projectInfo/add', {
      projectName: '川藏铁路配套公路试验检测', projectNameAbbr: '川藏配套', companyId: 'c03', supervisionAttr: '试验检测', state: '1',
    });
    expect((await call(await as('admin'), 'GET', `/project/projectInfo/queryById?id=${group.result.id}`)).result.companyId).toBe('c03');
  });

  it('refuses a made-up region, a state moved back, and deleting a project that still has members', async () => {
    const admin = await as('admin');
    const bad = await call(admin, 'POST', '/project/projectInfo/add', { projectName: '测试项目', projectNameAbbr: '测试', companyId: 'c01', supervisionAttr: '其他', state: '1', regionCode: '430000,510100' });
    expect(bad.result.fieldErrors).toEqual({ regionCode: '项目所在地不是有效的行政区划' });
    const p02 = (await call(admin, 'GET', '/project/projectInfo/queryById?id=p02')).result;
    const back = await call(admin, 'PUT', '/project/projectInfo/edit', { id: 'p02', version: p02.version, state: '2' });
    expect(back.result.fieldErrors).toEqual({ state: '项目状态只能向前推进（未开工 → 在建 → 已完工），不能退回' });
    const gone = await call(admin, 'DELETE', '/project/projectInfo/delete?id=p01');
    expect(gone.success).toBe(false);
    expect(gone.message).toMatch(/还有 \d+ 名项目成员/);
  });

  it('moves a project forward and the switcher follows: 在建 becomes 已完工 with its 交工日期', async () => {
    const admin = await as('admin');
    const p07 = (await call(admin, 'GET', '/project/projectInfo/queryById?id=p07')).result;
    const noEnd = await call(admin, 'PUT', '/project/projectInfo/edit', { id: 'p07', version: p07.version, state: '3' });
    expect(noEnd.result.fieldErrors).toEqual({ actualEnd: '请输入交工日期' });
    expect((await call(admin, 'PUT', '/project/projectInfo/edit', { id: 'p07', version: p07.version, state: '3', actualEnd: '2026-11-20' })).success).toBe(true);
    const projects = (await call(admin, 'GET', '/project/projectInfo/queryUserProject')).result;
    expect(projects.find((p: Json) => p.id === 'p07')?.state).toBe('3');
  });
});
