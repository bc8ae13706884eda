import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, login, USER_SETTINGS } from './support/browser';
import { chromiumSuite } from './support/chromium-suite';

// In Chromium against the real server: 李娜 follows a notice from her bell to the party-building story it links; the
// administrator links a notice to an innovation on the announcement form; 冯涛 (版主) disables a board on 版块管理 and
// it is no longer offered when writing a post.
const suite = chromiumSuite('platform-forum-manage-');

async function as(username: string, password: string, next: string): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS });
  suite.track(context);
  const page = await context.newPage();
  await login(page, suite.server.url, username, password, next);
  return page;
}

const dialog = (page: Page) => page.locator('.ant-modal:visible, .ant-drawer-content-wrapper:visible').last();
const formItem = (page: Page, label: string): Locator =>
  dialog(page).locator('.ant-formily-item, .ant-form-item').filter({ has: page.locator(`label:text-is("${label}"), .ant-formily-item-label :text-is("${label}")`) }).first();
async function pickOption(page: Page, label: string, option: string) {
  await formItem(page, label).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

describe('notices linking detail pages, and the boards editors keep', () => {
  it('李娜 opens a notice from the bell and 查看详情 shows the party-building story it links', async () => {
    const page = await as('lina', 'Company@2026', '/');
    await page.locator('.notice-bell').click();
    const popover = page.locator('.notice-popover:not(.ant-popover-hidden)');
    await popover.getByText('关于学习党员先锋冯涛同志先进事迹的通知').click();
    const modal = page.locator('.notice-modal .ant-modal');
    await modal.getByText('请各支部组织学习', { exact: false }).waitFor();
    await modal.getByRole('button', { name: '查看详情' }).click();
    await page.waitForURL(/\/company\/party\/style\/show\/detail\?id=[0-9a-f]{32}$/);
    await page.getByRole('heading', { name: '党员先锋冯涛：扎根一线的“技术尖兵”' }).waitFor();
    await keepScreenshot(page, 'forum-manage-01-notice-detail');
  });

  it('the administrator links a notice to an innovation on the announcement form', async () => {
    const page = await as('admin', 'Admin@2026', '/system/announcement');
    await page.locator('.crud-page .ant-table-row').first().waitFor();
    await page.locator('.crud-page').getByRole('button', { name: /新\s*增/ }).click();
    await formItem(page, '标题').locator('input').fill('推广无人机高边坡巡视（浏览器测试）');
    await expect.poll(() => formItem(page, '创新亮点').count()).toBe(0);
    await pickOption(page, '关联详情页', '创新亮点');
    await formItem(page, '创新亮点').locator('.ant-select-selector').click();
    await page.keyboard.type('无人机');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '基于无人机的高边坡巡视与隐患识别' }).first().click();
    await dialog(page).getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect.poll(() => page.getByText('添加成功！').first().isVisible()).toBe(true);
    await keepScreenshot(page, 'forum-manage-02-announcement-link');
  });

  it('冯涛 disables 工地生活 on 版块管理, and writing a post no longer offers it', async () => {
    const page = await as('fengtao', 'Company@2026', '/community/boards');
    const row = page.locator('.crud-page .ant-table-row').filter({ hasText: '工地生活' });
    await row.waitFor();
    await row.getByText('编辑').click();
    await pickOption(page, '状态', '停用');
    await dialog(page).getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect.poll(() => page.getByText('编辑成功!').first().isVisible()).toBe(true);
    await expect.poll(() => row.innerText()).toContain('停用');
    await keepScreenshot(page, 'forum-manage-03-board-disabled');

    await page.goto(`${suite.server.url}/community/forum`);
    await page.locator('.forum-item').first().waitFor();
    await page.getByRole('button', { name: /发帖/ }).click();
    await dialog(page).getByRole('combobox', { name: '版块' }).click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.filter({ hasText: '监理实务' }).waitFor();
    expect(await options.allInnerTexts()).not.toContain('工地生活');
  });
});
