import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, outcome } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
async function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/devops${url}`, headers: { 'x-access-token': token }, payload });
  return { status: outcome(res), body: res.json() as { success: boolean; message: string; result: Json } };
}
const inProject = (user: string, project: string) => t.loginInProject(user, project);
const DANGER = { title: '钢便桥护栏缺失', location: 'K45+200 钢便桥', level: 'general', foundDate: '2026-11-20', responsible: '李娜' };

describe('project-scoped modules in the company view', () => {
  it('name each row\'s project, and can be filtered by it', async () => {
    const lina = await t.login('lina');
    const page = (await call(lina, 'GET', '/safety/hiddenDanger/list?pageSize=50')).body.result;
    expect(page.records.length).toBeGreaterThan(0);
    expect(new Set(page.records.map((r: Json) => r.projectId_dictText))).toEqual(new Set(['G4京港澳高速公路改扩建工程施工监理']));
    const p03 = (await call(await t.login('admin'), 'GET', '/safety/hiddenDanger/list?pageSize=50&projectId=p03')).body.result.records as Json[];
    expect(p03.length).toBeGreaterThan(0);
    expect(p03.every((r) => r.projectId === 'p03')).toBe(true);
  });

  it('file a record added in the company view under the project chosen — one of the company\'s own', async () => {
    const lina = await t.login('lina');
    expect((await call(lina, 'POST', '/safety/hiddenDanger/add', DANGER)).body.result.fieldErrors).toEqual({ projectId: '请选择所属项目' });
    expect((await call(lina, 'POST', '/safety/hiddenDanger/add', { ...DANGER, projectId: 'p03' })).body.result.fieldErrors)
      .toEqual({ projectId: '所选项目不存在或无权访问' });
    const added = await call(lina, 'POST', '/safety/hiddenDanger/add', { ...DANGER, projectId: 'p02' });
    expect(added.body.success, added.body.message).toBe(true);
    const row = (await call(lina, 'GET', `/safety/hiddenDanger/queryById?id=${added.body.result.id}`)).body.result;
    expect(row).toMatchObject({ projectId: 'p02', projectId_dictText: '沪昆高速公路湘潭段养护工程咨询' });
    // The project view sees it under its project only.
    expect((await call(await inProject('admin', 'p01'), 'GET', `/safety/hiddenDanger/queryById?id=${added.body.result.id}`)).body.success).toBe(false);
  });

  it('offer and accept from a scoped picker only the caller\'s own projects and 标段', async () => {
    const sections = async (token: string) => (await call(token, 'GET', '/sys/dict/getDictItems/biz_project_section,section_name,id')).body.result as Json[];
    const p01 = await sections(await inProject('liuyang', 'p01'));
    expect(p01.map((s) => s.text)).toContain('TJ1合同段（路基桥涵）');
    expect(p01.map((s) => s.text)).not.toContain('TJ1合同段（隧道）');
    const c02 = await sections(await t.login('wangqiang'));
    expect(c02.map((s) => s.text)).toContain('TJ1合同段（隧道）');
    expect(c02.map((s) => s.text)).not.toContain('LM1合同段（路面）');
    const projects = (await call(await t.login('wangqiang'), 'GET', '/sys/dict/getDictItems/project_info,project_name,id')).body.result as Json[];
    expect(projects.map((p) => p.value).sort()).toEqual(['p03', 'p04', 'p07']);
  });
});
