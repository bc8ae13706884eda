import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReloadOutcome } from '../../src/schemas/schema-reload';
import { createTempPlatform, menuEntry, type TempPlatform } from './temp-platform';
import { expectRefused } from '../helper';

// Development hot reload: the server watches schemas/ and serves what the files say now.
let t: TempPlatform;
const waiting: ((outcome: ReloadOutcome) => void)[] = [];
/** Resolves with the outcome of the next reload; call it before writing the file. */
const nextReload = () => new Promise<ReloadOutcome>((resolve) => waiting.push(resolve));

beforeAll(async () => {
  t = await createTempPlatform(({ writeJson, addMenu }) => {
    // schemas/system/ holds platform pages: loaded like any page, no table, no generated routes.
    writeJson('system/position.json', {
      schemaVersion: 1, kind: 'crud', source: 'platform', table: 'sys_position', code: 'sys/position', title: '职务管理', scope: 'global',
      permissionPrefix: 'system:position', fields: [{ name: 'name', label: '职务名称', type: 'input', dbType: 'varchar' }],
    });
    addMenu(menuEntry('test-position', '职务管理', 'sys/position', ['admin']));
    writeJson('modules/settings/profile.json', {
      schemaVersion: 1, kind: 'form', mode: 'single', code: 'settings/profile', title: '公司资料', table: 'biz_company_profile',
      scope: 'company', permissionPrefix: 'settings:profile',
      fields: [{ name: 'address', label: '地址', type: 'input', dbType: 'varchar', required: true }],
    });
    addMenu(menuEntry('test-profile', '公司资料', 'settings/profile', ['admin', 'company_staff'], ['settings:profile:add', 'settings:profile:edit']));
  }, { watchSchemas: { onReload: (outcome) => waiting.splice(0).forEach((resolve) => resolve(outcome)) } });
});
afterAll(() => t.close());

const NOTICE = 'modules/news/notice.json';
type Page = { title: string; fields: { name: string; type: string; dbType: string; label: string }[] };
const schema = (code = 'news/notice') => t.request('admin', 'GET', `/devops/sys/schema/${code}`);

async function change(edit: (page: Page) => void): Promise<ReloadOutcome> {
  const page = t.readJson<Page>(NOTICE);
  edit(page);
  const reloaded = nextReload();
  t.writeJson(NOTICE, page);
  return reloaded;
}

describe('schema hot reload (development)', () => {
  it('serves platform pages from schemas/system', async () => {
    expect((await schema('sys/position')).json()).toMatchObject({ success: true, result: { title: '职务管理', source: 'platform' } });
  });

  it('serves a changed title without a restart, and tells every open browser which page changed', async () => {
    const pushed: unknown[] = [];
    const unsubscribe = t.bus.subscribe((event) => {
      if (event.kind === 'notice') pushed.push(event);
    });
    const outcome = await change((page) => {
      page.title = '新闻通知（改）';
    });
    unsubscribe();
    expect(outcome.applied).toEqual(['页面 news/notice']);
    expect((await schema()).json().result.title).toBe('新闻通知（改）');
    // To every user's socket (userIds null), once: the browsers forget news/notice and redraw it if it is open.
    expect(pushed).toEqual([{ kind: 'notice', userIds: null, message: { cmd: 'schema', codes: ['news/notice'], msgTxt: '页面配置已更新' } }]);
  });

  it('adds the column of an added field, and the module routes take the field at once', async () => {
    await change((page) => {
      page.fields.push({ name: 'summary', label: '摘要', type: 'input', dbType: 'varchar' });
    });
    const { rows } = await t.db.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'biz_news_notice' AND column_name = 'summary'`);
    expect(rows).toHaveLength(1);
    const added = await t.request('lina', 'POST', '/devops/news/notice/add', {
      title: '热加载后新增', newsType: 'notice', publishDate: '2026-11-21', summary: '新字段的值',
    });
    expect(added.json()).toMatchObject({ success: true });
    expect((await t.request('lina', 'GET', `/devops/news/notice/queryById?id=${added.json().result.id}`)).json().result.summary).toBe('新字段的值');
  });

  it('serves a broken file as its problems, for the browser’s error panel', async () => {
    const outcome = await change((page) => {
      page.fields[0].type = 'inptu';
    });
    expect(outcome.problems).toEqual([`${NOTICE}#/fields/0/type: 未知的取值 "inptu"（是不是想写 "input"？）`]);
    const res = await schema();
    expectRefused(res, 422);
    expect(res.json()).toMatchObject({
      success: false,
      message: '页面模式 news/notice 有 1 个问题，请修改后保存',
      result: { problems: [{ pointer: '/fields/0/type', message: '未知的取值 "inptu"（是不是想写 "input"？）' }] },
    });
  });

  it('refuses a destructive change with the clear message and keeps serving the previous schema', async () => {
    const outcome = await change((page) => {
      page.fields[0].type = 'input';
      page.fields[0].dbType = 'int';
      page.title = '不会生效的标题';
    });
    expect(outcome.problems).toEqual([
      '模块 news/notice 的字段 title 在数据库中是 character varying，模式声明为 int：不允许破坏性变更，请新增字段并迁移数据。（仍使用原模式）',
    ]);
    const served = (await schema()).json().result as Page;
    expect(served.title).toBe('新闻通知（改）');
    expect(served.fields.map((f) => f.name)).toContain('summary');
  });

  it('reloads a changed report file', async () => {
    const report = t.readJson<{ name: string }>('reports/project-list.json');
    const reloaded = nextReload();
    t.writeJson('reports/project-list.json', { ...report, name: '项目清单（改）' });
    expect((await reloaded).applied).toContain('报表 project_list');
    const res = await t.request('lina', 'GET', '/devops/online/cgreport/api/getRpColumns/project_list');
    expect(res.json().result.cgRpConfigName).toBe('项目清单（改）');
  });
});

describe('what configurators change while the server runs', () => {
  it('notices an editor’s atomic save (write a temporary file, rename it over the old one)', async () => {
    const page = t.readJson<Page>(NOTICE);
    page.fields[0].dbType = 'varchar'; // undo the refused destructive change above
    page.title = '新闻通知（原子保存）';
    const reloaded = nextReload();
    const tmp = path.join(t.schemasDir, 'modules/news/.notice.json.tmp');
    fs.writeFileSync(tmp, JSON.stringify(page, null, 2));
    fs.renameSync(tmp, path.join(t.schemasDir, NOTICE));
    expect((await reloaded).applied).toContain('页面 news/notice');
    expect((await schema()).json().result.title).toBe('新闻通知（原子保存）');
    // …and the next save after it too (the watcher follows the new file, not the old inode).
    expect((await change((p) => { p.title = '新闻通知（再次保存）'; })).applied).toContain('页面 news/notice');
  });

  it('notices a delete followed by a create', async () => {
    const page = t.readJson<Page>(NOTICE);
    page.title = '新闻通知（删后重建）';
    const file = path.join(t.schemasDir, NOTICE);
    const reloaded = nextReload();
    fs.rmSync(file);
    fs.writeFileSync(file, JSON.stringify(page, null, 2));
    expect((await reloaded).applied).toContain('页面 news/notice');
    expect((await schema()).json().result.title).toBe('新闻通知（删后重建）');
  });

  it('serves a new module, its table, menu and buttons without a restart', async () => {
    const reloaded = nextReload();
    t.writeJson('modules/fleet/repair.json', {
      schemaVersion: 1, kind: 'crud', code: 'fleet/repair', title: '车辆维修', table: 'biz_fleet_repair', scope: 'company',
      permissionPrefix: 'fleet:repair',
      fields: [
        { name: 'plateNo', label: '车牌号', type: 'input', dbType: 'varchar', length: 20, required: true },
        { name: 'cost', label: '维修费用', type: 'money', dbType: 'numeric', scale: 2 },
      ],
    });
    const menu = t.readJson<{ items: unknown[] }>('menus/company.json');
    menu.items.push(menuEntry('test-fleet-repair', '车辆维修', 'fleet/repair', ['admin', 'company_staff'], ['fleet:repair:add']));
    t.writeJson('menus/company.json', menu);
    const outcome = await reloaded;
    expect(outcome.applied).toEqual(expect.arrayContaining(['页面 fleet/repair（新页面）']));
    // Both files may arrive in one reload or two: wait until the menu has synced.
    if (!outcome.applied.includes('菜单文件')) await nextReload();
    const add = await t.request('lina', 'POST', '/devops/fleet/repair/add', { plateNo: '京A·12345', cost: '1280.50' });
    expect(add.json()).toMatchObject({ success: true, message: '添加成功！' });
    const list = (await t.request('lina', 'GET', '/devops/fleet/repair/list')).json().result;
    expect(list.records).toMatchObject([{ plateNo: '京A·12345', cost: '1280.50' }]);
  });

  it('brings a file dictionary into the database: a new item is offered and enforced, a changed text shown', async () => {
    const file = t.readJson<{ dicts: { code: string; name: string; items: [string, string][] }[] }>('dicts/platform.json');
    const news = file.dicts.find((d) => d.code === 'news_type')!;
    news.items.push(['bulletin', '简报']);
    news.items[0][1] = `${news.items[0][1]}（改）`;
    const reloaded = nextReload();
    t.writeJson('dicts/platform.json', file);
    expect((await reloaded).applied).toContain('字典文件');
    const items = (await t.request('lina', 'GET', '/devops/sys/dict/getDictItems/news_type')).json().result as { value: string; text: string }[];
    expect(items.map((i) => i.value)).toContain('bulletin');
    expect(items[0].text).toMatch(/（改）$/);
    const added = await t.request('lina', 'POST', '/devops/news/notice/add', { title: '周简报', newsType: 'bulletin', publishDate: '2026-11-23' });
    expect(added.json()).toMatchObject({ success: true });
    const refused = await t.request('lina', 'POST', '/devops/news/notice/add', { title: '周简报', newsType: 'weekly', publishDate: '2026-11-23' });
    expectRefused(refused, 400);
    expect(refused.json().result.fieldErrors.newsType).toBe('类别不在字典“新闻类别”的取值中');
  });
});

describe('a single-record form page (mode single)', () => {
  it('keeps one record per scope: a second add is refused, another company still adds its own', async () => {
    const add = (user: string, address: string) => t.request(user, 'POST', '/devops/settings/profile/add', { address });
    expect((await add('lina', '北京市海淀区')).json()).toMatchObject({ success: true });
    const again = await add('lina', '北京市朝阳区');
    expectRefused(again, 409);
    expect(again.json().message).toBe('本范围已有一条记录，请刷新后修改');
    expect((await add('wangqiang', '上海市浦东新区')).json()).toMatchObject({ success: true });
    const mine = (await t.request('lina', 'GET', '/devops/settings/profile/list')).json().result.records;
    expect(mine.map((r: { address: string }) => r.address)).toEqual(['北京市海淀区']);
  });
});
