import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, login, USER_SETTINGS } from './support/browser';
import { chromiumSuite } from './support/chromium-suite';
import { dialog, formItem } from './support/record-dialog';

// An administrator's day with people and rights, in Chromium against the real server: a new user with two roles and
// a department, one role granted a button and a data rule, the user seeing exactly that, then frozen out at once.
const suite = chromiumSuite();
const PASSWORD = 'Rights@2026';

async function loggedIn(username: string, password: string, next = '/'): Promise<Page> {
  const context = suite.track(await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS }));
  const page = await context.newPage();
  await login(page, suite.server.url, username, password, next);
  return page;
}

async function api(method: string, url: string, data?: unknown) {
  const res = await fetch(`${suite.server.url}/devops/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }) });
  const token = ((await res.json()) as { result: { token: string } }).result.token;
  const r = await fetch(`${suite.server.url}/devops${url}`, { method, headers: { 'X-Access-Token': token, 'content-type': 'application/json' }, body: data ? JSON.stringify(data) : undefined });
  return (await r.json()) as { success: boolean; message: string; result: unknown };
}

/** Waits out antd's opening animations before a click lands on a moving element. */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-slide-up-enter, .ant-slide-up-appear, .ant-drawer-panel-motion-right-enter'));

async function pick(page: Page, label: string, option: string, search = false): Promise<void> {
  await formItem(page, label).locator('.ant-select-selector').click();
  await settled(page);
  // A searching select offers what the typed text finds.
  if (search) await page.keyboard.type(option);
  // The option list renders only what fits: scroll it until the option is there.
  const list = page.locator('.ant-select-dropdown:visible');
  const item = list.locator('.ant-select-item-option').filter({ hasText: option }).first();
  await list.locator('.ant-select-item-option').first().waitFor();
  for (let i = 0; i < 20 && !(await item.isVisible()); i++) {
    await list.locator('.rc-virtual-list-holder').evaluate((el) => el.scrollBy(0, 160));
    await page.waitForTimeout(50);
  }
  await item.click();
  // A multiple select stays open for more (Escape closes it); a single one closes itself, and Escape would close the form.
  if (!search) await page.keyboard.press('Escape');
}

describe('users and rights', () => {
  it('creates a user with two roles, grants one a button and a data rule, and freezes the user out', async () => {
    // Two roles to give: 成果查阅 holds the 科研成果 menu (granted below), 通知阅读 only the news.
    for (const [roleName, roleCode] of [['成果查阅', 'e2e_reader'], ['通知阅读', 'e2e_news']]) {
      expect((await api('POST', '/sys/role/add', { roleName, roleCode })).success).toBe(true);
    }
    const awards = ((await api('GET', '/research/achievement/list?pageSize=1&achType=award')).result as { total: number }).total;
    expect(awards).toBeGreaterThan(0);

    const admin = await loggedIn('admin', 'Admin@2026', '/system/user');
    await admin.locator('.crud-page .ant-table-row').first().waitFor();
    await admin.getByRole('button', { name: /新\s*增/ }).click();
    await settled(admin);
    await formItem(admin, '用户账号').locator('input').fill('zhoulin');
    await formItem(admin, '用户姓名').locator('input').fill('周琳');
    await formItem(admin, '登录密码').locator('input').fill(PASSWORD);
    await pick(admin, '角色', '成果查阅');
    await pick(admin, '角色', '通知阅读');
    await pick(admin, '所属部门', '人力资源部');
    await pick(admin, '所属公司', '工程咨询集团', true);
    await dialog(admin).getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await admin.locator('.ant-message-notice').filter({ hasText: '成功' }).first().waitFor();

    // 角色管理 › 授权: the 科研成果 menu with its 新增 button, and the data rule 已获奖的成果.
    await admin.goto(`${suite.server.url}/system/role`);
    const row = admin.locator('.ant-table-row').filter({ hasText: 'e2e_reader' });
    await row.getByText('授权', { exact: true }).click();
    const drawer = admin.locator('.ant-drawer-content-wrapper:visible');
    await drawer.locator('.ant-tree-title').first().waitFor();
    await settled(admin);
    const tree = drawer.locator('[data-testid="grant-tree"], .ant-tree').first();
    const node = (title: string) => tree.locator('.ant-tree-treenode:not([aria-hidden])').filter({ has: admin.locator(`.ant-tree-title:text-is("${title}")`) }).first();
    await drawer.getByRole('button', { name: '展开全部' }).click();
    // The menu's own 新增: the first button node after it (every list has one).
    await node('科研成果').locator('xpath=following-sibling::div[.//span[contains(@class,"ant-tree-title") and normalize-space()="新增"]][1]').locator('.ant-tree-checkbox').click();
    await drawer.getByRole('button', { name: '保存授权' }).click();
    await admin.locator('.ant-message-notice').filter({ hasText: '授权已保存' }).waitFor();
    await node('科研成果').locator('.ant-tree-title').click();
    const rules = drawer.locator('[data-testid="data-rule-panel"]');
    await rules.getByText('已获奖的成果').click();
    await rules.getByRole('button', { name: '保存数据权限' }).click();
    await admin.locator('.ant-message-notice').filter({ hasText: '数据权限已保存' }).waitFor();
    await keepScreenshot(admin, 'admin-rights-grant');

    // The user sees the 科研成果 list limited to awards, with 新增 and nothing else the role was not given.
    const user = await loggedIn('zhoulin', PASSWORD, '/research/achievement');
    await user.locator('.crud-page').waitFor();
    await expect.poll(() => user.locator('.ant-pagination-total-text').first().innerText(), { timeout: 15_000 }).toContain(`共 ${awards} 条`);
    const types = await user.locator('.ant-table-row').evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((t) => t.includes('科技奖励'))).toBe(true);
    await expect.poll(() => user.getByRole('button', { name: /新\s*增/ }).count()).toBe(1);
    expect(await user.getByRole('button', { name: /导\s*出/ }).count()).toBe(0);

    // 冻结 on the user's row: their next request is refused with the reason, and the browser returns to login.
    await admin.goto(`${suite.server.url}/system/user`);
    await admin.getByPlaceholder('请输入用户账号').fill('zhoulin');
    await admin.getByRole('button', { name: /查\s*询/ }).first().click();
    const target = admin.locator('.ant-table-row').filter({ hasText: 'zhoulin' });
    await target.getByText('冻结', { exact: true }).click();
    await settled(admin);
    await admin.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
    await admin.locator('.ant-message-notice').filter({ hasText: '冻结成功' }).waitFor();
    await user.getByRole('button', { name: /查\s*询/ }).first().click();
    await user.locator('.ant-notification-notice').filter({ hasText: '您的账号已被冻结，请联系管理员' }).waitFor();
    await user.waitForURL(/\/user\/login/, { timeout: 15_000 });
  }, 60_000);
});
