import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';

let t: TestPlatform;
let c01Project: { id: string; name: string };
let c01Employee: { id: string; name: string };
beforeAll(async () => {
  t = await createTestPlatform();
  const p = (await t.db.query<{ id: string; project_name: string }>(`SELECT id, project_name FROM project_info WHERE company_id = 'c01' ORDER BY id LIMIT 1`)).rows[0];
  c01Project = { id: p.id, name: p.project_name };
  const e = (await t.db.query<{ id: string; real_name: string }>(`SELECT id, real_name FROM biz_fin_employee WHERE company_id = 'c01' AND del_flag = 0 ORDER BY id LIMIT 1`)).rows[0];
  c01Employee = { id: e.id, name: e.real_name };
});
afterAll(() => t.close());

type Item = { value: string; text: string };
const result = async (user: string, url: string, token?: string) => {
  const res = await t.get(url, token ?? await t.login(user));
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().result;
};
const PROJECTS = 'project_info,project_name,id';
const EMPLOYEES = 'biz_fin_employee,real_name,id';
const USERS = 'sys_user,realname,username';

// wangqiang works for company c02; lina, fengtao and the first project and employee below belong to c01.
describe('table dictionaries keep to the caller’s company and project (the scope of the page that owns the table)', () => {
  it('offers a company user only its own projects and staff in every lookup', async () => {
    const projects = (await result('wangqiang', `/devops/sys/dict/getDictItems/${PROJECTS}`)) as Item[];
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.map((i) => i.value)).not.toContain(c01Project.id);
    const byCode = (await result('wangqiang', `/devops/sys/dict/getDictItemsByCode?dictCode=${PROJECTS}&companyProjectId=c01`)) as Item[];
    expect(byCode).toEqual([]);
    expect(await result('wangqiang', `/devops/sys/dict/loadDict/${PROJECTS}?keyword=${encodeURIComponent(c01Project.name.slice(0, 4))}`)).toEqual([]);
    expect((await result('wangqiang', `/devops/sys/dict/getDictItems/${EMPLOYEES}`)).map((i: Item) => i.value)).not.toContain(c01Employee.id);
    const people = (await result('wangqiang', `/devops/sys/dict/getDictItems/${USERS}`)).map((i: Item) => i.value);
    expect(people).toContain('wangqiang');
    expect(people).toContain('zhangwei');
    expect(people).not.toContain('lina');
    expect(people).not.toContain('fengtao');
  });

  it('translates no key of another company (loadDictItem, getDictText)', async () => {
    expect(await result('wangqiang', `/devops/sys/dict/loadDictItem/${PROJECTS}?key=${c01Project.id}`)).toEqual([]);
    expect(await result('wangqiang', `/devops/sys/dict/loadDictItem/${EMPLOYEES}?key=${c01Employee.id}`)).toEqual([]);
    expect(await result('wangqiang', `/devops/sys/dict/loadDictItem/${USERS}?key=lina`)).toEqual([]);
    expect(await result('wangqiang', `/devops/sys/dict/getDictText/${PROJECTS}/${c01Project.id}`)).toBe('');
    // the owner still gets them
    expect(await result('lina', `/devops/sys/dict/loadDictItem/${PROJECTS}?key=${c01Project.id}`)).toEqual([c01Project.name]);
  });

  it('names no record of another company in a list’s _dictText', async () => {
    // A c02 asset made to point at c01's project and employee (as a stale or forged reference would).
    const { rows: [asset] } = await t.db.query<{ id: string }>(`SELECT id FROM biz_asset_fixed WHERE company_id = 'c02' AND del_flag = 0 LIMIT 1`);
    await t.db.query('UPDATE biz_asset_fixed SET use_project = $1, keeper = $2 WHERE id = $3', [c01Project.id, c01Employee.id, asset.id]);
    const page = await result('wangqiang', '/devops/asset/fixed/list?pageSize=100');
    const row = page.records.find((r: { id: string }) => r.id === asset.id);
    expect(row.useProject).toBe(c01Project.id);
    expect(row.useProject_dictText ?? '').not.toBe(c01Project.name);
    expect(row.keeper_dictText ?? '').not.toBe(c01Employee.name);
    const own = page.records.find((r: { id: string; keeper: string | null }) => r.id !== asset.id && r.keeper);
    if (own) expect(own.keeper_dictText).toBeTruthy();
  });

  it('keeps a project view to its project', async () => {
    const token = await t.loginInProject('lina', 'p01');
    const projects = (await result('lina', `/devops/sys/dict/getDictItems/${PROJECTS}`, token)) as Item[];
    expect(projects.map((i) => i.value)).toEqual(['p01']);
  });

  it('lets the group’s company view see every company', async () => {
    const projects = (await result('zhangwei', `/devops/sys/dict/getDictItems/${PROJECTS}`)) as Item[];
    expect(projects.map((i) => i.value)).toEqual(expect.arrayContaining(['p01', 'p03']));
    expect((await result('zhangwei', `/devops/sys/dict/getDictItems/${USERS}`)).map((i: Item) => i.value)).toEqual(expect.arrayContaining(['lina', 'wangqiang']));
  });
});
