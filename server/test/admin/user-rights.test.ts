import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, PASSWORDS, type TestPlatform, expectOk, expectRefused } from '../helper';

// Users and rights on one platform: freezing, an administrator's reset, login history, the effective-permissions
// preview, and data rules (数据权限) enforced by the table layer on 科研成果 (research/achievement) over 10,000 rows.
let t: TestPlatform;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const PASSWORD = 'Rights@2026';
const tokens = new Map<string, string>();

const login = async (username: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username, password } });
const tokenOf = async (username: string) => {
  if (!tokens.has(username)) tokens.set(username, PASSWORDS[username] ? await t.login(username) : (await login(username)).json().result.token);
  return tokens.get(username)!;
};
const call = async (user: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await tokenOf(user) }, payload });
const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows[0];

let roleA: string;
let roleB: string;
let menuId: string;
const rules: Record<string, string> = {};
/** Total of the test's own rows the user lists in 科研成果 (the demo's rows are left out by the name filter). */
const total = async (user: string) => {
  const res = await call(user, 'GET', 'research/achievement/list?pageSize=1&achName=*规则样本*');
  expectOk(res);
  return res.json().result.total as number;
};
const select = async (roleId: string, ...names: string[]) => {
  const res = await call('admin', 'POST', 'sys/role/datarule', { permissionId: menuId, roleId, dataRuleIds: names.map((n) => rules[n]).join(',') });
  expect(res.json()).toMatchObject({ success: true });
};

beforeAll(async () => {
  t = await createTestPlatform();
  menuId = (await one<{ id: string }>(`SELECT id FROM sys_permission WHERE component = 'schema:research/achievement' AND menu_code = '11'`)).id;
  // Two roles holding the 科研成果 menu, made and granted through the role screen's calls.
  for (const code of ['rule_probe_a', 'rule_probe_b']) {
    expect((await call('admin', 'POST', 'sys/role/add', { roleName: `数据规则${code.slice(-1)}`, roleCode: code })).json()).toMatchObject({ success: true });
  }
  roleA = (await one<{ id: string }>(`SELECT id FROM sys_role WHERE role_code = 'rule_probe_a'`)).id;
  roleB = (await one<{ id: string }>(`SELECT id FROM sys_role WHERE role_code = 'rule_probe_b'`)).id;
  for (const role of [roleA, roleB]) {
    expect((await call('admin', 'POST', 'sys/permission/saveRolePermission', { roleId: role, permissionIds: menuId })).json()).toMatchObject({ success: true });
  }
  // Users through the user form: two in 综合办公室 (d01) and one in 人力资源部 (d02) of the group, one in 中路监理 (c02).
  const people: [string, string, string, string][] = [['rp_self', roleA, 'd01', '001'], ['rp_mate', roleA, 'd01', '001'], ['rp_other', roleA, 'd02', '001'], ['rp_far', roleA, 'd05', 'c02'], ['rp_both', `${roleA},${roleB}`, 'd01', '001']];
  for (const [username, roles, depart, companyId] of people) {
    const res = await call('admin', 'POST', 'sys/user/add', { username, realname: `测试${username}`, password: PASSWORD, selectedroles: roles, selecteddeparts: depart, companyId });
    expect(res.json()).toMatchObject({ success: true });
  }
  // 10,000 rows in one statement: creators in turn self, mate, other, far; every fifth a 标准规范 (standard).
  await t.db.query(`INSERT INTO biz_rs_achievement (id, company_id, create_by, ach_name, ach_type, completers, complete_date)
    SELECT md5('rule' || i), CASE WHEN i % 4 = 3 THEN 'c02' ELSE '001' END,
           (ARRAY['rp_self', 'rp_mate', 'rp_other', 'rp_far'])[i % 4 + 1], '规则样本' || i,
           CASE WHEN i % 5 = 0 THEN 'standard' ELSE 'report' END, '张伟', DATE '2026-01-01' + (i % 300)
      FROM generate_series(0, 9999) AS i`);
  const levels: [string, object][] = [
    ['本人', { ruleConditions: 'SELF' }], ['本部门', { ruleConditions: 'DEPT' }], ['本公司', { ruleConditions: 'COMPANY' }],
    ['全部', { ruleConditions: 'ALL' }], ['标准规范', { ruleColumn: 'achType', ruleConditions: '=', ruleValue: 'standard' }],
  ];
  for (const [name, rule] of levels) {
    const res = await call('admin', 'POST', 'sys/permission/addPermissionRule', { permissionId: menuId, ruleName: name, status: '1', ...rule });
    expect(res.json()).toMatchObject({ success: true });
    rules[name] = res.json().result.id;
  }
});
afterAll(() => t.close());

describe('data rules (数据权限)', () => {
  it('returns exactly the rows of each of the five levels', async () => {
    expect(await total('rp_self')).toBe(10_000);
    await select(roleA, '本人');
    expect(await total('rp_self')).toBe(2500);
    await select(roleA, '本部门');
    expect(await total('rp_self')).toBe(5000);
    await select(roleA, '本公司');
    expect(await total('rp_self')).toBe(7500);
    expect(await total('rp_far')).toBe(2500);
    await select(roleA, '全部');
    expect(await total('rp_self')).toBe(10_000);
    await select(roleA, '标准规范');
    expect(await total('rp_self')).toBe(2000);
    // The list shows only such rows, and a record outside the rule is not read, changed or deleted either.
    const rows = (await call('rp_self', 'GET', 'research/achievement/list?pageSize=50&achName=*规则样本*')).json().result.records as { achType: string }[];
    expect(rows.every((r) => r.achType === 'standard')).toBe(true);
    const hidden = (await one<{ id: string }>(`SELECT id FROM biz_rs_achievement WHERE ach_name = '规则样本1'`)).id;
    expect((await call('rp_self', 'GET', `research/achievement/queryById?id=${hidden}`)).json().success).toBe(false);
  });

  it('gives a user with several roles the union, and leaves administrators alone', async () => {
    await select(roleA, '本人');
    await select(roleB, '标准规范');
    // rp_both creates nothing: 本人 gives none, 标准规范 2000.
    expect(await total('rp_both')).toBe(2000);
    await select(roleB);
    expect(await total('rp_both')).toBe(10_000);
    expect(await total('admin')).toBe(10_000);
  });

  it('refuses rules on a field the page does not have, and selections by those without 授权', async () => {
    const bad = await call('admin', 'POST', 'sys/permission/addPermissionRule', { permissionId: menuId, ruleName: '注入', ruleColumn: 'ach_type; DROP TABLE x', ruleConditions: '=', ruleValue: '1' });
    expect(bad.json()).toMatchObject({ success: false, message: '规则字段“ach_type; DROP TABLE x”不是该页面的字段' });
    // A report is a menu of its own without data rules (its SQL keeps to the company or project in view).
    const report = (await one<{ id: string }>(`SELECT id FROM sys_permission WHERE component = 'schema:report/projectList' AND menu_code = '11'`)).id;
    const onReport = await call('admin', 'POST', 'sys/permission/addPermissionRule', { permissionId: report, ruleName: '本人', ruleConditions: 'SELF' });
    expect(onReport.json()).toMatchObject({ success: false, message: '只有展示数据列表的菜单才能设置数据规则' });
    expectRefused((await call('lina', 'POST', 'sys/role/datarule', { permissionId: menuId, roleId: roleA, dataRuleIds: '' })), 510);
    expectRefused((await call('lina', 'POST', 'sys/permission/addPermissionRule', { permissionId: menuId, ruleName: 'x', ruleConditions: 'ALL' })), 510);
    expectRefused((await call('lina', 'GET', `sys/role/datarule/${menuId}/${roleA}`)), 510);
    const shown = (await call('admin', 'GET', `sys/role/datarule/${menuId}/${roleA}`)).json().result;
    expect(shown.drChecked).toBe(rules['本人']);
    // The menu's rules: this file's beside those the demo seeds on 科研成果 (本人登记的成果 …).
    expect(shown.datarule.map((r: { ruleName: string }) => r.ruleName)).toEqual(expect.arrayContaining(['本人', '本部门', '本公司', '全部', '标准规范']));
    expect(shown.datarule.map((r: { ruleName: string }) => r.ruleName)).not.toContain('注入');
  });

  it('keeps a menu’s rule selection when the role’s grants are saved again', async () => {
    await call('admin', 'POST', 'sys/permission/saveRolePermission', { roleId: roleA, permissionIds: menuId });
    expect(await total('rp_self')).toBe(2500);
  });

  it('previews a user’s effective permissions', async () => {
    const res = await call('admin', 'GET', `sys/user/permissionPreview?userId=${(await one<{ id: string }>(`SELECT id FROM sys_user WHERE username = 'rp_self'`)).id}`);
    const preview = res.json().result;
    expect(preview.roles.map((r: { roleCode: string }) => r.roleCode)).toEqual(['rule_probe_a']);
    expect(preview.permissions.map((p: { id: string }) => p.id)).toEqual([menuId]);
    expect(preview.dataRules).toMatchObject([{ ruleName: '本人', roleName: '数据规则a' }]);
    expectRefused((await call('lina', 'GET', 'sys/user/permissionPreview?userId=x')), 510);
  });
});

describe('freezing and resetting', () => {
  it('refuses a frozen user’s live session with its own message, and their login', async () => {
    const id = (await one<{ id: string }>(`SELECT id FROM sys_user WHERE username = 'rp_mate'`)).id;
    expectOk((await call('rp_mate', 'GET', 'sys/user/getCurrentUserDeparts')));
    expectRefused((await call('rp_self', 'PUT', 'sys/user/frozenBatch', { ids: id, status: 2 })), 510);
    expect((await call('admin', 'PUT', 'sys/user/frozenBatch', { ids: id, status: 2 })).json()).toMatchObject({ success: true, message: '冻结成功!' });
    const refused = await call('rp_mate', 'GET', 'sys/user/getCurrentUserDeparts');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('您的账号已被冻结，请联系管理员');
    expect((await login('rp_mate')).json()).toMatchObject({ success: false, message: '该用户已冻结' });
    await call('admin', 'PUT', 'sys/user/frozenBatch', { ids: id, status: 1 });
    expect((await login('rp_mate')).json().success).toBe(true);
  });

  it('resets a password to a generated one shown once, and the next login must change it', async () => {
    const before = await tokenOf('rp_other');
    expectRefused((await call('rp_self', 'PUT', 'sys/user/changePassword', { username: 'rp_other' })), 510);
    const reset = await call('admin', 'PUT', 'sys/user/changePassword', { username: 'rp_other' });
    const { password } = reset.json().result as { password: string };
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%+.])[A-Za-z\d!@#$%+.]{8,50}$/);
    const old = await t.get('/devops/sys/user/getCurrentUserDeparts', before);
    expect(old.json().message).toBe('您的密码已被管理员重置，请使用新密码重新登录');
    expect((await login('rp_other')).json().success).toBe(false);
    const next = (await login('rp_other', password)).json().result;
    expect(next.passwordChangeRequired).toBe(true);
    const changed = await t.app.inject({ method: 'PUT', url: '/devops/sys/user/updatePassword', headers: { 'x-access-token': next.token },
      payload: { username: 'rp_other', oldpassword: password, password: 'Mine@2026x', confirmpassword: 'Mine@2026x' } });
    expect(changed.json().success).toBe(true);
    expect((await login('rp_other', 'Mine@2026x')).json().result.passwordChangeRequired).toBeUndefined();
  });

  it('shows a user’s login history to whoever may list users', async () => {
    const id = (await one<{ id: string }>(`SELECT id FROM sys_user WHERE username = 'rp_other'`)).id;
    const history = (await call('admin', 'GET', `sys/user/loginHistory?userId=${id}&pageSize=5`)).json().result;
    expect(history.total).toBeGreaterThanOrEqual(3);
    expect(history.records[0]).toMatchObject({ logTypeText: '登录', result: '成功' });
    expect(history.records.some((r: { ok: boolean }) => !r.ok)).toBe(true);
    expectRefused((await call('rp_self', 'GET', `sys/user/loginHistory?userId=${id}`)), 510);
  });
});
