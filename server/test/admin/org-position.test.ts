import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused, callAs, type Method } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
  // The screen's rules are shown on positions this file adds: the demo's positions are set aside.
  await t.db.query('DELETE FROM sys_position');
});
afterAll(() => t.close());

const as = callAs(() => t);

describe('position administration (sys/position)', () => {
  it('adds positions with a rank from the position_rank dictionary and lists them with the rank text', async () => {
    const add = await as('admin', 'POST', '/sys/position/add', {
      code: 'ZJL', name: '总监理工程师', postRank: '4', companyId: 'c01', id: 'forged', createBy: 'mallory', tenantId: 5,
    });
    expect(add.json()).toMatchObject({ success: true, message: '添加成功！' });
    await as('admin', 'POST', '/sys/position/add', { code: 'AQY', name: '安全员', postRank: '1' });
    await as('admin', 'POST', '/sys/position/add', { code: 'ZLY', name: '资料员' });

    const page = (await as('admin', 'GET', '/sys/position/list?column=code&order=asc')).json().result;
    expect(page).toMatchObject({ total: 3, current: 1, size: 10, pages: 1 });
    expect(page.records.map((r: { code: string }) => r.code)).toEqual(['AQY', 'ZJL', 'ZLY']);
    expect(page.records[1]).toMatchObject({ name: '总监理工程师', postRank: '4', postRank_dictText: '副高级', companyId: 'c01', createBy: 'admin' });
    expect(page.records[1].id).not.toBe('forged');
    expect(page.records[2]).toMatchObject({ postRank: null, postRank_dictText: null });

    const filtered = (await as('admin', 'GET', `/sys/position/list?name=${encodeURIComponent('*员')}&postRank=1`)).json().result;
    expect(filtered.records.map((r: { code: string }) => r.code)).toEqual(['AQY']);
    const literal = (await as('admin', 'GET', `/sys/position/list?name=${encodeURIComponent('*%*')}`)).json().result;
    expect(literal.total).toBe(0); // `%` is a character here, not a wildcard
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await as('admin', 'GET', `/sys/position/list?createTime_begin=${today}&createTime_end=${today}`)).json().result.total).toBe(3);
    expect((await as('admin', 'GET', '/sys/position/list?createTime_begin=2000-01-01&createTime_end=2000-01-02')).json().result.total).toBe(0);
    expectRefused((await as('admin', 'GET', '/sys/position/list?createTime_begin=yesterday')), 400);

    const one = (await as('admin', 'GET', `/sys/position/queryById?id=${add.json().result.id}`)).json().result;
    expect(one).toMatchObject({ code: 'ZJL', postRank_dictText: '副高级' });
  });

  it('keeps codes unique and validates rank, company and lengths with Chinese messages', async () => {
    const cases: [object, string][] = [
      [{ code: 'ZJL', name: '重复' }, '职务编码“ZJL”已存在'],
      [{ name: '无编码' }, '请输入职务编码'],
      [{ code: 'a b', name: '空格' }, '职务编码只能包含字母、数字、下划线、点和短横线'],
      [{ code: 'X1' }, '请输入职务名称'],
      [{ code: 'X2', name: '职'.repeat(101) }, '职务名称不能超过 100 个字符'],
      [{ code: 'X3', name: '职级错', postRank: '9' }, '职级不在字典“职级”的取值中'],
      [{ code: 'X4', name: '公司错', companyId: 'nope' }, '所属公司不存在'],
    ];
    for (const [body, message] of cases) {
      const r = await as('admin', 'POST', '/sys/position/add', body);
      expectRefused(r, 400, { note: message });
      expect(r.json().message).toBe(message);
    }
  });

  it('edits by PUT or POST, refusing a code another position has', async () => {
    const id = (await as('admin', 'POST', '/sys/position/add', { code: 'JLY', name: '监理员' })).json().result.id;
    expect((await as('admin', 'PUT', '/sys/position/edit', { id, name: '专业监理工程师', postRank: '3', createBy: 'x' })).json().message).toBe('编辑成功!');
    expect((await as('admin', 'POST', '/sys/position/edit', { id, code: 'JLY2' })).json().success).toBe(true);
    const dup = await as('admin', 'PUT', '/sys/position/edit', { id, code: 'ZJL' });
    expect(dup.json().message).toBe('职务编码“ZJL”已存在');
    expect((await as('admin', 'PUT', '/sys/position/edit', { id, code: 'JLY2', name: '专业监理工程师' })).json().success).toBe(true); // its own code
    const row = (await as('admin', 'GET', `/sys/position/queryById?id=${id}`)).json().result;
    expect(row).toMatchObject({ code: 'JLY2', name: '专业监理工程师', postRank: '3', postRank_dictText: '中级', createBy: 'admin', updateBy: 'admin' });
    expectRefused((await as('admin', 'PUT', '/sys/position/edit', { id: 'nope', name: 'x' })), 404);
  });

  it('deletes one or a batch, all or nothing', async () => {
    const a = (await as('admin', 'POST', '/sys/position/add', { code: 'DEL1', name: '删一' })).json().result.id;
    const b = (await as('admin', 'POST', '/sys/position/add', { code: 'DEL2', name: '删二' })).json().result.id;
    const c = (await as('admin', 'POST', '/sys/position/add', { code: 'DEL3', name: '删三' })).json().result.id;
    expectRefused((await as('admin', 'DELETE', `/sys/position/deleteBatch?ids=${a},missing`)), 404);
    expect((await t.db.query('SELECT 1 FROM sys_position WHERE id = $1', [a])).rows).toHaveLength(1);
    expect((await as('admin', 'DELETE', `/sys/position/deleteBatch?ids=${a},${b}`)).json().message).toBe('批量删除成功!');
    expect((await as('admin', 'DELETE', `/sys/position/delete?id=${c}`)).json().message).toBe('删除成功!');
    expect((await t.db.query('SELECT 1 FROM sys_position WHERE id = ANY($1)', [[a, b, c]])).rows).toHaveLength(0);
    expectRefused((await as('admin', 'DELETE', `/sys/position/delete?id=${c}`)), 404);
  });

  it('refuses every position endpoint to a company or project user (403)', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/sys/position/list'], ['GET', '/sys/position/queryById?id=x'], ['POST', '/sys/position/add', { code: 'S1', name: '越权' }],
      ['PUT', '/sys/position/edit', { id: 'x', name: 'x' }], ['POST', '/sys/position/edit', { id: 'x', name: 'x' }],
      ['DELETE', '/sys/position/delete?id=x'], ['DELETE', '/sys/position/deleteBatch?ids=x'],
    ];
    for (const user of ['lina', 'liuyang']) {
      for (const [method, url, body] of calls) expectRefused((await as(user, method, url, body)), 510, { note: `${user} ${method} ${url}` });
    }
    expect((await t.db.query(`SELECT 1 FROM sys_position WHERE code = 'S1'`)).rows).toHaveLength(0);
  });
});
