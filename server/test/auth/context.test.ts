import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const setToken = async (user: string, query: string) => t.get(`/devops/sys/setToken?${query}`, await t.login(user));

describe('context switching', () => {
  it('binds a new token to a project the user belongs to, switching to the project menu', async () => {
    const res = await setToken('lina', 'projectId=p01');
    expect(res.json()).toMatchObject({ success: true, result: { projectId: 'p01', companyId: 'c01', menuCode: '12' } });
    const token = res.json().result.token;
    const menu = await t.get('/devops/sys/permission/getUserPermissionByToken', token);
    expect(menu.json().result.menuCode).toBe('12');
    const curr = await t.get('/devops/project/projectInfo/queryCurrProject', token);
    expect(curr.json().result).toMatchObject({ id: 'p01', projectNameAbbr: '京港澳改扩建', state: '2' });
  });

  it('refuses projects and companies outside the user’s memberships with 403', async () => {
    expectRefused((await setToken('liuyang', 'projectId=p03')), 510);
    expectRefused((await setToken('lina', 'projectId=p03')), 510);
    expectRefused((await setToken('lina', 'companyId=c02')), 510);
    expectRefused((await setToken('liuyang', 'companyId=c01')), 510);
  });

  it('lets the group user into any company, and a company token limits the rows to that company', async () => {
    const res = await setToken('admin', 'companyId=c02');
    expectOk(res);
    const list = await t.get('/devops/news/notice/list?pageSize=50', res.json().result.token);
    // 中路监理's own news and the group's published to the whole group; no other company's.
    const publishers = new Set(list.json().result.records.map((r: { publisher: string }) => r.publisher));
    expect([...publishers].sort()).toEqual(['中路桥梁工程监理有限公司', '工程咨询集团']);
  });

  it('lists a user’s projects in-progress first, then not started, then completed (empty state is 1)', async () => {
    const res = await t.get('/devops/project/projectInfo/queryUserProject', await t.login('admin'));
    const states = res.json().result.map((p: { state: string }) => p.state);
    expect(states).toEqual([...states].sort((a: string, b: string) => ({ 2: 0, 1: 1, 3: 2 }[a]! - { 2: 0, 1: 1, 3: 2 }[b]!)));
    expect(res.json().result.find((p: { id: string }) => p.id === 'p05').state).toBe('1');
    const mine = await t.get('/devops/project/projectInfo/queryUserProject', await t.login('chenjing'));
    expect(mine.json().result.map((p: { id: string }) => p.id)).toEqual(['p03', 'p04']);
  });

  it('groups the switcher’s projects by company', async () => {
    const res = await t.get('/devops/sys/getUserProjectTree', await t.login('lina'));
    expect(res.json().result).toEqual([
      expect.objectContaining({ id: 'c01', departName: '华通公路工程咨询有限公司', children: expect.any(Array) }),
    ]);
  });

  it('lists the subsidiaries with their abbreviations', async () => {
    const res = await t.get('/devops/sys/sysDepart/querySubsidiaries', await t.login('liuyang'));
    expect(res.json().result.map((c: { departNameAbbr: string }) => c.departNameAbbr)).toEqual(
      ['华通公路', '中路监理', '西南咨询', '新材料公司', '铁路发展']);
  });
});
