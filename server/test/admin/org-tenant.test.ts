import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused, callAs, type Method } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const as = callAs(() => t);

describe('tenant administration (sys/tenant)', () => {
  it('lists the seeded tenant with its status text', async () => {
    const page = (await as('admin', 'GET', '/sys/tenant/list')).json().result;
    expect(page).toMatchObject({ total: 1, current: 1, pages: 1 });
    expect(page.records[0]).toMatchObject({ id: 1, name: '工程咨询集团', status: 1, status_dictText: '正常', beginDate: null, endDate: null });
  });

  it('numbers new tenants itself, ignores server-owned fields and stores dates', async () => {
    const res = await as('admin', 'POST', '/sys/tenant/add', {
      name: '<img src=x onerror=alert(1)>', beginDate: '2026-01-01', endDate: '2026-12-31 23:59:59', status: 0, id: 99, createBy: 'mallory',
    });
    expect(res.json()).toMatchObject({ success: true, message: '添加成功！', result: { id: 2 } });
    const row = (await as('admin', 'GET', '/sys/tenant/queryById?id=2')).json().result;
    expect(row).toMatchObject({
      id: 2, name: '<img src=x onerror=alert(1)>', status: 0, status_dictText: '冻结', beginDate: '2026-01-01', endDate: '2026-12-31', createBy: 'admin',
    });
    expectRefused((await as('admin', 'GET', '/sys/tenant/queryById?id=99')), 404);
    expect((await as('admin', 'GET', '/sys/tenant/queryById?id=abc')).json().message).toBe('租户编号必须是正整数');
    expect((await as('admin', 'POST', '/sys/tenant/add', { name: '第三租户' })).json().result.id).toBe(3);

    const frozen = (await as('admin', 'GET', '/sys/tenant/list?status=0')).json().result;
    expect(frozen.records.map((r: { id: number }) => r.id)).toEqual([2]);
    const dated = (await as('admin', 'GET', '/sys/tenant/list?beginDate_begin=2025-06-01&endDate_end=2026-12-31')).json().result;
    expect(dated.records.map((r: { id: number }) => r.id)).toEqual([2]);
  });

  it('answers normal tenants for selects', async () => {
    const all = (await as('admin', 'GET', '/sys/tenant/queryList')).json().result;
    expect(all).toEqual([{ id: 1, name: '工程咨询集团' }, { id: 3, name: '第三租户' }]);
    expect((await as('admin', 'GET', '/sys/tenant/queryList?ids=3,2')).json().result).toEqual([{ id: 3, name: '第三租户' }]);
  });

  it('validates names, status and dates in Chinese', async () => {
    const cases: [object, string][] = [
      [{}, '租户名称不能为空'],
      [{ name: '租'.repeat(101) }, '租户名称不能超过 100 个字符'],
      [{ name: '状态错', status: 3 }, '状态的取值不正确'],
      // Dates are checked by the table layer's one rule for date fields, with its wording.
      [{ name: '日期错', beginDate: '2026/01/01' }, '开始日期的日期格式应为 YYYY-MM-DD'],
      [{ name: '倒序', beginDate: '2026-05-01', endDate: '2026-04-01' }, '结束日期不能早于开始日期'],
      [{ name: '不存在的日子', beginDate: '2026-13-45' }, '开始日期的日期格式应为 YYYY-MM-DD'],
    ];
    for (const [body, message] of cases) {
      const r = await as('admin', 'POST', '/sys/tenant/add', body);
      expectRefused(r, 400, { note: message });
      expect(r.json().message).toBe(message);
    }
  });

  it('edits by PUT or POST, checking the dates against what is stored', async () => {
    expect((await as('admin', 'PUT', '/sys/tenant/edit', { id: 3, name: '第三租户（改）', status: '0', createBy: 'x' })).json().message).toBe('编辑成功!');
    expect((await as('admin', 'POST', '/sys/tenant/edit', { id: '3', endDate: '2027-01-01' })).json().success).toBe(true);
    const early = await as('admin', 'PUT', '/sys/tenant/edit', { id: 2, endDate: '2025-01-01' });
    expect(early.json().message).toBe('结束日期不能早于开始日期');
    const row = (await as('admin', 'GET', '/sys/tenant/queryById?id=3')).json().result;
    expect(row).toMatchObject({ name: '第三租户（改）', status: 0, endDate: '2027-01-01', createBy: 'admin', updateBy: 'admin' });
    expectRefused((await as('admin', 'PUT', '/sys/tenant/edit', { id: 42, name: 'x' })), 404);
  });

  it('refuses to delete a tenant users belong to; deletes unused ones', async () => {
    const used = await as('admin', 'DELETE', '/sys/tenant/delete?id=1');
    expectRefused(used, 400);
    expect(used.json().message).toMatch(/^租户“工程咨询集团”下还有 \d+ 个用户，不能删除$/);
    await t.db.query(`UPDATE sys_user SET rel_tenant_ids = '1,3' WHERE username = 'lina'`);
    expect((await as('admin', 'DELETE', '/sys/tenant/deleteBatch?ids=2,3')).json().message).toBe('租户“第三租户（改）”下还有 1 个用户，不能删除');
    expect((await t.db.query('SELECT id FROM sys_tenant ORDER BY id')).rows).toHaveLength(3);
    await t.db.query(`UPDATE sys_user SET rel_tenant_ids = '1' WHERE username = 'lina'`);
    expect((await as('admin', 'DELETE', '/sys/tenant/deleteBatch?ids=2,3')).json().message).toBe('批量删除成功!');
    expect((await t.db.query<{ id: number }>('SELECT id FROM sys_tenant ORDER BY id')).rows.map((r) => r.id)).toEqual([1]);
    expectRefused((await as('admin', 'DELETE', '/sys/tenant/delete?id=2')), 404);
  });

  it('refuses every tenant endpoint to a company or project user (403)', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/sys/tenant/list'], ['GET', '/sys/tenant/queryById?id=1'], ['GET', '/sys/tenant/queryList'],
      ['POST', '/sys/tenant/add', { name: '越权租户' }], ['PUT', '/sys/tenant/edit', { id: 1, status: 0 }], ['POST', '/sys/tenant/edit', { id: 1, status: 0 }],
      ['DELETE', '/sys/tenant/delete?id=1'], ['DELETE', '/sys/tenant/deleteBatch?ids=1'],
    ];
    for (const user of ['lina', 'liuyang']) {
      for (const [method, url, body] of calls) expectRefused((await as(user, method, url, body)), 510, { note: `${user} ${method} ${url}` });
    }
    expect((await t.db.query<{ status: number }>('SELECT status FROM sys_tenant WHERE id = 1')).rows[0].status).toBe(1);
  });
});
