import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused, expectFileRefused, callAs, type Method } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const as = callAs(() => t);
const roleId = async (code: string) => (await t.db.query<{ id: string }>('SELECT id FROM sys_role WHERE role_code = $1', [code])).rows[0].id;
const userId = async (name: string) => (await t.db.query<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [name])).rows[0].id;

// Every administrative permission code and the call it guards. A new system:* code must be added here.
const GUARDED: Record<string, [Method, string, object?]> = {
  'system:user:list': ['GET', '/sys/user/list'],
  'system:user:add': ['POST', '/sys/user/add', { username: 'probe', realname: '探针', password: 'Probe@2026' }],
  'system:user:edit': ['PUT', '/sys/user/edit', { id: 'x', realname: 'x' }],
  'system:user:assignRole': ['PUT', '/sys/user/edit', { id: 'x', selectedroles: 'y' }],
  'system:user:resetPassword': ['PUT', '/sys/user/changePassword', { username: 'admin', password: 'Hacked@2026' }],
  'system:user:frozen': ['PUT', '/sys/user/frozenBatch', { ids: 'x', status: 2 }],
  'system:role:list': ['GET', '/sys/role/queryall'],
  'system:role:edit': ['GET', '/sys/role/queryall'],
  'system:role:authorize': ['POST', '/sys/permission/saveRolePermission', { roleId: 'x', permissionIds: '' }],
  'system:role:add': ['POST', '/sys/role/add', { roleName: '探针', roleCode: 'probe' }],
  'system:role:delete': ['DELETE', '/sys/role/delete?id=x'],
  'system:depart:list': ['GET', '/sys/sysDepart/queryTreeList'],
  'system:depart:add': ['POST', '/sys/sysDepart/add', { parentId: '001', departName: '探针' }],
  'system:depart:edit': ['PUT', '/sys/sysDepart/edit', { id: 'd03', departName: '探针' }],
  'system:depart:delete': ['DELETE', '/sys/sysDepart/delete?id=d03'],
  'system:permission:list': ['GET', '/sys/permission/list'],
  'system:permission:add': ['POST', '/sys/permission/add', { name: '探针', menuType: 0, url: '/probe', component: 'layouts/RouteView' }],
  'system:permission:edit': ['PUT', '/sys/permission/edit', { id: 'x', name: 'x' }],
  'system:permission:delete': ['DELETE', '/sys/permission/delete?id=x'],
  'system:position:list': ['GET', '/sys/position/list'],
  'system:position:add': ['POST', '/sys/position/add', { code: 'probe', name: '探针' }],
  'system:position:edit': ['PUT', '/sys/position/edit', { id: 'x', name: 'x' }],
  'system:position:delete': ['DELETE', '/sys/position/delete?id=x'],
  'system:tenant:list': ['GET', '/sys/tenant/list'],
  'system:tenant:add': ['POST', '/sys/tenant/add', { name: '探针' }],
  'system:tenant:edit': ['PUT', '/sys/tenant/edit', { id: 1, status: 0 }],
  'system:tenant:delete': ['DELETE', '/sys/tenant/delete?id=1'],
  'system:announcement:add': ['POST', '/sys/annountCement/add', { titile: 'x' }],
  'system:announcement:edit': ['PUT', '/sys/annountCement/edit', { id: 'x', titile: 'x' }],
  'system:announcement:release': ['GET', '/sys/annountCement/doReleaseData?id=x'],
  'system:log:list': ['GET', '/sys/log/list'],
  'system:monitor:view': ['GET', '/monitor/server'],
  'system:job:manage': ['GET', '/sys/quartzJob/list'],
  'system:dict:add': ['POST', '/sys/dict/add', { dictName: '探针', dictCode: 'probe' }],
  'system:dict:edit': ['PUT', '/sys/dict/edit', { id: 'x', dictName: '探针' }],
  'system:param:list': ['GET', '/sys/sysParam/list'],
  'system:param:add': ['POST', '/sys/sysParam/add', { key: 'probe.key', value: '1' }],
  'system:param:edit': ['PUT', '/sys/sysParam/edit', { id: 'x', value: '1' }],
  'system:param:delete': ['DELETE', '/sys/sysParam/delete?id=x'],
  'system:datasource:list': ['GET', '/sys/dataSource/list'],
  'system:datasource:add': ['POST', '/sys/dataSource/add', { name: '探针', code: 'probe', dbType: 'postgresql', host: 'x', port: 5432, dbName: 'x', dbUsername: 'x' }],
  'system:datasource:edit': ['PUT', '/sys/dataSource/edit', { id: 'x', name: 'x' }],
  'system:datasource:delete': ['DELETE', '/sys/dataSource/delete?id=x'],
  'system:datasource:test': ['POST', '/sys/dataSource/testConnection', { id: 'x' }],
  'system:category:list': ['GET', '/sys/category/rootList'],
  'system:category:add': ['POST', '/sys/category/add', { name: '探针', code: 'probe' }],
  'system:category:edit': ['PUT', '/sys/category/edit', { id: 'x', name: 'x' }],
  'system:category:delete': ['DELETE', '/sys/category/delete?id=x'],
  'system:user:delete': ['DELETE', '/sys/user/delete?id=x'],
  'system:user:recycle': ['GET', '/sys/user/recycleBin'],
  'system:thirdlog:list': ['GET', '/sys/thirdPartyLog/list'],
  // Batch delete of each screen with a table (the same right as one by one is not assumed: it is its own button).
  'system:category:deleteBatch': ['DELETE', '/sys/category/deleteBatch?ids=x'],
  'system:datasource:deleteBatch': ['DELETE', '/sys/dataSource/deleteBatch?ids=x'],
  'system:depart:deleteBatch': ['DELETE', '/sys/sysDepart/deleteBatch?ids=d03'],
  'system:param:deleteBatch': ['DELETE', '/sys/sysParam/deleteBatch?ids=x'],
  'system:permission:deleteBatch': ['DELETE', '/sys/permission/deleteBatch?ids=x'],
  'system:position:deleteBatch': ['DELETE', '/sys/position/deleteBatch?ids=x'],
  'system:agent:list': ['GET', '/sys/sysUserAgent/list'],
  'system:agent:add': ['POST', '/sys/sysUserAgent/add', { userName: 'lina', agentUserName: 'fengtao', startTime: '2026-12-01 08:00:00', endTime: '2026-12-02 08:00:00', status: '1' }],
  'system:agent:edit': ['PUT', '/sys/sysUserAgent/edit', { id: 'x', status: '0' }],
  'system:agent:delete': ['DELETE', '/sys/sysUserAgent/delete?id=x'],
  'system:agent:deleteBatch': ['DELETE', '/sys/sysUserAgent/deleteBatch?ids=x'],
  'system:role:deleteBatch': ['DELETE', '/sys/role/deleteBatch?ids=x'],
  'system:tenant:deleteBatch': ['DELETE', '/sys/tenant/deleteBatch?ids=1'],
  'system:user:deleteBatch': ['DELETE', '/sys/user/deleteBatch?ids=x'],
  'system:user:exportXls': ['GET', '/sys/user/exportXls'],
  'system:user:importExcel': ['POST', '/sys/user/importExcel'],
  'system:monitor:clearCache': ['POST', '/monitor/cache/clear', { key: 'dict' }],
  'system:online:forceLogout': ['POST', '/sys/online/forceLogout', { id: 'x' }],
  'system:recycle:list': ['GET', '/sys/recycleBin/modules'],
  'system:recycle:restore': ['PUT', '/sys/recycleBin/restore', { module: 'news/notice', ids: 'x' }],
  'system:recycle:purge': ['DELETE', '/sys/recycleBin/purge?module=news/notice&ids=x'],
  'system:announcement:delete': ['DELETE', '/sys/annountCement/delete?id=x'],
  'system:dict:delete': ['DELETE', '/sys/dict/delete?id=x'],
  'system:job:add': ['POST', '/sys/quartzJob/add', { jobClassName: 'log.cleanup', cronExpression: '0 0 3 * * ?', status: -1 }],
  'system:job:edit': ['PUT', '/sys/quartzJob/edit', { id: 'x', description: 'x' }],
  'system:job:delete': ['DELETE', '/sys/quartzJob/delete?id=x'],
  'system:studio:list': ['GET', '/sys/studio/list'],
  'system:studio:save': ['POST', '/sys/studio/saveDraft', { code: 'fleet/repair', body: '{}' }],
  'system:studio:publish': ['POST', '/sys/studio/publish', { code: 'fleet/repair', comment: '试发布' }],
};

describe('administrative functions', () => {
  it('cover every system permission code in the permission table', async () => {
    const { rows } = await t.db.query<{ perms: string }>(`SELECT perms FROM sys_permission WHERE perms LIKE 'system:%'`);
    expect(rows.map((r) => r.perms).sort()).toEqual(Object.keys(GUARDED).sort());
  });

  it('refuse a company user every one of them with 403', async () => {
    for (const [code, [method, url, body]] of Object.entries(GUARDED)) {
      const res = await as('lina', method, url, body);
      // An export answers a file: refused, it keeps the real status a download reads.
      if (url.endsWith('/exportXls')) expectFileRefused(res, 403, code);
      else expectRefused(res, 510, { note: code });
    }
    const { rows } = await t.db.query<{ status: number }>(`SELECT status FROM sys_user WHERE username = 'admin'`);
    expect(rows[0].status).toBe(1);
  });
});

describe('user administration', () => {
  it('lists users without any secret', async () => {
    await as('admin', 'POST', '/sys/user/add', { username: 'marker', realname: '标记用户', password: 'Unique#Marker2026'.replace('#', '@') });
    const res = await as('admin', 'GET', '/sys/user/list?pageSize=100');
    expect(res.json().result.records.map((u: { username: string }) => u.username)).toContain('marker');
    expect(res.body).not.toMatch(/password|salt|argon2|Marker2026|token/i);
  });

  it('refuses a weak password and grants only roles the granter holds', async () => {
    expectRefused((await as('admin', 'POST', '/sys/user/add', { username: 'weak', realname: '弱', password: 'weakpass' })), 400);
    const staff = await as('admin', 'POST', '/sys/user/add', { username: 'newstaff', realname: '新员工', password: 'Staff@2026', selectedroles: await roleId('company_staff') });
    expect(staff.json().success).toBe(true);
    // A user who may assign roles but holds fewer permissions than the admin role carries cannot hand it out.
    // The user screen's menu entry too: the table layer serves a page's writes only to those who may open it.
    const assign = await t.db.query<{ id: string }>(`SELECT id FROM sys_permission WHERE perms IN ('system:user:add', 'system:user:assignRole') OR component = 'schema:sys/user'`);
    for (const p of assign.rows) await t.db.query('INSERT INTO sys_role_permission (role_id, permission_id) VALUES ($1,$2)', [await roleId('group_staff'), p.id]);
    const escalate = await as('zhangwei', 'POST', '/sys/user/add', { username: 'sneaky', realname: '越权', password: 'Staff@2026', selectedroles: await roleId('admin') });
    expectRefused(escalate, 510);
    expect(escalate.json().message).toBe('不能授予超出自身权限的角色');
  });

  it('lets an admin reset a password, ending that user’s sessions', async () => {
    const before = await t.login('zhaomin');
    const res = await as('admin', 'PUT', '/sys/user/changePassword', { username: 'zhaomin', password: 'Reset@2026' });
    expect(res.json().message).toBe('密码修改成功!');
    expect((await t.get('/devops/sys/user/getCurrentUserDeparts', before)).statusCode).toBe(401);
  });

  it('freezes users at once', async () => {
    const token = await t.login('chenjing');
    await as('admin', 'PUT', '/sys/user/frozenBatch', { ids: await userId('chenjing'), status: 2 });
    expect((await t.get('/devops/sys/user/getCurrentUserDeparts', token)).statusCode).toBe(401);
    await as('admin', 'PUT', '/sys/user/frozenBatch', { ids: await userId('chenjing'), status: 1 });
  });

  it('answers checkOnlyUser only with a token', async () => {
    expect((await t.get('/devops/sys/user/checkOnlyUser?username=admin')).statusCode).toBe(401);
    expect((await as('lina', 'GET', '/sys/user/checkOnlyUser?username=admin')).json()).toMatchObject({ success: false, message: '用户账号已存在' });
    expect((await as('lina', 'GET', '/sys/user/checkOnlyUser?username=nobody')).json()).toMatchObject({ success: true });
  });

  it('changes only personal fields on one’s own profile', async () => {
    const res = await as('lina', 'PUT', '/sys/user/appEdit', {
      realname: '李娜娜', email: 'lina.new@gcjt.example.cn', userIdentity: 2, selectedroles: await roleId('admin'), status: 2, delFlag: 1,
      relTenantIds: '2', orgCode: 'A01', username: 'admin', password: 'x', workNo: '0001', companyId: '001',
    });
    expect(res.json().result).toMatchObject({ realname: '李娜娜', email: 'lina.new@gcjt.example.cn', username: 'lina', userIdentity: 2, companyId: 'c01' });
    const { rows } = await t.db.query<Record<string, unknown>>(`SELECT status, del_flag, rel_tenant_ids, work_no, company_id, user_identity FROM sys_user WHERE username = 'lina'`);
    expect(rows[0]).toEqual({ status: 1, del_flag: 0, rel_tenant_ids: '1', work_no: 'GC0004', company_id: 'c01', user_identity: 2 });
    const roles = await t.db.query(`SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE r.role_code = 'admin' AND ur.user_id = $1`, [await userId('lina')]);
    expect(roles.rows).toHaveLength(0);
  });

  it('refuses to grant a permission the granter does not hold', async () => {
    const { rows } = await t.db.query<{ id: string }>(`SELECT id FROM sys_permission WHERE perms = 'safety:hiddenDanger:add' AND menu_code = '12' LIMIT 1`);
    const grantable = await t.db.query<{ id: string }>(`SELECT id FROM sys_permission WHERE perms = 'news:notice:add'`);
    await t.db.query(`DELETE FROM sys_role_permission WHERE role_id = $1 AND permission_id = $2`, [await roleId('admin'), rows[0].id]);
    const denied = await as('admin', 'POST', '/sys/permission/saveRolePermission', { roleId: await roleId('group_staff'), permissionIds: rows[0].id });
    expectRefused(denied, 510);
    const allowed = await as('admin', 'POST', '/sys/permission/saveRolePermission', { roleId: await roleId('group_staff'), permissionIds: grantable.rows[0].id });
    expect(allowed.json().message).toBe('保存成功！');
  });
});
