import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';
import { syncConfiguration } from '../../src/tables/config-sync';
import type { MenuFile } from '../../src/schemas/schema-store';

// The configuration files are the truth for what they declare, on every start and reload, against a database that
// already has data: what staff created stays, what the files dropped is reported, never deleted.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const items = async (code: string) => (await t.db.query<{ item_value: string; item_text: string; create_by: string }>(
  `SELECT i.item_value, i.item_text, i.create_by FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id WHERE d.dict_code = $1 ORDER BY i.sort_order, i.item_value`,
  [code])).rows;

describe('configuration sync', () => {
  it('changes nothing when run again on what it wrote', async () => {
    const report = await syncConfiguration(t.db, t.store);
    expect(report.changed).toEqual([]);
  });

  it('follows a file dictionary: new items, changed texts and order; staff items stay; dropped items are reported', async () => {
    const dict = t.store.dicts.find((d) => d.code === 'danger_level')!;
    const original = structuredClone(dict.items);
    await t.db.query(`INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, create_by)
      SELECT 'staffitem0000000000000000000001', id, '员工自加', 'staff', 99, 'admin' FROM sys_dict WHERE dict_code = 'danger_level'`);
    const dropped = dict.items.pop()!;
    dict.items[0] = [dict.items[0][0], '重大隐患（改）'];
    dict.items.push(['extreme', '特别重大']);
    const report = await syncConfiguration(t.db, t.store);
    expect(report.changed).toEqual(expect.arrayContaining(['字典项 danger_level=extreme（新增）', `字典项 danger_level=${dict.items[0][0]}（已更新）`]));
    expect(report.orphans).toEqual([`字典 danger_level 的项 ${dropped[0]} 已不在配置文件中（仍保留）`]);
    const rows = await items('danger_level');
    expect(rows.find((r) => r.item_value === dict.items[0][0])?.item_text).toBe('重大隐患（改）');
    expect(rows.map((r) => r.item_value)).toEqual(expect.arrayContaining(['extreme', 'staff', dropped[0]]));
    expect(rows.find((r) => r.item_value === 'staff')).toMatchObject({ item_text: '员工自加', create_by: 'admin' });
    dict.items = original;
  });

  it('follows the menu files: a renamed entry, a new one granted to its roles, a dropped one reported', async () => {
    // Each area keeps its menu in its own file: 新闻中心 and 档案管理 may live in different ones.
    const fileOf = (key: string) => t.store.menus.find((m) => m.items.some((i) => i.key === key)) as MenuFile;
    const company = fileOf('company-news');
    const archives = fileOf('company-archive');
    const saved = structuredClone(company.items);
    const savedArchives = structuredClone(archives.items);
    const news = company.items.find((i) => i.key === 'company-news')!;
    news.name = '新闻公告';
    company.items.push({ key: 'company-test-new', name: '新菜单', url: '/test/new', component: 'schema:news/notice', roles: ['group_staff'] });
    archives.items.splice(archives.items.findIndex((i) => i.key === 'company-archive'), 1);
    const report = await syncConfiguration(t.db, t.store);
    expect(report.changed).toEqual(expect.arrayContaining(['菜单 company-news（已更新）', '菜单 company-test-new（新增）']));
    expect(report.orphans).toEqual(expect.arrayContaining(['菜单 档案管理 已不在菜单文件中（仍保留）']));
    const menu = (await t.get('/devops/sys/permission/getUserPermissionByToken', await t.login('zhangwei'))).json().result.menu as { meta: { title: string } }[];
    expect(menu.map((m) => m.meta.title)).toEqual(expect.arrayContaining(['新闻公告', '新菜单']));
    company.items = saved;
    archives.items = savedArchives;
  });

  it('leaves a menu an administrator created alone', async () => {
    await t.db.query(`INSERT INTO sys_permission (id, menu_code, name, url, menu_type, create_by) VALUES ('adminmenu000000000000000000001', '11', '临时菜单', '/tmp', 0, 'admin')`);
    const report = await syncConfiguration(t.db, t.store);
    expect(report.orphans.join()).not.toContain('临时菜单');
    expect((await t.db.query(`SELECT 1 FROM sys_permission WHERE id = 'adminmenu000000000000000000001' AND del_flag = 0`)).rows).toHaveLength(1);
  });
});
