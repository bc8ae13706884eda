import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from './support/server-process';
import { takeSeededServer, type SeededServer } from './support/server-pool';
import { keepScreenshot, releaseBrowser, sharedBrowser, login, USER_SETTINGS } from './support/browser';

// The whole life of one record on a schema page (income contracts), as a company user does it in the browser.
let seeded: SeededServer;
let server: ServerProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  seeded = await takeSeededServer();
  server = seeded.server;
  browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS, acceptDownloads: true });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  await login(page, server.url, 'admin', 'Admin@2026', '/contract/income');
  await page.waitForURL(`${server.url}/contract/income`);
  await page.locator('.crud-page .ant-table-row').first().waitFor();
});
afterAll(async () => {
  await releaseBrowser(browser);
  await seeded?.release();
});

const dialog = () => page.locator('.ant-modal:visible, .ant-drawer-content-wrapper:visible').last();
const formItem = (label: string): Locator => dialog().locator('.ant-formily-item, .ant-form-item').filter({ has: page.locator(`label:text-is("${label}"), .ant-formily-item-label :text-is("${label}")`) }).first();

async function pickOption(label: string, option: string) {
  await formItem(label).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

async function fillDate(label: string, value: string) {
  const input = formItem(label).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

async function search(title: string) {
  const query = page.locator('.crud-page form, .crud-page .query-form').first();
  await query.getByPlaceholder(/合同名称/).fill(title);
  await page.locator('.crud-page').getByRole('button', { name: /查\s*询/ }).click();
}

const rowOf = (text: string) => page.locator('.crud-page .ant-table-row').filter({ hasText: text });

describe('a record’s life on a schema page in Chromium', () => {
  it('refuses an invalid field with its message, saves once fixed, and finds the row through the query form', async () => {
    await page.locator('.crud-page').getByRole('button', { name: /新\s*增/ }).click();
    await dialog().waitFor();
    await formItem('合同编号').locator('input').fill('HT2026');
    await formItem('合同名称').locator('input').fill('浏览器测试监理服务合同');
    await pickOption('合同类型', '监理');
    await formItem('委托方').locator('input').fill('江西省交通投资集团');
    await formItem('合同金额（元）').locator('input').fill('1280000');
    await fillDate('签订日期', '2026-11-20');
    await dialog().getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect.poll(() => formItem('合同编号').innerText()).toContain('合同编号应形如 HT-2026-001');
    await keepScreenshot(page, 'crud-01-invalid-field');

    await formItem('合同编号').locator('input').fill('HT-2026-901');
    await dialog().getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect.poll(() => page.getByText('添加成功！').first().isVisible()).toBe(true);

    await search('浏览器测试监理');
    await expect.poll(() => page.locator('.crud-page .ant-table-row').count()).toBe(1);
    expect(await rowOf('HT-2026-901').innerText()).toContain('江西省交通投资集团');
    await keepScreenshot(page, 'crud-02-found');
  });

  it('edits the row and shows the new value', async () => {
    await rowOf('HT-2026-901').getByText('编辑').click();
    await dialog().waitFor();
    await expect.poll(() => formItem('委托方').locator('input').inputValue()).toBe('江西省交通投资集团');
    await formItem('委托方').locator('input').fill('江西省高速公路投资集团');
    await dialog().getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect.poll(() => page.getByText('编辑成功!').first().isVisible()).toBe(true);
    await expect.poll(() => rowOf('HT-2026-901').innerText()).toContain('江西省高速公路投资集团');
  });

  it('exports the filtered rows as a time-stamped xlsx holding the record', async () => {
    const download = page.waitForEvent('download');
    await page.locator('.crud-page').getByRole('button', { name: /导\s*出/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^收入合同_?\d{14}\.xlsx$|^.+\d{14}\.xlsx$/);
    const saved = path.join(seeded.dataDir, 'export.xlsx');
    await file.saveAs(saved);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(saved);
    const values = book.worksheets[0].getSheetValues().flat().map(String);
    expect(values).toContain('HT-2026-901');
    expect(values).toContain('江西省高速公路投资集团');
    expect(book.worksheets[0].actualRowCount).toBe(2);
  });

  it('deletes the row after confirmation and restores it from the recycle bin', async () => {
    await rowOf('HT-2026-901').getByText('删除').click();
    await page.locator('.ant-popover:visible, .ant-popconfirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect.poll(() => rowOf('HT-2026-901').count()).toBe(0);

    await page.locator('.crud-page').getByRole('button', { name: /回收站/ }).click();
    const bin = page.locator('.ant-modal:visible').filter({ hasText: '回收站' });
    await bin.waitFor();
    const binRow = bin.locator('.ant-table-row').filter({ hasText: 'HT-2026-901' });
    await binRow.waitFor();
    await keepScreenshot(page, 'crud-03-recycle-bin');
    await binRow.getByText('还原').click();
    await expect.poll(() => binRow.count()).toBe(0);
    await bin.locator('.ant-modal-close').click();

    await search('浏览器测试监理');
    await expect.poll(() => rowOf('HT-2026-901').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
