import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: object, user = 'admin') =>
  t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
const items = async (code: string) => (await call('GET', `sys/dict/getDictItems/${code}`, undefined, 'lina')).json().result as { value: string; text: string }[];

describe('dictionary items through the table layer (sys/dictItem)', () => {
  let dictId: string;
  let itemId: string;

  it('lists a dictionary’s items as a JeecgBoot page, in their order', async () => {
    dictId = (await call('POST', 'sys/dict/add', { dictName: '路面类型', dictCode: 'pavement' })).json().result.id;
    for (const [value, text, sortOrder] of [['asphalt', '沥青', 2], ['concrete', '水泥', 1]] as const) {
      expect((await call('POST', 'sys/dictItem/add', { dictId, itemText: text, itemValue: value, sortOrder })).json()).toMatchObject({ success: true, message: '添加成功！' });
    }
    const page = (await call('GET', `sys/dictItem/list?dictId=${dictId}`)).json().result;
    expect(page).toMatchObject({ total: 2, current: 1, size: 10, pages: 1 });
    expect(page.records.map((r: { itemValue: string }) => r.itemValue)).toEqual(['concrete', 'asphalt']);
    expect(page.records[0]).toMatchObject({ dictId, itemText: '水泥', status: 1, status_dictText: '有效', createBy: 'admin' });
    itemId = page.records[1].id;
  });

  it('edits text and order but never the dictionary or the value, and every reader sees it at once', async () => {
    const res = await call('PUT', 'sys/dictItem/edit', { id: itemId, itemText: '沥青混凝土', itemValue: 'changed', dictId: 'other', sortOrder: 0 });
    expect(res.json().message).toBe('编辑成功!');
    expect(await items('pavement')).toEqual([
      expect.objectContaining({ value: 'asphalt', text: '沥青混凝土' }), expect.objectContaining({ value: 'concrete', text: '水泥' }),
    ]);
    expectRefused((await call('PUT', 'sys/dictItem/edit', { id: 'nope', itemText: 'x' })), 404);
  });

  it('refuses an unknown dictionary, a bad status and a duplicate value', async () => {
    expect((await call('POST', 'sys/dictItem/add', { dictId: 'missing', itemText: 'x', itemValue: 'x' })).json().message).toBe('字典不存在');
    expectRefused((await call('POST', 'sys/dictItem/add', { dictId, itemText: 'x', itemValue: 'x', status: 5 })), 400);
    expect((await call('POST', 'sys/dictItem/add', { dictId, itemText: '又一个', itemValue: 'asphalt' })).json().message).toBe('该字典下已有相同的数据值');
  });

  it('deletes staff items but keeps those the configuration files declare', async () => {
    expect((await call('DELETE', `sys/dictItem/delete?id=${itemId}`)).json().message).toBe('删除成功!');
    expect((await items('pavement')).map((i) => i.value)).toEqual(['concrete']);
    const owned = (await t.db.query<{ id: string }>(
      `SELECT i.id FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id WHERE d.dict_code = 'priority' AND i.item_value = 'H'`)).rows[0].id;
    const refused = await call('DELETE', `sys/dictItem/deleteBatch?ids=${owned}`);
    expectRefused(refused, 400);
    expect(refused.json().message).toBe('字典项“H”来自模式文件（schemas/dicts），不能在系统管理中修改或删除，请修改模式文件');
    expect((await items('priority')).map((i) => i.value)).toContain('H');
  });

  it('are refused to a company user (403)', async () => {
    expectRefused((await call('GET', `sys/dictItem/list?dictId=${dictId}`, undefined, 'lina')), 510);
    expectRefused((await call('POST', 'sys/dictItem/add', { dictId, itemText: 'x', itemValue: 'y' }, 'lina')), 510);
    expectRefused((await call('DELETE', `sys/dictItem/deleteBatch?ids=x`, undefined, 'lina')), 510);
  });
});
