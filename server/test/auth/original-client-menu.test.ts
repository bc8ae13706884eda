import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteItem } from '@/engine/schema/wire';
import { createTestPlatform, type TestPlatform } from '../helper';

// ORIGINAL_CLIENT_MENU: the menu in JeecgBoot's Vue 2 view names, which its router turns into `@/views/<component>.vue`.
let vue2: TestPlatform;
let ours: TestPlatform;
beforeAll(async () => {
  vue2 = await createTestPlatform({ originalClientMenu: true });
  ours = await createTestPlatform();
});
afterAll(async () => {
  await vue2.close();
  await ours.close();
});

const menuOf = async (t: TestPlatform, user: string) =>
  (await t.get('/devops/sys/permission/getUserPermissionByToken', await t.login(user))).json().result.menu as RouteItem[];
const flat = (items: RouteItem[]): RouteItem[] => items.flatMap((i) => [i, ...flat(i.children ?? [])]);

// What the original client can load: its layouts, its home, its system views and the Online package's views.
const VUE2_COMPONENT = /^(layouts\/(RouteView|IframePageView)|dashboard\/Analysis|system\/[A-Z]\w+|modules\/online\/(cgform\/auto\/OnlCgform(Auto|Tree)List|cgreport\/auto\/OnlCgreportAutoList))$/;

describe('the menu for the original client', () => {
  it('opens at /dashboard/analysis and names only views the Vue 2 client has', async () => {
    const menu = await menuOf(vue2, 'admin');
    expect(menu[0]).toMatchObject({ path: '/dashboard/analysis', component: 'dashboard/Analysis', route: '1', meta: { title: '首页', componentName: 'Analysis' } });
    for (const item of flat(menu)) expect(item.component, item.path).toMatch(VUE2_COMPONENT);
    // Each group holds something: an empty sub-menu is left out.
    for (const item of flat(menu)) if (item.component === 'layouts/RouteView') expect(item.children?.length, item.path).toBeGreaterThan(0);
  });

  it('maps the system screens to JeecgBoot’s system views on our paths', async () => {
    const items = flat(await menuOf(vue2, 'admin'));
    const byTitle = (title: string) => items.find((i) => i.meta.title === title);
    expect(byTitle('用户管理')).toMatchObject({ path: '/system/user', component: 'system/UserList', route: '1', meta: { componentName: 'UserList' } });
    expect(byTitle('角色管理')).toMatchObject({ component: 'system/RoleList' });
    expect(byTitle('部门管理')).toMatchObject({ component: 'system/DepartList' });
    expect(byTitle('数据字典')).toMatchObject({ component: 'system/DictList' });
    expect(byTitle('系统日志')).toMatchObject({ component: 'system/LogList' });
    expect(byTitle('数据源管理')).toMatchObject({ component: 'system/SysDataSourceList' });
    expect(byTitle('系统管理')).toMatchObject({ component: 'layouts/RouteView', meta: { componentName: 'RouteView' } });
  });

  it('opens module pages in the Online views under a concrete entry and the hidden generic :code routes', async () => {
    const menu = await menuOf(vue2, 'lina');
    const items = flat(menu);
    expect(items.find((i) => i.meta.title === '收入合同')).toMatchObject({
      path: '/online/cgformList/contract-income', name: 'online-cgformList-contract-income', route: '0',
      component: 'modules/online/cgform/auto/OnlCgformAutoList', meta: { componentName: 'OnlCgformAutoList' },
    });
    expect(menu.filter((i) => i.hidden).map((i) => [i.path, i.route, i.component])).toEqual([
      ['/online/cgformList/:code', '1', 'modules/online/cgform/auto/OnlCgformAutoList'],
      ['/online/cgformTreeList/:code', '1', 'modules/online/cgform/auto/OnlCgformTreeList'],
      ['/online/cgreport/:code', '1', 'modules/online/cgreport/auto/OnlCgreportAutoList'],
    ]);
    // The ids in the entries are the Online form list's ids.
    const heads = (await vue2.get('/devops/online/cgform/head/list?pageSize=1000', await vue2.login('admin'))).json().result.records.map((h: { id: string }) => h.id);
    for (const item of items.filter((i) => i.route === '0' && i.path.startsWith('/online/cgformList/'))) expect(heads).toContain(item.path.split('/').pop());
  });

  it('gives a project user a menu too (project view)', async () => {
    const menu = await menuOf(vue2, 'liuyang');
    expect(menu[0].path).toBe('/dashboard/analysis');
    expect(flat(menu).some((i) => i.route === '0' && i.component?.startsWith('modules/online/'))).toBe(true);
  });

  it('leaves our own client’s menu as it was without the option', async () => {
    const items = flat(await menuOf(ours, 'admin'));
    expect(items.find((i) => i.meta.title === '用户管理')).toMatchObject({ path: '/system/user', component: 'schema:sys/user' });
    expect(items.some((i) => i.path === '/dashboard/analysis')).toBe(false);
    expect(items.some((i) => i.component?.startsWith('modules/online/'))).toBe(false);
  });
});
