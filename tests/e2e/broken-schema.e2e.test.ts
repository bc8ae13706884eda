import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT, seededDataDir, startServer, type ServerProcess } from './support/server-process';
import { scratchRoot } from '../../server/src/db/scratch-root';
import { keepScreenshot, releaseBrowser, sharedBrowser, login, USER_SETTINGS } from './support/browser';

// A configurator saves a module whose field rule is an invalid regular expression. The platform still starts, the
// broken page shows its problem where the page would be (not a white screen, not a 500 on 新增), and every other
// page keeps working.
const rootDir = fs.mkdtempSync(path.join(scratchRoot(), 'platform-broken-schema-'));
const schemasDir = path.join(rootDir, 'schemas');
let server: ServerProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  fs.cpSync(path.join(ROOT, 'schemas'), schemasDir, { recursive: true });
  fs.mkdirSync(path.join(schemasDir, 'modules/broken'), { recursive: true });
  fs.writeFileSync(path.join(schemasDir, 'modules/broken/regex.json'), JSON.stringify({
    schemaVersion: 1, kind: 'crud', code: 'broken/regex', title: '试验检测台账', table: 'biz_broken_regex', scope: 'company',
    permissionPrefix: 'broken:regex',
    fields: [{ name: 'sampleNo', label: '样品编号', type: 'input', dbType: 'varchar', length: 40, rules: [{ pattern: '^YP([0-9]{6}$', message: '样品编号格式为 YP + 6 位数字' }] }],
  }));
  const menuFile = path.join(schemasDir, 'menus/company.json');
  const menu = JSON.parse(fs.readFileSync(menuFile, 'utf8'));
  menu.items.push({ key: 'company-broken-regex', name: '试验检测台账', url: '/broken/regex', component: 'schema:broken/regex', icon: 'experiment', roles: ['admin'] });
  fs.writeFileSync(menuFile, JSON.stringify(menu, null, 2));
  // A copy of the seeded demo database on its own schemas folder: the start reads the changed menu and the broken file.
  const dataDir = seededDataDir('platform-broken-schema-data-', inject('seededDataDir'));
  fs.renameSync(dataDir, path.join(rootDir, 'data'));
  server = await startServer({ DATA_DIR: path.join(rootDir, 'data'), SCHEMAS_DIR: schemasDir });
  browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  await login(page, server.url, 'admin', 'Admin@2026', '/broken/regex');
  await page.waitForURL(`${server.url}/broken/regex`);
});
afterAll(async () => {
  await releaseBrowser(browser);
  await server?.stop();
  fs.rmSync(rootDir, { recursive: true, force: true });
});

describe('a schema with an invalid regular expression, in Chromium', () => {
  it('shows the page’s problem panel with the exact problem, not a white page', async () => {
    const panel = page.getByTestId('schema-error-panel');
    await panel.waitFor();
    await expect(panel.textContent()).resolves.toContain('/fields/0/rules/0/pattern');
    await expect(panel.textContent()).resolves.toContain('正则表达式无法编译');
    await keepScreenshot(page, 'broken-schema-problem-panel');
    expect(pageErrors).toEqual([]);
  });

  it('leaves the rest of the app working: another module lists its rows', async () => {
    await page.goto(`${server.url}/contract/income`);
    await page.locator('.crud-page .ant-table-row').first().waitFor();
    expect(await page.locator('.crud-page .ant-table-row').count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });
});
