import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused, callAs, type Method } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const as = callAs(() => t);

describe('role administration (sys/role)', () => {
  it('lists roles in JeecgBoot pages with filters, sorting and the page-size cap', async () => {
    const res = await as('admin', 'GET', '/sys/role/list?pageNo=1&pageSize=2&column=roleCode&order=asc');
    const page = res.json().result;
    // The configuration's roles: admin, three staff levels and seven approver roles (分管领导, 总经理, 人事, 财务, 财务总监, 综合办, 经营部).
    expect(page).toMatchObject({ total: 12, size: 2, current: 1, pages: 6 });
    expect(page.records.map((r: { roleCode: string }) => r.roleCode)).toEqual(['admin', 'company_staff']);
    expect(page.records[0]).toMatchObject({ roleName: '系统管理员', createBy: 'system', createTime: '2026-01-05 09:00:00' });
    const like = (await as('admin', 'GET', `/sys/role/list?roleName=${encodeURIComponent('*员工')}`)).json().result;
    expect(like.records.map((r: { roleCode: string }) => r.roleCode).sort()).toEqual(['company_staff', 'group_staff', 'project_staff']);
    // The table layer searches a field whose query mode is `like` by contains, `*` or not (the form sends `*员工*`).
    expect((await as('admin', 'GET', '/sys/role/list?roleName=员工')).json().result.total).toBe(3);
    expect((await as('admin', 'GET', '/sys/role/list?pageSize=5000')).json().result.size).toBe(1000);
    for (const bad of ['0', '-1', 'abc']) {
      const r = await as('admin', 'GET', `/sys/role/list?pageNo=${bad}`);
      expectRefused(r, 400);
      expect(r.json().message).toBe('参数 pageNo 必须是正整数');
    }
    const sort = await as('admin', 'GET', '/sys/role/list?column=password&order=asc');
    expectRefused(sort, 400);
    expect(sort.json().message).toBe('请注意，将要排序的列字段不存在：password');
  });

  it('adds a role, ignoring server-owned fields, and finds it by id', async () => {
    const res = await as('admin', 'POST', '/sys/role/add', {
      roleName: '<img src=x onerror=alert(1)>', roleCode: 'auditor', description: '只读审计',
      id: 'forged-id', createBy: 'mallory', createTime: '2000-01-01 00:00:00', tenantId: 9, delFlag: 1,
    });
    expect(res.json()).toMatchObject({ success: true, message: '添加成功！' });
    const id = res.json().result.id as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const row = (await as('admin', 'GET', `/sys/role/queryById?id=${id}`)).json().result;
    expect(row).toMatchObject({ id, roleName: '<img src=x onerror=alert(1)>', roleCode: 'auditor', description: '只读审计', createBy: 'admin' });
    expect(row.createTime).not.toBe('2000-01-01 00:00:00');
    expectRefused((await as('admin', 'GET', '/sys/role/queryById?id=forged-id')), 404);
  });

  it('checks role codes as JeecgBoot does and refuses duplicates and bad input in Chinese', async () => {
    const dup = (await as('admin', 'GET', '/sys/role/checkRoleCode?roleCode=admin')).json();
    expect(dup).toMatchObject({ success: false, message: '角色编码已存在' });
    expect((await as('admin', 'GET', '/sys/role/checkRoleCode?roleCode=brand_new')).json().success).toBe(true);
    const adminId = (await t.db.query<{ id: string }>(`SELECT id FROM sys_role WHERE role_code = 'admin'`)).rows[0].id;
    expect((await as('admin', 'GET', `/sys/role/checkRoleCode?roleCode=admin&id=${adminId}`)).json().success).toBe(true);

    const again = await as('admin', 'POST', '/sys/role/add', { roleName: '重复', roleCode: 'admin' });
    expectRefused(again, 400);
    // The table layer's one uniqueness rule names the taken value.
    expect(again.json().message).toBe('角色编码“admin”已存在');
    const cases: [object, string][] = [
      [{ roleCode: 'x1' }, '角色名称不能为空'],
      [{ roleName: '  ', roleCode: 'x1' }, '角色名称不能为空'],
      [{ roleName: '甲', roleCode: '1abc' }, '角色编码须以字母开头，只含字母、数字和下划线'],
      [{ roleName: '甲'.repeat(201), roleCode: 'x2' }, '角色名称不能超过 200 个字符'],
      // The table layer's text rule takes a number as its text (as JeecgBoot does) and refuses an object, in its words.
      [{ roleName: '甲', roleCode: 'x3', description: { text: 5 } }, '描述必须是文本'],
    ];
    for (const [body, message] of cases) {
      const r = await as('admin', 'POST', '/sys/role/add', body);
      expectRefused(r, 400, { note: message });
      expect(r.json().message).toBe(message);
    }
  });

  it('edits name and description by PUT or POST; the code and server-owned fields stay', async () => {
    const id = (await as('admin', 'POST', '/sys/role/add', { roleName: '临时', roleCode: 'temp_role' })).json().result.id;
    const put = await as('admin', 'PUT', '/sys/role/edit', { id, roleName: '临时角色', roleCode: 'hijack', createBy: 'mallory' });
    expect(put.json().message).toBe('编辑成功!');
    expect((await as('admin', 'POST', '/sys/role/edit', { id, description: '说明' })).json().success).toBe(true);
    const row = (await as('admin', 'GET', `/sys/role/queryById?id=${id}`)).json().result;
    expect(row).toMatchObject({ roleName: '临时角色', roleCode: 'temp_role', description: '说明', createBy: 'admin', updateBy: 'admin' });
    expectRefused((await as('admin', 'PUT', '/sys/role/edit', { id: 'nope', roleName: 'x' })), 404);
  });

  it('refuses to delete a role users hold, deletes free ones with their grants', async () => {
    const staff = (await t.db.query<{ id: string }>(`SELECT id FROM sys_role WHERE role_code = 'company_staff'`)).rows[0].id;
    const held = await as('admin', 'DELETE', `/sys/role/delete?id=${staff}`);
    expectRefused(held, 400);
    expect(held.json().message).toBe('角色“公司员工”已分配给 11 个用户，请先取消分配再删除');

    const a = (await as('admin', 'POST', '/sys/role/add', { roleName: '甲', roleCode: 'del_a' })).json().result.id;
    const b = (await as('admin', 'POST', '/sys/role/add', { roleName: '乙', roleCode: 'del_b' })).json().result.id;
    const perm = (await t.db.query<{ id: string }>(`SELECT id FROM sys_permission WHERE perms = 'system:role:list'`)).rows[0].id;
    await t.db.query('INSERT INTO sys_role_permission (role_id, permission_id) VALUES ($1,$2)', [a, perm]);
    const batchHeld = await as('admin', 'DELETE', `/sys/role/deleteBatch?ids=${a},${staff}`);
    expectRefused(batchHeld, 400);
    expect((await t.db.query('SELECT 1 FROM sys_role WHERE id = $1', [a])).rows).toHaveLength(1); // nothing half-done

    expect((await as('admin', 'DELETE', `/sys/role/delete?id=${a}`)).json().message).toBe('删除角色成功');
    expect((await t.db.query('SELECT 1 FROM sys_role_permission WHERE role_id = $1', [a])).rows).toHaveLength(0);
    expect((await as('admin', 'DELETE', `/sys/role/deleteBatch?ids=${b}`)).json().success).toBe(true);
    expectRefused((await as('admin', 'DELETE', `/sys/role/delete?id=${b}`)), 404);
    expect((await as('admin', 'DELETE', '/sys/role/deleteBatch?ids=')).json().message).toBe('请选择要操作的记录');
  });

  it('logs every write in the operation log', async () => {
    await as('admin', 'POST', '/sys/role/add', { roleName: '日志', roleCode: 'logged_role' });
    await new Promise((r) => setTimeout(r, 50));
    const { rows } = await t.db.query(`SELECT 1 FROM sys_log WHERE path = '/devops/sys/role/add' AND username = 'admin' AND status = 200`);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses every role endpoint to a company or project user (403)', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/sys/role/list'], ['GET', '/sys/role/queryById?id=x'], ['GET', '/sys/role/checkRoleCode?roleCode=x'],
      ['POST', '/sys/role/add', { roleName: '越权', roleCode: 'sneaky' }], ['PUT', '/sys/role/edit', { id: 'x', roleName: 'x' }],
      ['POST', '/sys/role/edit', { id: 'x', roleName: 'x' }], ['DELETE', '/sys/role/delete?id=x'], ['DELETE', '/sys/role/deleteBatch?ids=x'],
    ];
    for (const user of ['lina', 'liuyang']) {
      for (const [method, url, body] of calls) {
        const res = await as(user, method, url, body);
        expectRefused(res, 510, { note: `${user} ${method} ${url}` });
        expect(res.json().message).toBe('没有权限，请联系管理员授权');
      }
    }
    // Even an invalid body is refused for want of permission, not described.
    expectRefused((await as('lina', 'POST', '/sys/role/add', {})), 510);
    expect((await t.db.query(`SELECT 1 FROM sys_role WHERE role_code = 'sneaky'`)).rows).toHaveLength(0);
  });
});
