import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from './support/server-process';
import { takeSeededServer, type SeededServer } from './support/server-pool';
import { keepScreenshot, releaseBrowser, sharedBrowser, login, USER_SETTINGS } from './support/browser';

// The system-administration screens (schemas/system/*.json) as the administrator uses them in Chromium.
let seeded: SeededServer;
let server: ServerProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

/** Calls the API as the administrator, for rows the demo seed does not have (a job, a notice, a provider call). */
async function api(method: string, url: string, body?: object) {
  const signIn = await fetch(`${server.url}/devops/sys/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
  });
  const token = (await signIn.json()).result.token as string;
  const res = await fetch(`${server.url}/devops/${url}`, {
    method, headers: { 'content-type': 'application/json', 'x-access-token': token }, body: body ? JSON.stringify(body) : undefined,
  });
  return res.json() as Promise<{ success: boolean; message: string }>;
}

async function freshPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS });
  const fresh = await context.newPage();
  fresh.on('pageerror', (e) => pageErrors.push(String(e)));
  return fresh;
}

beforeAll(async () => {
  seeded = await takeSeededServer();
  server = seeded.server;
  expect((await api('POST', 'sys/annountCement/add', { titile: '春节放假通知', msgContent: '<p>2月15日至2月23日放假，共9天。</p>', priority: 'M' })).success).toBe(true);
  expect((await api('POST', 'sys/quartzJob/add', { jobClassName: 'log.cleanup', cronExpression: '0 30 2 * * *', parameter: '180', description: '清理 180 天前的操作日志' })).success).toBe(true);
  // Refused (no such host here), and recorded as a call to an outside provider either way.
  await api('POST', 'sys/dataSource/testConnection', { name: '测试', code: 'probe', dbType: 'postgresql', host: 'dw.gcjt.example.cn', port: 5432, dbName: 'dw', dbUsername: 'reader' });
  browser = await sharedBrowser();
  page = await freshPage();
  await login(page, server.url, 'admin', 'Admin@2026');
  await page.waitForURL(`${server.url}/company/screen`);
});
afterAll(async () => {
  await releaseBrowser(browser);
  await seeded?.release();
});

const sider = () => page.locator('.ant-layout-sider .ant-menu');
const dialog = () => page.locator('.ant-modal:visible, .ant-drawer-content-wrapper:visible').last();
const formItem = (label: string): Locator =>
  dialog().locator('.ant-formily-item, .ant-form-item').filter({ has: page.locator(`label:text-is("${label}"), .ant-formily-item-label :text-is("${label}")`) }).first();
const crudRow = (text: string) => page.locator('.crud-page .ant-table-row').filter({ hasText: text });

/** Waits for the record dialog to finish its opening animation (a screenshot mid-zoom shows it half transparent). */
async function dialogOpen() {
  await dialog().waitFor();
  await expect.poll(() => page.locator('.ant-zoom-enter, .ant-zoom-appear').count()).toBe(0);
}

/** Waits until the screen's table has stopped loading, so a screenshot shows the rows rather than the spinner. */
async function settled() {
  await expect.poll(() => page.locator('.crud-page .ant-spin-spinning, .tree-crud-page .ant-spin-spinning').count()).toBe(0);
}

async function openScreen(name: string, url: string) {
  const item = sider().locator('.ant-menu-item').filter({ hasText: new RegExp(`^${name}$`) });
  if (!(await item.isVisible())) await sider().getByText('系统管理', { exact: true }).click();
  await item.click();
  await page.waitForURL(`${server.url}${url}`);
}

// [menu name, url, text of a row the screen must show]
const CRUD_SCREENS: [string, string, string][] = [
  ['用户管理', '/system/user', '系统管理员'],
  ['角色管理', '/system/role', '公司员工'],
  ['租户管理', '/system/tenant', '工程咨询集团'],
  ['系统参数', '/system/param', 'sys.title'],
  ['数据源管理', '/system/dataSource', '集团数据仓库'],
  ['数据字典', '/system/dict', '审批状态'],
  ['系统通告', '/system/announcement', '春节放假通知'],
  ['系统日志', '/system/log', '登录日志'],
  ['定时任务', '/system/quartzJob', '日志清理'],
  ['第三方调用日志', '/system/thirdPartyLog', 'testConnection'],
];
const TREE_SCREENS: [string, string, string][] = [
  ['部门管理', '/system/depart', '工程咨询集团'],
  ['菜单管理', '/system/permission', '系统管理'],
  ['分类字典', '/system/category', '工程类别'],
];

describe('system administration in Chromium', () => {
  it('offers 系统管理 in the administrator’s side menu with one entry per screen', async () => {
    await sider().getByText('系统管理', { exact: true }).click();
    const entries = sider().locator('.ant-menu-item').filter({ hasText: /管理|参数|字典|通告|日志|任务/ });
    await expect.poll(() => entries.allInnerTexts()).toEqual(expect.arrayContaining(
      ['用户管理', '角色管理', '部门管理', '菜单管理', '职务管理', '租户管理', '系统参数', '数据源管理', '分类字典', '数据字典', '系统通告', '系统日志', '定时任务', '第三方调用日志']));
    await keepScreenshot(page, 'system-00-menu');
  });

  for (const [name, url, text] of CRUD_SCREENS) {
    it(`shows the rows of ${name}`, async () => {
      await openScreen(name, url);
      if (url === '/system/dict') {
        // Some 150 dictionaries sorted by code: the administrator finds one by its name, as they would.
        await page.locator('.crud-page .ant-table-row').first().waitFor({ timeout: 20_000 });
        await page.locator('.crud-page').getByPlaceholder(/字典名称/).first().fill(text);
        await page.locator('.crud-page').getByRole('button', { name: /查\s*询/ }).first().click();
      }
      if (url === '/system/announcement') {
        // The start-up reminder scan may have put newer system messages above it: found by its title.
        await page.locator('.crud-page .ant-table-row').first().waitFor({ timeout: 20_000 });
        await page.locator('.crud-page').getByPlaceholder('请输入标题').first().fill(text);
        await page.locator('.crud-page').getByRole('button', { name: /查\s*询/ }).first().click();
      }
      await expect.poll(() => crudRow(text).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await settled();
      await keepScreenshot(page, `system-${url.split('/').pop()}`);
    });
  }

  it('shows no 新增 or 编辑 on the read-only log screen', async () => {
    await openScreen('系统日志', '/system/log');
    // It opens on the login log, as JeecgBoot's does; the administrator's own login is there.
    await crudRow('登录日志').first().waitFor();
    expect(await page.locator('.crud-page').getByRole('button', { name: /新\s*增/ }).count()).toBe(0);
    expect(await page.locator('.crud-page .ant-table-row').first().getByText('编辑').count()).toBe(0);
  });

  it('asks for a password when adding a user only; an existing user keeps account and password', async () => {
    await openScreen('用户管理', '/system/user');
    await page.locator('.crud-page').getByRole('button', { name: /新\s*增/ }).click();
    await dialogOpen();
    expect(await formItem('登录密码').locator('input').isEnabled()).toBe(true);
    await keepScreenshot(page, 'system-user-add');
    await dialog().getByRole('button', { name: /取\s*消/ }).click();

    await crudRow('系统管理员').getByText('编辑').click();
    await dialogOpen();
    await expect.poll(() => formItem('用户姓名').locator('input').inputValue()).toBe('系统管理员');
    expect(await formItem('登录密码').locator('input').isDisabled()).toBe(true);
    expect(await formItem('用户账号').locator('input').isDisabled()).toBe(true);
    await keepScreenshot(page, 'system-user-edit');
    await dialog().getByRole('button', { name: /取\s*消/ }).click();
  });

  it('adds a position through the form, edits it and deletes it', async () => {
    await openScreen('职务管理', '/system/position');
    await page.locator('.crud-page').getByRole('button', { name: /新\s*增/ }).click();
    await dialog().waitFor();
    await formItem('职务编码').locator('input').fill('zjl 01');
    await formItem('职务名称').locator('input').fill('总监理工程师');
    await formItem('职级').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '副高级' }).click();
    await dialog().getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect.poll(() => formItem('职务编码').innerText()).toContain('职务编码只能包含字母、数字、下划线、点和短横线');
    await formItem('职务编码').locator('input').fill('ZJL-01');
    await dialog().getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect.poll(() => page.getByText('添加成功！').first().isVisible()).toBe(true);
    await expect.poll(() => crudRow('ZJL-01').innerText()).toContain('副高级');
    await keepScreenshot(page, 'system-position-added');

    await crudRow('ZJL-01').getByText('编辑').click();
    await dialog().waitFor();
    await expect.poll(() => formItem('职务名称').locator('input').inputValue()).toBe('总监理工程师');
    await formItem('职务名称').locator('input').fill('驻地总监理工程师');
    await dialog().getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect.poll(() => page.getByText('编辑成功!').first().isVisible()).toBe(true);
    await expect.poll(() => crudRow('ZJL-01').innerText()).toContain('驻地总监理工程师');

    await crudRow('ZJL-01').getByText('删除').click();
    await page.locator('.ant-popover:visible, .ant-popconfirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect.poll(() => crudRow('ZJL-01').count()).toBe(0);
    await keepScreenshot(page, 'system-position-deleted');
  });

  for (const [name, url, text] of TREE_SCREENS) {
    it(`shows the tree of ${name}`, async () => {
      await openScreen(name, url);
      const rows = page.locator('.tree-crud-page .ant-table-row').filter({ hasText: text });
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await settled();
      await keepScreenshot(page, `system-${url.split('/').pop()}`);
    });
  }

  it('nests departments under their company in the department tree', async () => {
    await openScreen('部门管理', '/system/depart');
    const tree = page.locator('.tree-crud-page');
    const row = (text: string) => tree.locator('.ant-table-row').filter({ hasText: text }).first();
    await row('工程咨询集团').waitFor();
    if (!(await row('华通公路工程咨询有限公司').isVisible())) await row('工程咨询集团').locator('.ant-table-row-expand-icon').click();
    if (!(await row('工程技术部').isVisible())) await row('华通公路工程咨询有限公司').locator('.ant-table-row-expand-icon').click();
    await row('工程技术部').waitFor();
    // A child row is indented one level deeper than its parent.
    const indent = async (text: string) => Number((await row(text).locator('.ant-table-row-indent').first().getAttribute('class'))?.match(/indent-level-(\d+)/)?.[1]);
    expect(await indent('华通公路工程咨询有限公司')).toBe(1);
    expect(await indent('工程技术部')).toBe(2);
    await keepScreenshot(page, 'system-depart-nested');
  });

  it('keeps 系统管理 from a company user', async () => {
    const lina = await freshPage();
    await login(lina, server.url, 'lina', 'Company@2026');
    await lina.waitForURL((u) => !u.pathname.startsWith('/user/login'));
    await lina.locator('.ant-layout-sider .ant-menu').getByText('新闻中心').waitFor();
    expect(await lina.locator('.ant-layout-sider .ant-menu').getByText('系统管理', { exact: true }).count()).toBe(0);
    await keepScreenshot(lina, 'system-lina-menu');
    await lina.context().close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});

describe('monitoring', () => {
  // [menu name, url, text the page shows once its figures arrived]
  const MONITOR_PAGES: [string, string, RegExp][] = [
    ['服务器监控', '/monitor/server', /CPU 核数/],
    ['运行时监控', '/monitor/runtime', /堆内存（已用/],
    ['磁盘监控', '/monitor/disk', /GB|MB/],
    ['请求追踪', '/monitor/httpTrace', /\/devops\//],
    ['缓存监控', '/monitor/cache', /数据字典缓存/],
    ['在线用户', '/monitor/terminal', /当前会话/],
    ['系统信息', '/monitor/system', /数据库大小/],
  ];

  it('shows every monitoring page with its figures, and 强制退出 sends the other user’s browser to the login page', async () => {
    for (const [name, url, figures] of MONITOR_PAGES) {
      const item = sider().locator('.ant-menu-item').filter({ hasText: new RegExp(`^${name}$`) });
      if (!(await item.isVisible())) await sider().getByText('系统监控', { exact: true }).click();
      await item.click();
      await page.waitForURL(`${server.url}${url}`);
      const card = page.locator('.ant-card').filter({ has: page.getByTestId('monitor-updated') });
      await card.waitFor({ timeout: 30_000 });
      await expect.poll(() => card.innerText(), { timeout: 20_000 }).toMatch(figures);
      // A table that stands for the figures has rows; a gauge page has its charts drawn.
      if (url === '/monitor/server') await expect.poll(() => page.locator('[data-chart-ready="true"]').count(), { timeout: 20_000 }).toBeGreaterThan(1);
      else if (url !== '/monitor/runtime') await expect.poll(() => card.locator('.ant-table-row').count()).toBeGreaterThan(0);
      await keepScreenshot(page, `monitor-${url.split('/').pop()}`);
    }

    const zhangwei = await freshPage();
    await login(zhangwei, server.url, 'zhangwei', 'Group@2026');
    await zhangwei.waitForURL((u) => !u.pathname.startsWith('/user/login'));
    // The header is drawn once the layout (and with it the push channel) is up.
    await zhangwei.getByText(/欢迎您/).first().waitFor();

    // Opened afresh at the top (the long side menu scrolled the page while walking it), with the new session listed.
    await page.goto(`${server.url}/monitor/terminal`);
    const terminal = page.getByTestId('monitor-terminal');
    const kick = terminal.getByTestId('kick-zhangwei').first();
    await kick.waitFor({ timeout: 20_000 });
    await kick.click();
    const confirm = page.locator('.ant-popover:visible .ant-popconfirm-buttons .ant-btn-primary');
    await confirm.waitFor();
    await expect.poll(() => page.locator('.ant-zoom-big-appear, .ant-zoom-big-enter, .ant-zoom-appear, .ant-zoom-enter').count()).toBe(0);
    await keepScreenshot(page, 'monitor-terminal-kick');
    await confirm.click();
    await page.locator('.ant-message').getByText('已强制退出 张伟（zhangwei）').waitFor();
    await zhangwei.waitForURL(/\/user\/login/, { timeout: 20_000 });
    // The login page drawn (the forced logout reloads the page: a screenshot mid-reload has nothing to capture).
    await zhangwei.getByRole('button', { name: /登\s*录/ }).first().waitFor({ timeout: 20_000 });
    await keepScreenshot(zhangwei, 'monitor-forced-out');
    await zhangwei.context().close();
  });
});

describe('announcements', () => {
  it('publishes an announcement to one user, whose open browser shows it arrive in the bell without a reload', async () => {
    const zhaoqiang = await freshPage();
    await login(zhaoqiang, server.url, 'zhaoqiang', 'Company@2026');
    await zhaoqiang.waitForURL((u) => !u.pathname.startsWith('/user/login'));
    const bell = zhaoqiang.locator('.notice-bell');
    await bell.waitFor();
    const badge = bell.locator('.ant-badge-count');
    const unread = async () => ((await badge.count()) ? Number(await badge.getAttribute('title')) : 0);
    // 赵强 has unread notices of the demo: read the count once the bell has loaded it.
    await expect.poll(unread, { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await unread();

    const title = `G4京港澳项目桥面铺装旁站安排${Date.now() % 100_000}`;
    await openScreen('系统通告', '/system/announcement');
    await page.locator('.crud-page').getByRole('button', { name: /新\s*增/ }).click();
    await dialogOpen();
    await formItem('标题').locator('input').fill(title);
    await formItem('通告对象').locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByText('指定用户', { exact: true }).click();
    await formItem('接收用户').locator('.ant-select').click();
    await formItem('接收用户').locator('input').fill('赵强');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^赵强$/ }).click();
    await page.keyboard.press('Escape');
    await dialog().getByRole('button', { name: /确\s*定|保\s*存/ }).last().click();
    await expect.poll(() => page.locator('.ant-modal:visible, .ant-drawer-content-wrapper:visible').count()).toBe(0);

    await page.locator('.crud-page').getByPlaceholder('请输入标题').first().fill(title);
    await page.locator('.crud-page').getByRole('button', { name: /查\s*询/ }).first().click();
    await crudRow(title).getByText('发布', { exact: true }).click();
    await expect.poll(() => page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-big-appear, .ant-zoom-big-enter').count()).toBe(0);
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect.poll(() => crudRow(title).innerText()).toContain('已发布');
    await keepScreenshot(page, 'system-announcement-published');

    // The second browser was open all along: the push channel brings the notice into the bell.
    await expect.poll(unread, { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 1);
    await bell.click();
    await zhaoqiang.locator('.notice-popover:not(.ant-popover-hidden)').getByText(title).waitFor();
    await keepScreenshot(zhaoqiang, 'system-announcement-bell');
    await zhaoqiang.context().close();
  });
});
