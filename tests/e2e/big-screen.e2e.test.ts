import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, login, USER_SETTINGS } from './support/browser';
import { chromiumSuite } from './support/chromium-suite';

// The big screen in Chromium on the real server: the administrator opens 集团首页, sees every panel drawn at wall
// size, switches to one subsidiary and the figures follow, then drills down from a chart to its filtered list;
// 李娜 (华通) sees 公司首页 with her own company's figures only.
const suite = chromiumSuite();
/** Each page's uncaught errors (a panel whose chart fails to draw throws in the page). */
const pageErrors = new WeakMap<Page, string[]>();

async function as(username: string, password: string, viewport: { width: number; height: number }, view: '0' | '1'): Promise<Page> {
  const context = await suite.browser.newContext({ viewport, ...USER_SETTINGS });
  suite.track(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  pageErrors.set(page, errors);
  await login(page, suite.server.url, username, password, '/company/screen');
  await page.evaluate((v) => localStorage.setItem('amapIndex', v), view);
  await page.reload();
  await page.locator('.dashboard-grid .dashboard-cell').first().waitFor();
  return page;
}

const figure = (page: Page, title: string) =>
  page.locator('.dashboard-panel').filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) }).locator('.ant-statistic-content');

/** Every panel has drawn: no skeleton, no error, no empty panel; no two panels overlap. */
async function expectAllDrawn(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll('.dashboard-panel .ant-skeleton').length === 0, undefined, { timeout: 30_000 });
  await page.waitForFunction(() => [...document.querySelectorAll('.dashboard-chart')].every((c) => c.getAttribute('data-chart-ready') === 'true'), undefined, { timeout: 30_000 });
  const problems = await page.$$eval('.dashboard-panel', (panels) => panels
    .filter((p) => p.querySelector('.ant-empty, .ant-alert-error'))
    .map((p) => p.querySelector('.ant-card-head-title')?.textContent));
  expect(problems).toEqual([]);
  expect(pageErrors.get(page)).toEqual([]);
  const boxes = await page.$$eval('.dashboard-cell', (cells) => cells.map((c) => c.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, r: r.right, b: r.bottom })));
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) expect(a.r <= b.x + 1 || b.r <= a.x + 1 || a.b <= b.y + 1 || b.b <= a.y + 1).toBe(true);
  }
}

describe('the group big screen', () => {
  it('admin: full screen at 1920×1080, every panel drawn; another company in view changes the figures; a ranking row drills down to the project list', async () => {
    const page = await as('admin', 'Admin@2026', { width: 1920, height: 1080 }, '1');
    await expect(page.getByRole('dialog', { name: '集团首页' }).isVisible()).resolves.toBe(true);
    await expectAllDrawn(page);
    await keepScreenshot(page, 'big-screen-group-1920');
    const groupProjects = await figure(page, '在建项目').textContent();
    const groupDangers = await figure(page, '未销号隐患').textContent();

    await page.locator('.group-screen-company').click();
    await page.locator('.ant-select-item-option', { hasText: '华通公路' }).click();
    await expect.poll(() => figure(page, '未销号隐患').textContent()).not.toBe(groupDangers);
    expect(await figure(page, '在建项目').textContent()).not.toBe(groupProjects);
    await expectAllDrawn(page);

    // Back in the app, a row of 项目在册人员 opens the project list.
    await page.getByRole('button', { name: /退出大屏/ }).click();
    await expectAllDrawn(page);
    const ranking = page.locator('.dashboard-panel').filter({ hasText: '项目在册人员' }).locator('li.dashboard-drillable').first();
    await ranking.click();
    await page.waitForURL(/\/projectMgmt\/info/);
    await page.locator('.crud-page .ant-table-row').first().waitFor();
  });

  it('李娜 (华通) sees 公司首页 with her own company only, and it lays out at 1440×900', async () => {
    const page = await as('lina', 'Company@2026', { width: 1440, height: 900 }, '0');
    await page.getByRole('heading', { name: '公司首页' }).waitFor();
    await expect(page.locator('.group-screen-company').count()).resolves.toBe(0);
    await expectAllDrawn(page);
    await keepScreenshot(page, 'big-screen-company-1440');
    const ranking = page.locator('.dashboard-panel').filter({ hasText: '项目在册人员' });
    await expect(ranking.textContent()).resolves.not.toContain('成渝环线');
  });
});
