import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite } from './support/chromium-suite';
import { keepScreenshot, login, USER_SETTINGS } from './support/browser';
import { dialog, fillDate, formItem } from './support/record-dialog';

// A configurator with only a browser: a 车辆维修 ledger from the 台账 template, two fields added in the designer, previewed
// as a company user, published, put in the menu and used — no file edited, no restart.
const suite = chromiumSuite();
let page: Page;
const pageErrors: string[] = [];
const studio = () => page.getByTestId('schema-studio');
const sider = () => page.locator('.ant-layout-sider .ant-menu');
/** Opens a page as a user does: its group in the side menu, then the item (no address typed). */
async function openFromMenu(group: string, name: string) {
  const item = sider().locator('.ant-menu-item').filter({ hasText: new RegExp(`^${name}$`) });
  if (!(await item.isVisible())) await sider().getByText(group, { exact: true }).click();
  await item.click();
}
/** The list's column titles on the module page. */
const headers = () => page.locator('.crud-page thead th').allTextContents();

beforeAll(async () => {
  const context = suite.track(await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS }));
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  await login(page, suite.server.url, 'admin', 'Admin@2026', '/system/studio');
  await studio().waitFor();
});

describe('模式设计器', () => {
  it('creates a 车辆维修 ledger from the template and adds two fields in the designer', async () => {
    await studio().getByRole('button', { name: /^新\s*建$/ }).click();
    await page.getByPlaceholder('fleet/vehicleRepair').fill('fleet/vehicleRepair');
    await page.getByPlaceholder('车辆维修').fill('车辆维修');
    await page.getByRole('button', { name: /创\s*建/ }).click();
    await studio().getByRole('tab', { name: '设计器' }).click();
    for (const [control, label, name] of [['添加单行文本', '车牌号', 'plateNo'], ['添加金额', '维修费用（元）', 'repairCost']]) {
      await studio().getByRole('button', { name: control }).click();
      await studio().getByLabel('标签').fill(label);
      await studio().getByLabel('字段名').fill(name);
      await studio().getByLabel('字段名').blur();
      await expect.poll(() => studio().getByTestId(`designer-field-${name}`).count()).toBe(1);
    }
    await studio().getByRole('tab', { name: '代码' }).click();
    await expect.poll(() => studio().locator('.cm-content').textContent()).toContain('"repairCost"');
  });

  it('previews it as a company user, with sample records and that role’s buttons', async () => {
    await studio().locator('div.ant-select[aria-label="预览角色"]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'company_staff' }).click();
    const preview = page.getByTestId('studio-preview');
    await preview.getByText('按加入菜单时的建议授权预览：新增、编辑、导出').waitFor();
    await preview.getByText('共 8 条').waitFor();
    await expect.poll(() => preview.locator('thead th').allTextContents()).toEqual(expect.arrayContaining(['车牌号', '维修费用（元）']));
    expect(await preview.getByRole('button', { name: /删\s*除/ }).count()).toBe(0);
    await keepScreenshot(page, 'studio-01-preview');
  });

  it('publishes after the dry run shows the new table', async () => {
    await studio().getByRole('button', { name: /^发\s*布$/ }).click();
    await page.getByText('将新增 9 列').waitFor({ timeout: 60_000 });
    await page.getByLabel('发布说明').fill('新建车辆维修台账');
    await keepScreenshot(page, 'studio-02-publish');
    await page.getByRole('button', { name: '确认发布' }).click();
    await page.getByText('已发布第 1 版，已打开此页面的用户会自动载入新版本').waitFor({ timeout: 60_000 });
  });

  it('renames a field in the designer and publishes it as the second version', async () => {
    await studio().getByRole('tab', { name: '设计器' }).click();
    await studio().getByTestId('designer-field-plateNo').click();
    await studio().getByLabel('标签').fill('车牌号码');
    await studio().getByLabel('标签').blur();
    await studio().getByRole('button', { name: /^发\s*布$/ }).click();
    await page.getByText('数据表无需变更').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: '确认发布' }).click();
    await page.getByText('已发布第 2 版，已打开此页面的用户会自动载入新版本').waitFor({ timeout: 60_000 });
  });

  it('puts it in the menu, opens it from the menu and enters a record there', async () => {
    await studio().getByRole('button', { name: '加入菜单' }).click();
    await dialog(page).locator('div.ant-select[aria-label="菜单分组"]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '公司视图 / 行政事务' }).click();
    await dialog(page).getByRole('button', { name: '加入菜单' }).click();
    await page.getByText('已加入菜单「行政事务 / 车辆维修」').waitFor();

    // The menu is read at sign-in: the new item shows after a refresh, as the message says.
    await page.reload();
    await openFromMenu('行政事务', '车辆维修');
    await page.waitForURL(`${suite.server.url}/fleet/vehicleRepair`);
    await page.locator('.crud-page').waitFor();
    await expect.poll(headers).toContain('车牌号码');
    await page.locator('.crud-page').getByRole('button', { name: /新\s*增/ }).click();
    await formItem(page, '名称').locator('input').fill('更换刹车片');
    await fillDate(page, '登记日期', '2026-05-06');
    await formItem(page, '车牌号码').locator('input').fill('冀F·A2361');
    await formItem(page, '维修费用（元）').locator('input').fill('1280.5');
    await dialog(page).getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    const row = page.locator('.crud-page .ant-table-row').filter({ hasText: '冀F·A2361' });
    await row.waitFor();
    expect(await row.textContent()).toContain('1,280.50');
    await keepScreenshot(page, 'studio-03-record');
    expect(pageErrors).toEqual([]);
  });

  it('refuses to withdraw (停用) the page while the menu opens it, and names the menu item', async () => {
    // Back in the studio through the menu: the app is not reloaded, so the list page keeps the version it loaded.
    await openFromMenu('系统管理', '模式设计器');
    await page.locator('[data-testid="schema-studio"][data-loaded]').waitFor();
    await studio().locator('div.ant-select[aria-label="选择模式"]').click();
    // The list holds every page (a virtual list): search for the one published here.
    await page.keyboard.type('vehicleRepair');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'fleet/vehicleRepair' }).click();
    await studio().getByRole('button', { name: /^停\s*用$/ }).click();
    await dialog(page).getByLabel('停用说明').fill('试用结束');
    await dialog(page).getByRole('button', { name: '确认停用' }).click();
    await page.getByTestId('withdraw-refusal').getByText('页面 fleet/vehicleRepair 仍在菜单「公司视图 / 行政事务 / 车辆维修」中使用，请先在菜单管理中删除该菜单项，再停用').waitFor();
    await keepScreenshot(page, 'studio-04-withdraw-refused');
    await dialog(page).getByRole('button', { name: /取\s*消/ }).click();
    // Still published, and the page still opens from the menu.
    await studio().getByText('已发布', { exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('rolls back to the first version in the browser, and the page follows without a reload of the app', async () => {
    await studio().getByRole('button', { name: '历史版本' }).click();
    await dialog(page).locator('tr').filter({ hasText: 'V1' }).getByText('回滚').click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已回滚，成为第 3 版，已打开此页面的用户会自动载入新版本').waitFor({ timeout: 60_000 });
    await page.locator('.ant-drawer-close:visible').click();
    await page.locator('.ant-drawer-mask').waitFor({ state: 'hidden' });
    await openFromMenu('行政事务', '车辆维修');
    await expect.poll(headers).toContain('车牌号');
    expect(await headers()).not.toContain('车牌号码');
    // The list page on screen: the studio's tab, kept open behind it, holds a preview list of sample rows too.
    await page.locator('.crud-page .ant-table-row:visible').filter({ hasText: '冀F·A2361' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
