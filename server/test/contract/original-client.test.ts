import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteItem } from '@/engine/schema/wire';
import { captchaHash } from '../../src/auth/login-captcha';
import { captchas } from '../../src/tables/stores/captcha-store';
import { createTestPlatform, PASSWORDS, type TestPlatform } from '../helper';

// JeecgBoot's Vue 2 client (ant-design-vue-jeecg 3.4.x), call for call against our server with ORIGINAL_CLIENT_MENU:
// login with the captcha, the menu, the dictionaries, the header, then each system page's list, add, edit and delete
// as its view sends them. Each step checks the fields that client's code reads (../../shared/jeecg-contract.md) and,
// like its request.js, reads every answer as JSON with HTTP 200 unless the token is refused.
let t: TestPlatform;
let token = '';
beforeAll(async () => {
  t = await createTestPlatform({ originalClientMenu: true });
});
afterAll(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** FE/utils/encryption/signMd5Utils.js: md5 of the sorted parameters' JSON plus the shared secret, upper case. */
function sign(url: string, params: Record<string, unknown>): string {
  const last = url.split('/').pop() ?? '';
  const all: Record<string, string> = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  if (last.includes(',')) all['x-path-variable'] = decodeURIComponent(last);
  const sorted = Object.fromEntries(Object.keys(all).sort().map((k) => [k, all[k]]));
  return createHash('md5').update(JSON.stringify(sorted) + 'dd05f1c54d63749eda95f9fa6d49v442a').digest('hex').toUpperCase();
}

/**
 * FE/utils/request.js and api/manage.js: the token and tenant headers, `_t` on GETs (not on getDictItems), X-Sign and
 * X-TIMESTAMP on getAction/postAction/httpAction; bodies as JSON.
 */
async function action(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, params: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  const query = method === 'GET' && !url.includes('sys/dict/getDictItems') ? { ...params, _t: Math.floor(Date.now() / 1000) } : params;
  const signed = method === 'GET' || method === 'POST' ? { 'X-Sign': sign(url, query), 'X-TIMESTAMP': String(Date.now()) } : {};
  const qs = method === 'GET' || method === 'DELETE' ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
  return t.app.inject({
    method, url: `/devops${url}${qs ? `?${qs}` : ''}`,
    headers: { 'tenant-id': '0', ...(token ? { 'X-Access-Token': token } : {}), ...signed },
    ...(method === 'POST' || method === 'PUT' ? { payload: params } : {}),
  });
}

/** What every view's `.then((res) => …)` gets: HTTP 200 and the envelope's five fields. */
async function answer(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, params: Record<string, unknown> = {}): Promise<Json> {
  const res = await action(method, url, params);
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(200);
  const body = res.json() as Json;
  expect(Object.keys(body), url).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
  return body;
}

/** A view's success branch (`if (res.success)`), failing with the message it would have shown otherwise. */
async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, params: Record<string, unknown> = {}): Promise<Json> {
  const body = await answer(method, url, params);
  expect(body.success, `${method} ${url}: ${body.message}`).toBe(true);
  return body;
}

/** JeecgListMixin.loadData: `column=createTime&order=desc`, the `field` list and paging; reads records and total. */
async function listPage(url: string, fields: string[], extra: Record<string, unknown> = {}): Promise<{ records: Json[]; total: number }> {
  const res = await ok('GET', url, { column: 'createTime', order: 'desc', field: ['id', ...fields].join(','), pageNo: 1, pageSize: 10, ...extra });
  expect(res.result.records, url).toBeInstanceOf(Array);
  expect(typeof res.result.total, url).toBe('number');
  return res.result;
}

const flat = (items: RouteItem[]): RouteItem[] => items.flatMap((i) => [i, ...flat(i.children ?? [])]);

describe('the original client against our server', () => {
  it('logs in through the captcha (LoginAccount.vue, store/modules/user.js)', async () => {
    const checkKey = String(Date.now());
    const image = await ok('GET', `/sys/randomImage/${checkKey}`);
    expect(image.result).toMatch(/^data:image\/[a-z+]+;base64,/);
    // What the image shows, as the user types it.
    await captchas.put(t.db, checkKey, captchaHash(checkKey, 'k7Xp'), 60);
    const login = await answer('POST', '/sys/login', { username: 'admin', password: PASSWORDS.admin, captcha: 'k7Xp', checkKey, remember_me: true });
    // user.js tests `response.code == '200'`, not `success`.
    expect(login).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const { result } = login;
    expect(Object.keys(result)).toEqual(expect.arrayContaining(['token', 'userInfo', 'departs', 'multi_depart', 'sysAllDictItems']));
    expect(result.userInfo).toMatchObject({ username: 'admin', realname: '系统管理员', id: expect.any(String), orgCode: expect.any(String) });
    expect(result.userInfo).not.toHaveProperty('password');
    expect(result.userInfo).not.toHaveProperty('salt');
    expect([0, 1, 2]).toContain(result.multi_depart);
    expect(result.departs[0]).toMatchObject({ id: expect.any(String), departName: expect.any(String), orgCode: expect.any(String) });
    expect(result.sysAllDictItems.sex).toEqual(expect.arrayContaining([{ value: '1', text: '男', title: '男', label: '男' }]));
    token = result.token;
  });

  it('refuses a wrong captcha with code 412 and its message, over HTTP 200 (the form then refreshes the image)', async () => {
    const saved = token;
    token = '';
    const tries = (body: Json) => t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: 'zhaomin', ...body }, remoteAddress: '10.77.0.1' });
    for (let i = 0; i < 2; i++) expect((await tries({ password: 'Wrong@2026' })).json()).toMatchObject({ success: false, message: '用户名或密码错误' });
    const wrong = await tries({ password: PASSWORDS.zhaomin, captcha: 'zzzz', checkKey: String(Date.now()) });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ success: false, code: 412 });
    expect(wrong.json().message).toMatch(/验证码/);
    token = saved;
  });

  it('loads the menu it can route (permission.js, utils/util.js generateIndexRouter)', async () => {
    const perms = await ok('GET', '/sys/permission/getUserPermissionByToken');
    const { menu, auth, allAuth } = perms.result as { menu: RouteItem[]; auth: Json[]; allAuth: Json[] };
    // An empty menu logs the user out; the home route is the router's redirect target.
    expect(menu.length).toBeGreaterThan(0);
    expect(menu[0]).toMatchObject({ path: '/dashboard/analysis', component: 'dashboard/Analysis', route: '1' });
    for (const item of flat(menu)) {
      expect(typeof item.path).toBe('string');
      expect(['0', '1']).toContain(item.route);
      expect(item.meta.title, item.path).toEqual(expect.any(String));
      // `@/components/layouts/…` or `@/views/<component>.vue`: never one of our own component names.
      expect(item.component, item.path).not.toMatch(/^schema:/);
    }
    const user = flat(menu).find((i) => i.component === 'system/UserList')!;
    expect(user).toMatchObject({ route: '1', meta: { componentName: 'UserList' } });
    expect(auth[0]).toEqual({ action: expect.any(String), type: expect.any(String), describe: expect.any(String) });
    expect(allAuth[0]).toEqual({ action: expect.any(String), status: expect.any(String), type: expect.any(String), describe: expect.any(String) });
  });

  it('reads dictionaries: the login cache, then getDictItems for a code it lacks (JDictSelectUtil.js)', async () => {
    const all = await ok('GET', '/sys/dict/queryAllDictItems');
    expect(all.code).toBe(200);
    expect(all.result.user_status).toEqual(expect.arrayContaining([expect.objectContaining({ value: '1', text: '正常' })]));
    const items = await ok('GET', '/sys/dict/getDictItems/sex');
    expect(items.result).toEqual(expect.arrayContaining([{ value: '2', text: '女', title: '女', label: '女' }]));
  });

  it('fills the header: notices (HeaderNotice.vue), departments (DepartSelect.vue), the home figures (IndexChart.vue)', async () => {
    const notices = await ok('GET', '/sys/annountCement/listByUser', { pageSize: 5 });
    expect(Object.keys(notices.result).sort()).toEqual(['anntMsgList', 'anntMsgTotal', 'sysMsgList', 'sysMsgTotal']);
    for (const n of [...notices.result.anntMsgList, ...notices.result.sysMsgList]) {
      expect(n).toMatchObject({ id: expect.any(String), titile: expect.any(String), priority: expect.stringMatching(/^[LMH]$/) });
    }
    const departs = await ok('GET', '/sys/user/getCurrentUserDeparts');
    expect(departs.result).toMatchObject({ list: expect.any(Array), orgCode: expect.any(String) });
    const selected = await ok('PUT', '/sys/selectDepart', { orgCode: departs.result.orgCode, username: 'admin' });
    expect(selected.result.userInfo).toMatchObject({ username: 'admin', orgCode: departs.result.orgCode });
    const loginfo = await ok('GET', '/sys/loginfo');
    expect(loginfo.result).toMatchObject({ todayIp: expect.any(Number), todayVisitCount: expect.any(Number), totalVisitCount: expect.any(Number) });
    expect((await ok('GET', '/sys/visitInfo')).result).toHaveLength(7);
  });

  it('runs 用户管理 (UserList.vue, UserModal.vue)', async () => {
    const page = await listPage('/sys/user/list', ['username', 'realname', 'avatar', 'sex_dictText', 'birthday', 'phone', 'orgCodeTxt', 'departIds_dictText', 'status_dictText']);
    const admin = page.records.find((u) => u.username === 'admin')!;
    expect(admin).toMatchObject({ sex_dictText: '男', status_dictText: '正常', departIds_dictText: expect.any(String), orgCodeTxt: expect.any(String) });

    // UserModal.add: the form's id is the empty draft id; roles and departments come from the pickers.
    const roles = (await ok('GET', '/sys/role/queryall')).result as Json[];
    const departs = (await ok('GET', '/sys/sysDepart/queryIdTree')).result as Json[];
    const user = { id: '', username: 'vue2clerk', password: 'Vue2@Clerk26', confirmpassword: 'Vue2@Clerk26', realname: '旧版资料员',
      selectedroles: roles.find((r) => r.roleCode === 'company_staff')!.id, selecteddeparts: departs[0].key, userIdentity: 1, activitiSync: '1', departIds: '' };
    const added = await ok('POST', '/sys/user/add', user);
    expect(added.message).toBe('添加成功！');
    // A refused add: the modal shows `res.message` from an HTTP 200 answer.
    const again = await answer('POST', '/sys/user/add', user);
    expect(again.success).toBe(false);
    expect(again.message).toMatch(/已存在/);

    const record = (await listPage('/sys/user/list', ['username'], { username: 'vue2clerk' })).records[0];
    expect((await answer('GET', '/sys/user/queryUserRole', { userid: record.id })).result).toEqual([user.selectedroles]);
    const userDeparts = (await ok('GET', '/sys/user/userDepartList', { userId: record.id })).result as Json[];
    expect(userDeparts[0]).toMatchObject({ key: departs[0].key, value: departs[0].key, title: departs[0].title });
    const edited = await ok('PUT', '/sys/user/edit', { ...record, realname: '旧版资料员（改）', selectedroles: user.selectedroles, selecteddeparts: userDeparts.map((d) => d.key).join(',') });
    expect(edited.message).toBe('编辑成功!');
    expect((await listPage('/sys/user/list', ['realname'], { username: 'vue2clerk' })).records[0].realname).toBe('旧版资料员（改）');
    expect((await ok('DELETE', '/sys/user/delete', { id: record.id })).message).toBe('删除用户成功');
  });

  it('runs 角色管理 with its authorisation drawer (RoleList.vue, RoleModal.vue, UserRoleModal.vue)', async () => {
    await listPage('/sys/role/list', ['roleName', 'roleCode', 'description', 'createTime']);
    expect((await ok('POST', '/sys/role/add', { roleName: '旧版角色', roleCode: 'vue2_role', description: '由旧版客户端添加' })).message).toBe('添加成功！');
    const role = (await listPage('/sys/role/list', ['roleCode'], { roleCode: 'vue2_role' })).records[0];
    expect(role).toMatchObject({ roleName: '旧版角色', roleCode: 'vue2_role' });
    const dup = await answer('POST', '/sys/role/add', { roleName: '重复', roleCode: 'vue2_role' });
    expect(dup).toMatchObject({ success: false, message: expect.stringMatching(/已存在/) });

    const tree = await ok('GET', '/sys/role/queryTreeList');
    expect(tree.result.treeList[0]).toMatchObject({ key: expect.any(String), slotTitle: expect.any(String), scopedSlots: { title: 'hasDatarule' } });
    const granted = await ok('GET', '/sys/permission/queryRolePermission', { roleId: role.id });
    expect(granted.result).toEqual([]);
    const some = tree.result.ids.slice(0, 3).join(',');
    expect((await ok('POST', '/sys/permission/saveRolePermission', { roleId: role.id, permissionIds: some, lastpermissionIds: '' })).message).toBe('保存成功！');
    expect((await ok('GET', '/sys/permission/queryRolePermission', { roleId: role.id })).result.sort()).toEqual(some.split(',').sort());

    expect((await ok('PUT', '/sys/role/edit', { ...role, description: '改过' })).message).toBe('编辑成功!');
    expect((await ok('DELETE', '/sys/role/delete', { id: role.id })).success).toBe(true);
  });

  it('runs 部门管理 (DepartList.vue, DepartModal.vue, DeptBaseInfo.vue)', async () => {
    const tree = (await ok('GET', '/sys/sysDepart/queryTreeList')).result as Json[];
    expect(tree[0]).toMatchObject({ key: expect.any(String), title: expect.any(String), departName: expect.any(String), orgCode: expect.any(String), isLeaf: false });
    const parent = (await ok('GET', '/sys/sysDepart/queryIdTree')).result[0] as Json;
    const added = await ok('POST', '/sys/sysDepart/add', { departName: '旧版测试部', parentId: parent.key, orgCategory: '2', departOrder: 0, status: '1' });
    expect(added.message).toBe('添加成功！');
    const found = (await ok('GET', '/sys/sysDepart/searchBy', { keyWord: '旧版测试部' })).result[0] as Json;
    expect((await ok('PUT', '/sys/sysDepart/edit', { ...found, departNameAbbr: '旧版部' })).message).toBe('编辑成功!');
    expect((await ok('DELETE', '/sys/sysDepart/delete', { id: found.id })).success).toBe(true);
  });

  it('runs 数据字典 with its items and recycle bin (DictList.vue, DictItemList.vue, DictDeleteList.vue)', async () => {
    await listPage('/sys/dict/list', ['dictName', 'dictCode', 'description']);
    expect((await ok('POST', '/sys/dict/add', { dictName: '旧版字典', dictCode: 'vue2_dict', description: '' })).message).toBe('添加成功！');
    const dict = (await listPage('/sys/dict/list', ['dictCode'], { dictCode: 'vue2_dict' })).records[0];
    expect((await ok('POST', '/sys/dictItem/add', { dictId: dict.id, itemText: '甲', itemValue: 'a', sortOrder: 1, status: 1 })).message).toBe('添加成功！');
    const items = await listPage('/sys/dictItem/list', ['itemText', 'itemValue', 'status'], { dictId: dict.id, column: 'sortOrder', order: 'asc' });
    expect(items.records[0]).toMatchObject({ dictId: dict.id, itemText: '甲', itemValue: 'a', status: 1 });
    expect((await ok('PUT', '/sys/dict/edit', { ...dict, dictName: '旧版字典（改）' })).message).toBe('编辑成功!');
    await ok('DELETE', '/sys/dict/delete', { id: dict.id });
    const bin = await ok('GET', '/sys/dict/deleteList');
    expect(bin.result.map((d: Json) => d.dictCode)).toContain('vue2_dict');
    expect((await ok('PUT', `/sys/dict/back/${dict.id}`)).message).toBe('操作成功!');
    await ok('DELETE', '/sys/dict/delete', { id: dict.id });
    expect((await ok('DELETE', `/sys/dict/deletePhysic/${dict.id}`)).message).toBe('删除成功!');
  });

  it('lists 日志管理 with its dictionary texts (LogList.vue)', async () => {
    const logins = await listPage('/sys/log/list', ['logContent', 'userid', 'username', 'ip', 'costTime', 'logType_dictText'], { logType: 1 });
    expect(logins.records[0]).toMatchObject({ logType: 1, logType_dictText: '登录日志', username: expect.any(String), logContent: expect.any(String) });
    const operations = await listPage('/sys/log/list', ['logContent', 'operateType_dictText'], { logType: 2 });
    const added = operations.records.find((r) => r.requestUrl === '/devops/sys/dict/add')!;
    expect(added).toMatchObject({ logType_dictText: '操作日志', operateType: 2, operateType_dictText: '添加' });
  });

  it('lists the other system pages with the fields their columns read', async () => {
    const sources = await listPage('/sys/dataSource/list', ['name', 'dbType_dictText', 'dbDriver', 'dbUrl', 'dbUsername']);
    expect(sources.records[0]).toMatchObject({ name: expect.any(String), dbType_dictText: expect.any(String), dbDriver: expect.any(String), dbUrl: expect.stringMatching(/^jdbc:/), dbUsername: expect.any(String) });
    expect((await listPage('/sys/tenant/list', ['name', 'status_dictText'])).records[0]).toMatchObject({ name: expect.any(String), status_dictText: expect.any(String) });
    await listPage('/sys/position/list', ['code', 'name', 'postRank_dictText']);
    await listPage('/sys/annountCement/list', ['titile', 'msgCategory_dictText', 'sender', 'priority_dictText', 'msgType_dictText', 'sendStatus_dictText']);
    await listPage('/sys/quartzJob/list', ['jobClassName', 'cronExpression', 'parameter', 'description', 'status_dictText']);
    const perms = await ok('GET', '/sys/permission/list');
    expect(perms.result[0]).toMatchObject({ key: expect.any(String), title: expect.any(String), name: expect.any(String) });
    expect((await ok('GET', '/sys/checkRule/list', { pageNo: 1, pageSize: 10 })).result.records[0]).toMatchObject({ ruleName: expect.any(String), ruleCode: expect.any(String), ruleJson: expect.any(String) });
    expect((await ok('GET', '/sys/fillRule/list', { pageNo: 1, pageSize: 10 })).result.records).toEqual([]);
    expect((await ok('GET', '/sys/thirdApp/getEnabledType')).result).toEqual({ wechatEnterprise: false, dingtalk: false });
  });

  it('shows a refusal’s message for lack of rights: HTTP 200, success false, code 510', async () => {
    const lina = await t.login('lina');
    const res = await t.app.inject({ method: 'POST', url: '/devops/sys/user/add', headers: { 'X-Access-Token': lina, 'tenant-id': '0' }, payload: { username: 'nope', realname: '无权' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
  });

  it('is logged out by an invalid token alone: HTTP 401 and Token失效 (request.js)', async () => {
    const res = await t.app.inject({ url: '/devops/sys/user/list', headers: { 'X-Access-Token': 'forged.token.value' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/Token失效/);
  });
});
