import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, login, USER_SETTINGS } from './support/browser';
import { chromiumSuite } from './support/chromium-suite';

// The shell around every module, in Chromium against the real server: tabs, switcher, notices, dialogs, mobile.
const suite = chromiumSuite();

async function freshPage(width = 1440, height = 900): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height }, ...USER_SETTINGS });
  suite.track(context);
  return context.newPage();
}

async function loggedIn(username: string, password: string, next = '/', width?: number, height?: number): Promise<Page> {
  const page = await freshPage(width, height);
  await login(page, suite.server.url, username, password, next);
  return page;
}

const tabTitles = (page: Page) => page.locator('.app-tab-bar .ant-tabs-tab').allInnerTexts();
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });

async function apiAs(username: string, password: string) {
  const res = await fetch(`${suite.server.url}/devops/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const body = (await res.json()) as { result: { token: string } };
  const token = body.result.token;
  return async (method: string, url: string, data?: unknown) => {
    const r = await fetch(`${suite.server.url}/devops${url}`, { method, headers: { 'X-Access-Token': token, 'content-type': 'application/json' }, body: data ? JSON.stringify(data) : undefined });
    return (await r.json()) as { success: boolean; message: string; result: unknown; id?: string };
  };
}

describe('the shell frame', () => {
  it('keeps visited pages as tabs with the spec’s close rules and context menu', async () => {
    const page = await loggedIn('admin', 'Admin@2026');
    await page.waitForURL(`${suite.server.url}/company/screen`);
    await page.locator('.app-tab-bar').waitFor();
    expect(await page.locator('.app-tab-bar').evaluate((e) => e.getBoundingClientRect().height)).toBe(40);
    // In-app navigation: tabs live in the running app.
    await page.locator('.app-sider').getByText('新闻中心').click();
    await page.locator('.app-sider').getByText('新闻通知').click();
    await page.locator('.ant-table-row').first().waitFor();
    await page.locator('.notice-bell').click();
    await page.locator('.notice-popover:not(.ant-popover-hidden)').getByText('查看更多').first().click();
    await page.waitForURL(`${suite.server.url}/isps/userAnnouncement`);
    await expect.poll(() => tabTitles(page)).toEqual(['集团首页', '新闻通知', '我的消息']);

    // The home tab cannot close.
    await page.locator('.app-tab-bar .ant-tabs-tab').first().locator('.ant-tabs-tab-remove').click();
    await toast(page, '首页不能关闭!').waitFor();
    await keepScreenshot(page, 'shell-01-tabs-home-not-closable');

    // Context menu, above everything.
    await page.locator('.app-tab-title', { hasText: '新闻通知' }).click({ button: 'right' });
    const menu = page.locator('.app-tab-menu:not(.ant-dropdown-hidden)');
    await menu.waitFor();
    expect(await menu.locator('.ant-dropdown-menu-item').allInnerTexts()).toEqual(['刷 新', '关闭左侧', '关闭右侧', '关闭其它', '全部关闭']);
    expect(await menu.evaluate((e) => getComputedStyle(e).zIndex)).toBe('9999');
    await keepScreenshot(page, 'shell-02-tab-context-menu');
    await menu.getByText('关闭右侧').click();
    await page.waitForURL(`${suite.server.url}/news/notice`);
    await expect.poll(() => tabTitles(page)).toEqual(['集团首页', '新闻通知']);
    // The menu closed before it is opened again (a right-click while it still closes reopens nothing).
    await expect.poll(() => page.locator('.app-tab-menu:not(.ant-dropdown-hidden)').count()).toBe(0);

    // Once the page it went back to has drawn its list: the tab strip redrawn under an open menu closes it.
    await page.locator('.ant-table-row').first().waitFor();
    await page.locator('.app-tab-title', { hasText: '新闻通知' }).click({ button: 'right' });
    await page.locator('.app-tab-menu:not(.ant-dropdown-hidden)').waitFor();
    await expect.poll(() => page.locator('.ant-slide-up-appear, .ant-slide-up-enter').count()).toBe(0);
    await page.locator('.app-tab-menu:not(.ant-dropdown-hidden)').getByText('全部关闭').click();
    await page.waitForURL(`${suite.server.url}/company/screen`);
    await expect.poll(() => tabTitles(page)).toEqual(['集团首页']);
    // The one remaining tab is home: closing it says so.
    await page.locator('.app-tab-bar .ant-tabs-tab-remove').click();
    await toast(page, '首页不能关闭!').nth(0).waitFor();
  });

  it('switches to a project and opens the project screen in this browser tab', async () => {
    const page = await loggedIn('admin', 'Admin@2026');
    await page.waitForURL(`${suite.server.url}/company/screen`);
    await page.locator('.app-company-switch').getByText('工程咨询集团').waitFor();
    await page.goto(`${suite.server.url}/news/notice`);
    await page.locator('.app-company-switch').click();
    const dialog = page.locator('.context-switcher .ant-modal');
    await dialog.waitFor();
    expect(await dialog.locator('.ant-tabs-tab').allInnerTexts()).toEqual(['公司', '在建项目', '已完工项目']);
    await dialog.getByRole('tab', { name: '在建项目' }).click();
    await dialog.locator('.switcher-card').first().waitFor();
    const building = await dialog.locator('.switcher-card-title').allInnerTexts();
    expect(building.length).toBeGreaterThan(0);
    await dialog.getByPlaceholder('请输入项目名称搜索').fill('雄安');
    await expect.poll(() => dialog.locator('.switcher-card-title').allInnerTexts()).toEqual(['雄安路网']);
    await dialog.getByRole('tab', { name: '已完工项目' }).click();
    await dialog.getByPlaceholder('请输入项目名称搜索').fill('');
    await expect.poll(() => dialog.locator('.switcher-card-title').allInnerTexts()).toContain('沪昆养护');
    await dialog.getByRole('tab', { name: '在建项目' }).click();
    await dialog.locator('.switcher-card', { hasText: '京港澳改扩建' }).click();
    await keepScreenshot(page, 'shell-03-switcher');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(`${suite.server.url}/project/screen`);
    await page.getByRole('heading', { name: '项目首页' }).waitFor();
    expect(page.context().pages()).toHaveLength(1);
    await expect.poll(() => tabTitles(page)).toEqual(['项目首页']);
    await page.locator('.app-project-select').getByText('京港澳改扩建').waitFor();
    await keepScreenshot(page, 'shell-04-project-screen-same-tab');
  });

  it('takes group staff into a project with its menu, not back to the login page', async () => {
    const page = await loggedIn('zhangwei', 'Group@2026');
    await page.waitForURL(`${suite.server.url}/company/screen`);
    await page.locator('.app-company-switch').click();
    const dialog = page.locator('.context-switcher .ant-modal');
    await dialog.getByRole('tab', { name: '在建项目' }).click();
    await dialog.locator('.switcher-card', { hasText: '成渝环线' }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(`${suite.server.url}/project/screen`);
    // The project menu: in the sider and as the home page's shortcuts.
    await page.locator('.app-sider').getByText('安全管理').waitFor();
    await page.getByText('隐患排查').first().waitFor();
    expect(page.url()).not.toContain('/user/login');
    await keepScreenshot(page, 'shell-05-group-staff-in-project');
  });

  it('shows a notice released by admin live, opens it and marks it read', async () => {
    const page = await loggedIn('wangqiang', 'Company@2026');
    await page.locator('.notice-bell').waitFor();
    const badge = page.locator('.notice-bell .ant-badge-count');
    const count = async () => ((await badge.count()) ? Number(await badge.getAttribute('title')) : 0);
    const before = await count();
    const admin = await apiAs('admin', 'Admin@2026');
    const title = `外壳测试通知${Date.now()}`;
    const added = await admin('POST', '/sys/annountCement/add', {
      titile: title, msgContent: '<p>请<b>及时</b>处理。</p>', msgCategory: '1', priority: 'H', msgType: 'ALL', openType: 'url', openPage: '/news/notice',
    });
    expect(added.success).toBe(true);
    // JeecgBoot's Result.OK(msg, data): the new record's id is in `result`.
    const { id } = added.result as { id: string };
    expect(id).toBeTruthy();
    const released = await admin('GET', `/sys/annountCement/doReleaseData?id=${id}`);
    expect(released.success).toBe(true);
    // At least this notice arrives (the hourly date reminders of the business modules may add theirs meanwhile).
    await expect.poll(count, { timeout: 8000 }).toBeGreaterThanOrEqual(before + 1);

    await page.locator('.notice-bell').click();
    const popover = page.locator('.notice-popover:not(.ant-popover-hidden)');
    await popover.getByText(title).waitFor();
    const unread = await count();
    await popover.getByText('通知(', { exact: false }).first().waitFor();
    await popover.getByText('系统消息(', { exact: false }).waitFor();
    await keepScreenshot(page, 'shell-05-notice-bell');
    await popover.getByText(title).click();
    const modal = page.locator('.notice-modal .ant-modal');
    await modal.waitFor();
    expect(await modal.locator('.ant-modal-title').innerText()).toBe('通知消息');
    await modal.getByText('发布人：', { exact: false }).waitFor();
    await modal.getByText('发布时间：', { exact: false }).waitFor();
    expect(await modal.locator('.notice-content b').innerText()).toBe('及时');
    // 60% wide, 80% of the window high (after the opening animation).
    await expect.poll(async () => Math.round((await modal.boundingBox())!.width)).toBe(Math.round(1440 * 0.6));
    expect(Math.abs((await modal.locator('.ant-modal-content').boundingBox())!.height - 900 * 0.8)).toBeLessThanOrEqual(2);
    await keepScreenshot(page, 'shell-06-notice-modal');
    await modal.getByRole('button', { name: /关\s*闭/ }).waitFor();
    await modal.getByRole('button', { name: '去处理' }).click();
    await page.waitForURL(`${suite.server.url}/news/notice`);
    await expect.poll(count, { timeout: 8000 }).toBe(unread - 1);

    await page.locator('.notice-bell').click();
    await page.locator('.notice-popover:not(.ant-popover-hidden)').getByText('查看更多').first().click();
    await page.waitForURL(`${suite.server.url}/isps/userAnnouncement`);
    await page.locator('.ant-table-row', { hasText: title }).waitFor();
  });

  it('refuses bad new passwords and shows the server’s refusal of a wrong old one', async () => {
    const page = await loggedIn('lina', 'Company@2026');
    await page.locator('.app-user-menu').waitFor();
    // The header draws again as the session's details arrive after login, and a menu opened by hovering the header it
    // replaced is gone: hover again until the item can be clicked, as a user would.
    for (let attempt = 1; ; attempt += 1) {
      await page.mouse.move(0, 0);
      await page.locator('.app-user-menu').hover();
      const clicked = await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: '修改密码' })
        .click({ timeout: 5000 }).then(() => true, () => false);
      if (clicked) break;
      if (attempt === 4) throw new Error('用户菜单的“修改密码”点不到');
    }
    const modal = page.locator('.password-modal .ant-modal');
    await modal.waitFor();
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await modal.getByText('请输入旧密码!').waitFor();
    await modal.getByText('请输入新密码!').waitFor();
    await modal.locator('#oldpassword').fill('Wrong@2026');
    await modal.locator('#password').fill('abc12345');
    await modal.locator('#confirmpassword').fill('abc123456');
    await modal.getByText('密码至少8位，须包含数字、大小写字母和特殊符号(!@#$%+.)').waitFor();
    await modal.getByText('两次输入的密码不一样！').waitFor();
    await keepScreenshot(page, 'shell-07-password-rules');
    await modal.locator('#password').fill('Better@2026');
    await modal.locator('#confirmpassword').fill('Better@2026');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '旧密码输入错误!').waitFor();
    expect(await modal.isVisible()).toBe(true);
  });

  it('asks a user with two departments to pick one at login', async () => {
    const page = await freshPage();
    // The form is filled by hand here: the shared login helper would answer the department question itself.
    await page.goto(`${suite.server.url}/user/login`);
    await page.getByPlaceholder('请输入用户名').fill('zhangwei');
    await page.getByPlaceholder('请输入密码').fill('Group@2026');
    await page.getByPlaceholder('请输入密码').press('Enter');
    const modal = page.locator('.depart-modal .ant-modal');
    await modal.waitFor();
    expect(await modal.locator('.ant-modal-title').innerText()).toBe('请选择登录部门');
    await keepScreenshot(page, 'shell-08-depart-select');
    await modal.getByRole('button', { name: /确\s*认/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
  });

  it('on a 375 px phone hides the tabs and closes the sidebar', async () => {
    const page = await loggedIn('admin', 'Admin@2026', '/news/notice', 375, 812);
    await page.waitForURL(`${suite.server.url}/news/notice`);
    await page.locator('.ant-table').first().waitFor();
    expect(await page.locator('.app-tab-bar').count()).toBe(0);
    expect(await page.locator('.app-sider').count()).toBe(0);
    expect(await page.locator('.app-sider-drawer .ant-drawer-open').count()).toBe(0);
    await keepScreenshot(page, 'shell-09-mobile');
    await page.getByRole('button', { name: '展开菜单' }).click();
    await page.locator('.app-sider-drawer .ant-menu').first().waitFor();
    await keepScreenshot(page, 'shell-10-mobile-menu');
  });
});
