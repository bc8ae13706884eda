import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlatformEvent } from '../../src/realtime/event-bus';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';

// 数据字典 as an administrator runs it: adding and deleting dictionaries, editing items (text, colour, order,
// enabled), the schema-file dictionaries read-only and marked, and every change pushed to the open browsers.
let t: TestPlatform;
const events: PlatformEvent[] = [];
beforeAll(async () => {
  t = await createTestPlatform();
  t.bus.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: object, user = 'admin') =>
  t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
const dictPushes = () => events.filter((e) => e.kind === 'notice' && e.message.cmd === 'dict').length;
const fileDict = async (code: string) => (await t.db.query<{ id: string }>('SELECT id FROM sys_dict WHERE dict_code = $1', [code])).rows[0].id;

describe('数据字典 administration', () => {
  let dictId: string;

  it('lets the administrator add a dictionary and its items, each change pushed to every browser', async () => {
    const before = dictPushes();
    const added = await call('POST', 'sys/dict/add', { dictName: '养护等级', dictCode: 'maintain_level', description: '公路养护工程分级' });
    expect(added.json()).toMatchObject({ success: true, message: '添加成功！' });
    dictId = added.json().result.id;
    const item = await call('POST', 'sys/dictItem/add', { dictId, itemText: '预防养护', itemValue: 'preventive', itemColor: '#1677ff', sortOrder: 1, status: 1 });
    expect(item.json().success).toBe(true);
    // The push goes once the answer is out (the change committed), so a browser reloading reads the new items.
    await vi.waitFor(() => expect(dictPushes()).toBe(before + 2));
    expect((await call('GET', 'sys/dict/getDictItems/maintain_level', undefined, 'lina')).json().result)
      .toEqual([expect.objectContaining({ value: 'preventive', text: '预防养护', color: '#1677ff' })]);

    // Edited text, colour and order, then switched off: readers see the new text at once, and then no item.
    expect((await call('PUT', 'sys/dictItem/edit', { id: item.json().result.id, itemText: '预防性养护', itemColor: '#52c41a', sortOrder: 3 })).json().message).toBe('编辑成功!');
    expect((await call('GET', 'sys/dict/getDictItems/maintain_level', undefined, 'lina')).json().result[0]).toMatchObject({ text: '预防性养护', color: '#52c41a' });
    // Switched off, it leaves the choice lists a login loads (values already stored still read as their text).
    await call('PUT', 'sys/dictItem/edit', { id: item.json().result.id, status: 0 });
    expect((await call('GET', 'sys/dict/queryAllDictItems', undefined, 'lina')).json().result.maintain_level ?? []).toEqual([]);
    expectRefused((await call('POST', 'sys/dictItem/add', { dictId, itemText: 'x', itemValue: 'y', itemColor: 'url(javascript:1)' })), 400);

    const refresh = dictPushes();
    expect((await call('GET', 'sys/dict/refleshCache')).json()).toMatchObject({ success: true, code: 0 });
    await vi.waitFor(() => expect(dictPushes()).toBe(refresh + 1));
  });

  it('marks dictionaries by source and refuses to edit or delete those the schema files own', async () => {
    const list = (await call('GET', 'sys/dict/list?pageSize=500')).json().result.records as { dictCode: string; source: string; source_dictText: string }[];
    expect(list.find((d) => d.dictCode === 'priority')).toMatchObject({ source: 'file', source_dictText: '模式文件' });
    expect(list.find((d) => d.dictCode === 'maintain_level')).toMatchObject({ source: 'admin', source_dictText: '系统管理' });

    const before = dictPushes();
    const priority = await fileDict('priority');
    const edit = await call('PUT', 'sys/dict/edit', { id: priority, dictName: '改名' });
    expectRefused(edit, 400);
    expect(edit.json().message).toBe('字典“priority”来自模式文件（schemas/dicts），不能在系统管理中修改或删除，请修改模式文件');
    expect((await call('DELETE', `sys/dict/delete?id=${priority}`)).json().message).toMatch(/^字典“priority”来自模式文件/);
    const fileItem = (await t.db.query<{ id: string }>(`SELECT id FROM sys_dict_item WHERE dict_id = $1 AND item_value = 'H'`, [priority])).rows[0].id;
    expect((await call('PUT', 'sys/dictItem/edit', { id: fileItem, itemText: '特急' })).json().message).toMatch(/^字典项“H”来自模式文件/);
    expect((await call('GET', 'sys/dict/getDictItems/priority')).json().result.map((i: { text: string }) => i.text)).toContain('紧急');
    expect(dictPushes()).toBe(before);
  });

  it('deletes a dictionary the administrator made', async () => {
    expect((await call('DELETE', `sys/dict/delete?id=${dictId}`)).json().success).toBe(true);
    expect((await call('GET', 'sys/dict/getDictItems/maintain_level', undefined, 'lina')).json().result).toEqual([]);
  });

  it('refuses each action to a user without its code (403)', async () => {
    const priority = await fileDict('priority');
    expectRefused((await call('POST', 'sys/dict/add', { dictName: '探针', dictCode: 'probe' }, 'lina')), 510);
    expectRefused((await call('PUT', 'sys/dict/edit', { id: priority, dictName: 'x' }, 'lina')), 510);
    expectRefused((await call('DELETE', `sys/dict/delete?id=${priority}`, undefined, 'lina')), 510);
    expectRefused((await call('POST', 'sys/dictItem/add', { dictId: priority, itemText: 'x', itemValue: 'y' }, 'lina')), 510);
    expectRefused((await call('PUT', 'sys/dictItem/edit', { id: 'x', itemText: 'x' }, 'lina')), 510);
    expectRefused((await call('DELETE', 'sys/dictItem/delete?id=x', undefined, 'lina')), 510);
  });
});
