import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/passwords';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused, callAs } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const as = callAs(() => t);
const roleId = async (code: string) => (await t.db.query<{ id: string }>('SELECT id FROM sys_role WHERE role_code = $1', [code])).rows[0].id;
const userId = async (name: string) => (await t.db.query<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [name])).rows[0].id;
const rolesOf = async (id: string) =>
  (await t.db.query<{ role_code: string }>('SELECT r.role_code FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY 1', [id])).rows.map((r) => r.role_code);
const departsOf = async (id: string) =>
  (await t.db.query<{ dep_id: string }>('SELECT dep_id FROM sys_user_depart WHERE user_id = $1 ORDER BY 1', [id])).rows.map((r) => r.dep_id);

describe('user accounts through the table layer (hook user-account)', () => {
  it('keeps roles and departments when an edit leaves selectedroles and selecteddeparts out', async () => {
    const id = await userId('wangqiang');
    for (const body of [{ id, post: 'FZJL' }, { id, post: 'ZGCS', selectedroles: null, selecteddeparts: null }]) {
      const res = await as('admin', 'PUT', '/sys/user/edit', body);
      expect(res.json(), res.body).toMatchObject({ success: true, message: '编辑成功!' });
      expect(await rolesOf(id)).toEqual(['company_staff']);
      expect(await departsOf(id)).toEqual(['d05']);
    }
    expect((await as('admin', 'GET', `/sys/user/queryById?id=${id}`)).json().result).toMatchObject({ departIds: 'd05', orgCodeTxt: '监理业务部' });
  });

  it('takes 职务 from 职务管理: the position code stored as JeecgBoot does, its name shown, any other value refused', async () => {
    const id = await userId('wangpeng');
    const record = async () => (await as('admin', 'GET', '/sys/user/list?username=wangpeng')).json().result.records[0];
    expect(await record()).toMatchObject({ post: 'SYJCGCS', post_dictText: '试验检测工程师' });
    // The form's picker searches the positions by name.
    const offered = (await as('admin', 'GET', `/sys/dict/loadDict/sys_position,name,code?keyword=${encodeURIComponent('总监')}`)).json().result;
    expect(offered.map((i: { value: string }) => i.value).sort()).toEqual(['CWZJ', 'ZJDB', 'ZJLGCS']);

    expect((await as('admin', 'PUT', '/sys/user/edit', { id, post: 'ZJDB' })).json().success).toBe(true);
    expect(await record()).toMatchObject({ post: 'ZJDB', post_dictText: '总监代表' });
    for (const post of ['总监代表', 'zjdb', 'ZJDB,NOPE']) {
      const typed = await as('admin', 'PUT', '/sys/user/edit', { id, post });
      expectRefused(typed, 400, { note: post });
      expect(typed.json().result.fieldErrors).toEqual({ post: '职务不存在' });
    }
    const added = await as('admin', 'POST', '/sys/user/add', { username: 'free_post', realname: '自填职务', password: 'Free@2026x', post: '项目副经理' });
    expect(added.json()).toMatchObject({ success: false, message: '职务不存在' });
    expect(await record()).toMatchObject({ post: 'ZJDB' });
    // The user picker (report user_list) names the position too.
    const configId = (await as('admin', 'GET', '/online/cgreport/api/getRpColumns/user_list')).json().result.cgRpConfigId;
    const picked = (await as('admin', 'GET', `/online/cgreport/api/getData/${configId}?pageSize=100`)).json().result.records;
    expect(picked.find((u: { username: string }) => u.username === 'wangpeng')).toMatchObject({ post: '总监代表' });
  });

  it('replaces roles and departments with an explicit selectedroles / selecteddeparts, an empty one clearing them', async () => {
    const id = await userId('wangqiang');
    const res = await as('admin', 'PUT', '/sys/user/edit', { id, selectedroles: `${await roleId('group_staff')},${await roleId('project_staff')}` });
    expect(res.json().success).toBe(true);
    expect(await rolesOf(id)).toEqual(['group_staff', 'project_staff']);
    expect(await departsOf(id)).toEqual(['d05']);

    expect((await as('admin', 'PUT', '/sys/user/edit', { id, selecteddeparts: 'd03,d04' })).json().success).toBe(true);
    expect(await departsOf(id)).toEqual(['d03', 'd04']);
    expect((await as('admin', 'PUT', '/sys/user/edit', { id, selecteddeparts: '' })).json().success).toBe(true);
    expect(await departsOf(id)).toEqual([]);
    expect(await rolesOf(id)).toEqual(['group_staff', 'project_staff']);

    const bad = await as('admin', 'PUT', '/sys/user/edit', { id, selectedroles: 'no-such-role' });
    expect(bad.json()).toMatchObject({ success: false, message: '角色不存在' });
    expect(await rolesOf(id)).toEqual(['group_staff', 'project_staff']);
  });

  it('stores a new user’s password hashed, answers it nowhere, and keeps the account name fixed', async () => {
    const add = await as('admin', 'POST', '/sys/user/add', {
      username: 'hashed_user', realname: '哈希', password: 'Hashed@2026', selectedroles: await roleId('company_staff'), selecteddeparts: 'd03',
    });
    expect(add.json(), add.body).toMatchObject({ success: true, message: '添加成功！' });
    const id = add.json().result.id as string;
    const { rows } = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM sys_user WHERE id = $1', [id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(rows[0].password_hash, 'Hashed@2026')).toBe(true);
    expect(await rolesOf(id)).toEqual(['company_staff']);
    expect(await departsOf(id)).toEqual(['d03']);

    for (const url of ['/sys/user/list?pageSize=100', `/sys/user/queryById?id=${id}`]) {
      const res = await as('admin', 'GET', url);
      expectOk(res);
      expect(res.body).not.toMatch(/Hashed@2026|argon|password|salt/i);
    }
    const login = await t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: 'hashed_user', password: 'Hashed@2026' } });
    expect(login.json().success).toBe(true);

    expect((await as('admin', 'POST', '/sys/user/add', { username: 'no_pass', realname: '无密码' })).json().message).toContain('密码至少8位');
    expectRefused((await as('admin', 'POST', '/sys/user/add', { username: 'Same.2026x', realname: '同名', password: 'Same.2026x' })), 400);
    const rename = await as('admin', 'PUT', '/sys/user/edit', { id, username: 'renamed' });
    expect(rename.json().message).toBe('用户账号创建后不能修改');
    const dup = await as('admin', 'POST', '/sys/user/add', { username: 'hashed_user', realname: '重复', password: 'Hashed@2026' });
    expectRefused(dup, 400);
  });

  it('refuses a user without system:user:assignRole any change of roles', async () => {
    // zhangwei may open the user screen, add and edit users, but not assign roles.
    const perms = await t.db.query<{ id: string }>(`SELECT id FROM sys_permission WHERE perms IN ('system:user:add', 'system:user:edit') OR component = 'schema:sys/user'`);
    for (const p of perms.rows) await t.db.query('INSERT INTO sys_role_permission (role_id, permission_id) VALUES ($1,$2)', [await roleId('group_staff'), p.id]);
    const staff = await roleId('group_staff');

    const add = await as('zhangwei', 'POST', '/sys/user/add', { username: 'granted', realname: '授权', password: 'Grant@2026', selectedroles: staff });
    expectRefused(add, 510);
    expect((await t.db.query(`SELECT 1 FROM sys_user WHERE username = 'granted'`)).rows).toHaveLength(0);

    const lina = await userId('lina');
    const edit = await as('zhangwei', 'PUT', '/sys/user/edit', { id: lina, realname: '李娜', selectedroles: staff });
    expectRefused(edit, 510);
    expectRefused((await as('zhangwei', 'PUT', '/sys/user/edit', { id: lina, selectedroles: '' })), 510);
    // 李娜 keeps her roles: 公司员工 and 经营部 (an approver role).
    expect(await rolesOf(lina)).toEqual(['company_staff', 'jyb']);

    // Without roles in the body, or naming the roles the user already has, nothing is granted: allowed.
    expect((await as('zhangwei', 'POST', '/sys/user/add', { username: 'plain', realname: '普通', password: 'Plain@2026' })).json().success).toBe(true);
    const linaRoles = `${await roleId('company_staff')},${await roleId('jyb')}`;
    expect((await as('zhangwei', 'PUT', '/sys/user/edit', { id: lina, post: 'BMJL', selectedroles: linaRoles })).json().success).toBe(true);
  });

  it('signs a deleted user out and keeps her out of the list', async () => {
    const add = await as('admin', 'POST', '/sys/user/add', { username: 'leaver', realname: '离职', password: 'Leave@2026' });
    const id = add.json().result.id as string;
    const login = await t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: 'leaver', password: 'Leave@2026' } });
    const token = login.json().result.token as string;
    expect((await as('admin', 'DELETE', `/sys/user/delete?id=${id}`)).json().message).toBe('删除用户成功');
    expect((await t.db.query('SELECT 1 FROM sys_session WHERE user_id = $1 AND revoke_time IS NULL', [id])).rows).toHaveLength(0);
    expect((await t.get('/devops/sys/user/getCurrentUserDeparts', token)).statusCode).toBe(401);
    const names = (await as('admin', 'GET', '/sys/user/list?pageSize=100')).json().result.records.map((u: { username: string }) => u.username);
    expect(names).not.toContain('leaver');
  });
});
