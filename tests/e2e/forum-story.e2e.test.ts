import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, login, USER_SETTINGS } from './support/browser';
import { chromiumSuite } from './support/chromium-suite';

// A post's life in the forum, in Chromium against the real server: 王鹏 writes a post with a pasted photo; 李娜 replies
// and likes it; 王鹏 sees the bell and the unread reply count, finds the post by a two-character search and opens it
// from the week's ranking. Then what is kept around it: 李娜 follows a notice from her bell to the party-building
// story it links; the administrator links a notice to an innovation on the announcement form; 冯涛 (版主) disables a
// board on 版块管理 and it is no longer offered when writing a post.
const suite = chromiumSuite();
const STAMP = String(Date.now()).slice(-6);
const TITLE = `沥青摊铺温度记录核对 ${STAMP}`;
// A 1×1 PNG, as a screenshot tool would put it on the clipboard.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
let postPath = '';

async function as(username: string, password: string, next: string): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS });
  suite.track(context);
  const page = await context.newPage();
  await login(page, suite.server.url, username, password, next);
  return page;
}

describe('a forum post in Chromium', () => {
  it('王鹏 writes a post with a pasted picture and publishes it', async () => {
    const page = await as('wangpeng', 'Company@2026', '/community/forum');
    await page.locator('.forum-item').first().waitFor();
    await page.getByRole('button', { name: /发帖/ }).click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.getByRole('textbox', { name: '标题', exact: true }).fill(TITLE);
    await dialog.getByRole('combobox', { name: '版块' }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('试验检测', { exact: true }).click();
    const body = dialog.getByRole('textbox', { name: '正文' });
    await body.click();
    await page.keyboard.type('今天上面层摊铺温度抽测 12 点，最低 152℃，附现场照片：');
    await body.evaluate((el, png) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], '现场照片.png', { type: 'image/png' }));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, PNG);
    await expect.poll(() => body.locator('img').count()).toBe(1);
    await dialog.getByRole('button', { name: /发\s*布/ }).click();
    await page.waitForURL(/\/company\/messageDetail\?id=/);
    postPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.locator('.forum-article h1', { hasText: TITLE }).waitFor();
    // The picture is served from the file service to the reader (a signed address), not a broken image.
    const picture = page.locator('.forum-body img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await keepScreenshot(page, 'forum-01-published');
  });

  it('李娜 replies to it and likes it', async () => {
    const page = await as('lina', 'Company@2026', postPath);
    await page.locator('.forum-article h1', { hasText: TITLE }).waitFor();
    const box = page.getByRole('textbox', { name: '回复正文' });
    await box.click();
    await page.keyboard.type('温度记录很完整，建议把碾压温度也一起记下来。');
    await page.getByRole('button', { name: /发表回复/ }).click();
    await page.locator('.forum-reply', { hasText: '建议把碾压温度也一起记下来' }).waitFor();
    await page.getByRole('button', { name: /点赞 0/ }).click();
    await expect.poll(() => page.getByRole('button', { name: /点赞 1/ }).isVisible()).toBe(true);
    await keepScreenshot(page, 'forum-02-replied');
  });

  it('王鹏 sees the bell and the reply count, finds the post by search and opens it from the ranking', async () => {
    const page = await as('wangpeng', 'Company@2026', '/community/forum');
    const unread = page.locator('.forum-unread');
    await unread.waitFor();
    expect(await unread.getAttribute('aria-label')).toMatch(/未读回复 [1-9]/);
    expect(Number(await page.locator('.notice-bell .ant-badge-count').getAttribute('title'))).toBeGreaterThan(0);
    await page.locator('.notice-bell').click();
    await page.getByRole('tab', { name: /系统消息/ }).click();
    await page.getByText(`李娜回复了你的帖子「${TITLE}」`).first().waitFor();
    await keepScreenshot(page, 'forum-03-bell');
    // Closed as it was opened, with the bell.
    await page.locator('.notice-bell').click();
    await expect.poll(() => page.locator('.notice-popover:not(.ant-popover-hidden)').count()).toBe(0);

    await page.getByPlaceholder('搜索帖子、标签、正文').fill('摊铺');
    await page.getByPlaceholder('搜索帖子、标签、正文').press('Enter');
    await page.locator('.forum-item-title', { hasText: TITLE }).waitFor();
    const found = page.locator('.forum-item', { hasText: TITLE });
    expect((await found.locator('.forum-counts [title="回复"]').innerText()).trim()).toBe('1');
    expect((await found.locator('.forum-counts [title="点赞"]').innerText()).trim()).toBe('1');

    await page.locator('.forum-ranking').getByText(TITLE).click();
    await page.locator('.forum-article h1', { hasText: TITLE }).waitFor();
    await page.locator('.forum-reply', { hasText: '建议把碾压温度也一起记下来' }).waitFor();
    // Reading the post reads its reply: the unread count is gone.
    await expect.poll(() => page.locator('.forum-unread').count()).toBe(0);
    await keepScreenshot(page, 'forum-04-from-ranking');
  });
});

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
