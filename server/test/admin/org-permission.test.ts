import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused, callAs, type Method } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const as = callAs(() => t);
const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows[0];
const menuId = async (url: string) => (await one<{ id: string }>('SELECT id FROM sys_permission WHERE url = $1', [url])).id;
const permId = async (perms: string) => (await one<{ id: string }>('SELECT id FROM sys_permission WHERE perms = $1 ORDER BY id LIMIT 1', [perms])).id;
const roleId = async (code: string) => (await one<{ id: string }>('SELECT id FROM sys_role WHERE role_code = $1', [code])).id;

interface Node { id: string; key: string; title: string; name: string; url: string; menuType: number; isLeaf: boolean; children?: Node[] }
const find = (nodes: Node[], id: string): Node | undefined => {
  for (const n of nodes) {
    if (n.id === id || n.key === id) return n;
    const hit = find(n.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
};
const count = (nodes: Node[]): number => nodes.reduce((n, node) => n + 1 + count(node.children ?? []), 0);

describe('menu and permission administration (sys/permission)', () => {
  it('answers the whole menu tree, buttons included, for the admin screen', async () => {
    const tree = (await as('admin', 'GET', '/sys/permission/list')).json().result as Node[];
    const live = (await one<{ n: number }>('SELECT count(*)::int AS n FROM sys_permission WHERE del_flag = 0')).n;
    expect(count(tree)).toBe(live);
    const system = find(tree, await menuId('/system'))!;
    expect(system).toMatchObject({ title: '系统管理', name: '系统管理', url: '/system', component: 'layouts/RouteView', menuType: 0, menuType_dictText: '一级菜单', menuCode: '11', hidden: false, isLeaf: false });
    // A screen's buttons hang under the screen's own menu entry.
    const departs = find(tree, await menuId('/system/depart'))!;
    const button = departs.children!.find((c) => (c as unknown as { perms: string }).perms === 'system:depart:add')!;
    expect(button).toMatchObject({ name: '新增部门', menuType: 2, menuType_dictText: '按钮/权限', status: '1', status_dictText: '有效', isLeaf: true });
    expect(button.children).toBeUndefined();

    const project = (await as('admin', 'GET', '/sys/permission/list?menuCode=12')).json().result as Node[];
    expect(project.every((n) => (n as unknown as { menuCode: string }).menuCode === '12')).toBe(true);
    const named = (await as('admin', 'GET', `/sys/permission/list?name=${encodeURIComponent('新增部门')}`)).json().result as Node[];
    expect(named.map((n) => n.name)).toEqual(['新增部门']);
    expect((await as('admin', 'GET', `/sys/permission/list?name=${encodeURIComponent('%')}`)).json().result).toEqual([]);
  });

  it('answers JeecgBoot’s authorisation tree {treeList, ids} and a role’s granted ids', async () => {
    const res = (await as('admin', 'GET', '/sys/permission/queryTreeList')).json().result;
    const live = (await t.db.query<{ id: string }>('SELECT id FROM sys_permission WHERE del_flag = 0')).rows.map((r) => r.id);
    expect([...res.ids].sort()).toEqual([...live].sort());
    expect(count(res.treeList)).toBe(live.length);
    const system = find(res.treeList, await menuId('/system'))!;
    expect(system).toMatchObject({ key: system.key, title: '系统管理', isLeaf: false });
    expect(system.children!.length).toBeGreaterThan(10);

    const granted = (await as('admin', 'GET', `/sys/permission/queryRolePermission?roleId=${await roleId('admin')}`)).json().result as string[];
    expect(granted).toContain(await permId('system:role:authorize'));
    const staff = (await as('admin', 'GET', `/sys/permission/queryRolePermission?roleId=${await roleId('project_staff')}`)).json().result as string[];
    expect(staff).not.toContain(await permId('system:role:authorize'));
  });

  it('adds a menu, a sub-menu and a button; server-owned fields are ignored and the creator’s role gets them', async () => {
    const top = await as('admin', 'POST', '/sys/permission/add', {
      name: '<img src=x onerror=alert(1)>', menuType: 0, url: '/quality', component: 'layouts/RouteView', sortNo: 50, icon: 'check',
      parentId: 'ignored-for-top-level', id: 'forged', createBy: 'mallory', delFlag: 1, isLeaf: false, ruleFlag: 1,
    });
    expect(top.json()).toMatchObject({ success: true, message: '添加成功！' });
    const topId = top.json().result.id as string;
    const sub = (await as('admin', 'POST', '/sys/permission/add', {
      name: '质量检查', menuType: 1, parentId: topId, url: '/quality/check', component: 'schema:quality/check', keepAlive: true, menuCode: '12',
    })).json().result.id as string;
    const btn = (await as('admin', 'POST', '/sys/permission/add', {
      name: '新增检查', menuType: 2, parentId: sub, perms: 'quality:check:add', permsType: '1', url: '/ignored', component: 'ignored',
    })).json().result.id as string;

    const stored = await one('SELECT id, parent_id, menu_code, create_by, del_flag, is_leaf FROM sys_permission WHERE id = $1', [topId]);
    expect(stored).toEqual({ id: topId, parent_id: null, menu_code: '11', create_by: 'admin', del_flag: 0, is_leaf: false });
    expect(await one('SELECT menu_code, keep_alive FROM sys_permission WHERE id = $1', [sub])).toEqual({ menu_code: '11', keep_alive: true });
    expect(await one('SELECT url, component, perms FROM sys_permission WHERE id = $1', [btn])).toEqual({ url: null, component: null, perms: 'quality:check:add' });
    const row = (await as('admin', 'GET', `/sys/permission/queryById?id=${btn}`)).json().result;
    expect(row).toMatchObject({ name: '新增检查', menuType: 2, perms: 'quality:check:add', parentId: sub, createBy: 'admin' });

    // Granted to the admin role at once: the admin sees the menu and can grant it on.
    const granted = (await as('admin', 'GET', `/sys/permission/queryRolePermission?roleId=${await roleId('admin')}`)).json().result;
    expect(granted).toEqual(expect.arrayContaining([topId, sub, btn]));
    const menu = (await as('admin', 'GET', '/sys/permission/getUserPermissionByToken')).json().result;
    expect(menu.menu.find((m: { id: string }) => m.id === topId).children[0]).toMatchObject({ path: '/quality/check', component: 'schema:quality/check' });
    expect(menu.auth).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'quality:check:add' })]));
  });

  it('validates menus: route paths, components that are never URLs or scripts, buttons and parents', async () => {
    const parent = await menuId('/system');
    const button = await permId('system:depart:add');
    const cases: [object, string][] = [
      [{ menuType: 0, url: '/x', component: 'a/b' }, '菜单名称不能为空'],
      [{ name: '类型错', menuType: 7 }, '菜单类型的取值不正确'],
      [{ name: '无路径', menuType: 0, component: 'a/b' }, '菜单路径不能为空'],
      [{ name: '相对路径', menuType: 0, url: 'quality', component: 'a/b' }, '菜单路径必须以 / 开头，且不能含空格、引号或尖括号'],
      [{ name: '外站', menuType: 0, url: '//evil.example/x', component: 'a/b' }, '菜单路径必须以 / 开头，且不能含空格、引号或尖括号'],
      [{ name: '脚本', menuType: 0, url: 'javascript:alert(1)', component: 'a/b' }, '菜单路径必须以 / 开头，且不能含空格、引号或尖括号'],
      [{ name: '无组件', menuType: 0, url: '/x' }, '前端组件不能为空'],
      [{ name: '脚本组件', menuType: 0, url: '/x', component: 'javascript:alert(1)' }, '前端组件只能是组件路径（如 layouts/RouteView）或 schema:页面编码，不能是网址或脚本'],
      [{ name: '网址组件', menuType: 0, url: '/x', component: 'https://evil.example/a.js' }, '前端组件只能是组件路径（如 layouts/RouteView）或 schema:页面编码，不能是网址或脚本'],
      [{ name: '上跳组件', menuType: 0, url: '/x', component: 'a/../../b' }, '前端组件只能是组件路径（如 layouts/RouteView）或 schema:页面编码，不能是网址或脚本'],
      // A parent, and a button's code, are required by the screen's own form rule, whose wording the table layer answers.
      [{ name: '孤儿', menuType: 1, url: '/x', component: 'a/b' }, '请输入上级菜单'],
      [{ name: '无码按钮', menuType: 2, parentId: parent }, '请输入授权标识'],
      [{ name: '怪码按钮', menuType: 2, parentId: parent, perms: 'a b;drop' }, '授权标识只能包含字母、数字、冒号、下划线、点和短横线，多个用逗号分隔'],
      [{ name: '无主按钮', menuType: 2, perms: 'x:y' }, '请输入上级菜单'],
      [{ name: '挂在按钮下', menuType: 2, parentId: button, perms: 'x:y' }, '按钮下不能再添加菜单或按钮'],
      // The table layer checks every tree's parent, with its one wording.
      [{ name: '父不存在', menuType: 1, parentId: 'ghost', url: '/x', component: 'a/b' }, '所选上级菜单不存在或无权访问'],
      [{ name: '图标', menuType: 0, url: '/x', component: 'a/b', icon: '"><script>' }, '图标只能包含字母、数字、冒号、下划线和短横线'],
    ];
    for (const [body, message] of cases) {
      const r = await as('admin', 'POST', '/sys/permission/add', body);
      expectRefused(r, 400, { note: message });
      expect(r.json().message).toBe(message);
    }
  });

  it('edits by PUT or POST with the same rules, never into a loop or the other menu tree', async () => {
    const top = (await as('admin', 'POST', '/sys/permission/add', { name: '编辑用', menuType: 0, url: '/editme', component: 'layouts/RouteView' })).json().result.id;
    const sub = (await as('admin', 'POST', '/sys/permission/add', { name: '子', menuType: 1, parentId: top, url: '/editme/sub', component: 'x/y' })).json().result.id;
    expect((await as('admin', 'PUT', '/sys/permission/edit', { id: sub, name: '子页', sortNo: '3.5', hidden: 1, createBy: 'mallory', menuCode: '12' })).json().message).toBe('编辑成功!');
    expect((await as('admin', 'POST', '/sys/permission/edit', { id: sub, keepAlive: true })).json().success).toBe(true);
    expect(await one('SELECT name, sort_no, hidden, keep_alive, menu_code, create_by, update_by FROM sys_permission WHERE id = $1', [sub]))
      .toEqual({ name: '子页', sort_no: 3.5, hidden: true, keep_alive: true, menu_code: '11', create_by: 'admin', update_by: 'admin' });

    const refusals: [object, string][] = [
      [{ id: sub, component: 'javascript:alert(1)' }, '前端组件只能是组件路径（如 layouts/RouteView）或 schema:页面编码，不能是网址或脚本'],
      // The table layer refuses a loop in every tree, with its one wording.
      [{ id: top, menuType: 1, parentId: sub }, '上级菜单不能是本节点或它的下级节点'],
      [{ id: top, menuType: 2, perms: 'x:y', parentId: await menuId('/system') }, '该菜单下还有子项，不能改为按钮'],
      [{ id: sub, parentId: await menuId('/project/news') }, '不能把菜单移到另一视图的菜单树下'],
    ];
    for (const [body, message] of refusals) {
      const r = await as('admin', 'PUT', '/sys/permission/edit', body);
      expectRefused(r, 400, { note: message });
      expect(r.json().message).toBe(message);
    }
    expectRefused((await as('admin', 'PUT', '/sys/permission/edit', { id: 'ghost', name: 'x' })), 404);
  });

  it('lets nobody attach, deactivate or re-code a permission they do not hold', async () => {
    const staff = await roleId('group_staff');
    for (const code of ['system:permission:add', 'system:permission:edit']) {
      await t.db.query('INSERT INTO sys_role_permission (role_id, permission_id) VALUES ($1,$2)', [staff, await permId(code)]);
    }
    // The table layer's writes also need the screen's own menu entry.
    await t.db.query(`INSERT INTO sys_role_permission (role_id, permission_id) SELECT $1, id FROM sys_permission WHERE component = 'schema:sys/permission'`, [staff]);
    const parent = await menuId('/system');
    const copy = await as('zhangwei', 'POST', '/sys/permission/add', { name: '复制', menuType: 2, parentId: parent, perms: 'system:user:add', status: '0' });
    expectRefused(copy, 510);
    expect(copy.json().message).toBe('不能设置或修改自己没有的权限：system:user:add');
    const userAdd = await permId('system:user:add');
    expectRefused((await as('zhangwei', 'PUT', '/sys/permission/edit', { id: userAdd, status: '0' })), 510);
    expectRefused((await as('zhangwei', 'PUT', '/sys/permission/edit', { id: userAdd, perms: 'harmless:code' })), 510);
    expect(await one('SELECT status, perms FROM sys_permission WHERE id = $1', [userAdd])).toEqual({ status: '1', perms: 'system:user:add' });

    const fresh = await as('zhangwei', 'POST', '/sys/permission/add', { name: '新码', menuType: 2, parentId: parent, perms: 'demo:widget:add' });
    expect(fresh.json().success).toBe(true);
    const granted = (await as('admin', 'GET', `/sys/permission/queryRolePermission?roleId=${staff}`)).json().result;
    expect(granted).toContain(fresh.json().result.id);
  });

  it('deletes a menu with everything under it and its grants; built-in system codes stay', async () => {
    const top = (await as('admin', 'POST', '/sys/permission/add', { name: '待删', menuType: 0, url: '/gone', component: 'layouts/RouteView' })).json().result.id;
    const sub = (await as('admin', 'POST', '/sys/permission/add', { name: '待删子', menuType: 1, parentId: top, url: '/gone/sub', component: 'x/y' })).json().result.id;
    const btn = (await as('admin', 'POST', '/sys/permission/add', { name: '待删钮', menuType: 2, parentId: sub, perms: 'gone:sub:add' })).json().result.id;
    expect(await one('SELECT is_leaf FROM sys_permission WHERE id = $1', [sub])).toEqual({ is_leaf: false });

    expect((await as('admin', 'DELETE', `/sys/permission/delete?id=${btn}`)).json().message).toBe('删除成功!');
    expect(await one('SELECT is_leaf FROM sys_permission WHERE id = $1', [sub])).toEqual({ is_leaf: true });
    await as('admin', 'POST', '/sys/permission/add', { name: '待删钮2', menuType: 2, parentId: sub, perms: 'gone:sub:edit' });
    expect((await as('admin', 'DELETE', `/sys/permission/delete?id=${top}`)).json().success).toBe(true);
    const left = (await t.db.query('SELECT id FROM sys_permission WHERE del_flag = 0 AND (id = ANY($1) OR perms = $2)', [[top, sub, btn], 'gone:sub:edit'])).rows;
    expect(left).toEqual([]);
    expect((await t.db.query('SELECT 1 FROM sys_role_permission WHERE permission_id = ANY($1)', [[top, sub, btn]])).rows).toEqual([]);
    expectRefused((await as('admin', 'GET', `/sys/permission/queryById?id=${top}`)), 404);
    expectRefused((await as('admin', 'DELETE', `/sys/permission/delete?id=${top}`)), 404);

    const system = await as('admin', 'DELETE', `/sys/permission/delete?id=${await menuId('/system')}`);
    expectRefused(system, 400);
    expect(system.json().message).toMatch(/^“.+”（system:.+）是系统管理的内置权限，不能删除$/);
    expectRefused((await as('admin', 'DELETE', `/sys/permission/deleteBatch?ids=${await permId('system:tenant:add')}`)), 400);
    expectOk((await as('admin', 'GET', '/sys/tenant/list')));
  });

  it('refuses every menu endpoint to a company or project user (403)', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/sys/permission/list'], ['GET', '/sys/permission/queryTreeList'], ['GET', '/sys/permission/queryById?id=x'],
      ['GET', '/sys/permission/queryRolePermission?roleId=x'],
      ['POST', '/sys/permission/add', { name: '越权', menuType: 0, url: '/x', component: 'a/b' }],
      ['PUT', '/sys/permission/edit', { id: 'x', name: 'x' }], ['POST', '/sys/permission/edit', { id: 'x', name: 'x' }],
      ['DELETE', '/sys/permission/delete?id=x'], ['DELETE', '/sys/permission/deleteBatch?ids=x'],
    ];
    for (const user of ['lina', 'liuyang']) {
      for (const [method, url, body] of calls) expectRefused((await as(user, method, url, body)), 510, { note: `${user} ${method} ${url}` });
    }
    expect((await t.db.query(`SELECT 1 FROM sys_permission WHERE name = '越权'`)).rows).toHaveLength(0);
  });
});
