import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

interface Item { path: string; component: string; meta: { title: string }; children?: Item[] }
const flatten = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

describe('GET /devops/sys/permission/getUserPermissionByToken', () => {
  it('gives a group user the company-view menu with JeecgBoot route items', async () => {
    const res = await t.get('/devops/sys/permission/getUserPermissionByToken', await t.login('admin'));
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.result.menuCode).toBe('11');
    const [home] = body.result.menu;
    const news = body.result.menu.find((m: Item) => m.meta.title === '新闻中心');
    const visible = body.result.menu.filter((m: Item & { hidden?: boolean }) => !m.hidden);
    // The home first, then the business groups in their configured order (areas add groups; their order is kept).
    const titles: string[] = visible.map((m: Item) => m.meta.title);
    expect(titles[0]).toBe('集团首页');
    const known = ['合同管理', '审批中心', '安全管理', '新闻中心', '统计分析', '档案管理', '系统管理'];
    expect(titles.filter((title) => known.includes(title))).toEqual(known);
    expect(home).toMatchObject({ path: '/company/screen', name: 'company-screen', component: 'company/screen', route: '1',
      meta: { title: '集团首页', keepAlive: false, internalOrExternal: false } });
    expect(news.children[0]).toMatchObject({ path: '/news/notice', component: 'schema:news/notice', meta: { title: '新闻通知' } });
    expect(body.result.auth.map((a: { action: string }) => a.action)).toContain('news:notice:delete');
    expect(body.result.allAuth[0]).toHaveProperty('status', '1');
  });

  it('withholds buttons the role lacks', async () => {
    const res = await t.get('/devops/sys/permission/getUserPermissionByToken', await t.login('lina'));
    const actions = res.json().result.auth.map((a: { action: string }) => a.action);
    expect(actions).toContain('news:notice:add');
    expect(actions).not.toContain('news:notice:delete');
  });

  it('gives a project-level user the project-view menu only', async () => {
    const res = await t.get('/devops/sys/permission/getUserPermissionByToken', await t.login('liuyang'));
    const result = res.json().result;
    expect(result.menuCode).toBe('12');
    const paths = flatten(result.menu).map((i) => i.path);
    expect(paths).toContain('/project/screen');
    expect(paths).not.toContain('/company/screen');
  });
});
