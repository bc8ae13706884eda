import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';

// The JeecgBoot Vue 2 client's user form, call for call: it loads the user's roles and departments, puts them in
// `selectedroles`/`selecteddeparts` and sends them back with the edited record. With those two reads missing it used
// to send empty lists and every save removed the user's roles.
let t: TestPlatform;
let token: string;
beforeAll(async () => {
  t = await createTestPlatform();
  token = await t.login('admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': token }, payload });
const links = async (id: string) => ({
  roles: (await t.db.query<{ role_id: string }>('SELECT role_id FROM sys_user_role WHERE user_id = $1 ORDER BY 1', [id])).rows.map((r) => r.role_id),
  departs: (await t.db.query<{ dep_id: string }>('SELECT dep_id FROM sys_user_depart WHERE user_id = $1 ORDER BY 1', [id])).rows.map((r) => r.dep_id),
});

describe('the original client edits a user', () => {
  it('sends back the roles and departments it loaded, and the user keeps them', async () => {
    const record = (await call('GET', 'sys/user/list?username=wangqiang')).json().result.records[0];
    const before = await links(record.id);
    expect(before.roles.length).toBeGreaterThan(0);

    const roles = (await call('GET', `sys/user/queryUserRole?userid=${record.id}`)).json();
    expect(roles).toMatchObject({ success: true, code: 200, result: before.roles });
    const departs = (await call('GET', `sys/user/userDepartList?userId=${record.id}`)).json();
    expect(departs).toMatchObject({ success: true, message: '查找成功', result: [{ key: 'd05', value: 'd05', title: '监理业务部' }] });

    // UserModal: the list record, the edited fields, and the two lists joined with commas.
    const body = {
      ...record, post: 'ZJDB',
      selectedroles: roles.result.join(','), selecteddeparts: departs.result.map((d: { key: string }) => d.key).join(','),
    };
    expect((await call('PUT', 'sys/user/edit', body)).json()).toMatchObject({ success: true, message: '编辑成功!' });
    expect(await links(record.id)).toEqual(before);
  });

  it('answers JeecgBoot’s refusals for a user without roles or departments, and for users out of reach', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO sys_user (id, username, realname, password_hash, create_by) VALUES ('u-empty', 'kongbai', '孔白', 'x', 'admin') RETURNING id`);
    const id = rows[0].id;
    const roles = await call('GET', `sys/user/queryUserRole?userid=${id}`);
    expect(roles.statusCode).toBe(200);
    expect(roles.json()).toMatchObject({ success: false, code: 500, message: '未找到用户相关角色信息' });
    expect((await call('GET', `sys/user/userDepartList?userId=${id}`)).json()).toMatchObject({ success: false, message: '查找失败' });
    expect((await call('GET', 'sys/user/queryUserRole?userid=nobody')).json()).toMatchObject({ success: false, message: '未找到对应数据' });
    const staff = await t.login('zhaomin');
    const refused = await t.app.inject({ url: `/devops/sys/user/queryUserRole?userid=${id}`, headers: { 'x-access-token': staff } });
    expectRefused(refused, 510);
  });
});
