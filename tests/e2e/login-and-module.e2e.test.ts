import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from './support/server-process';
import { takeSeededServer, type SeededServer } from './support/server-pool';
import { keepScreenshot, releaseBrowser, sharedBrowser, login, submitLogin, USER_SETTINGS } from './support/browser';
import { smsCodeFor } from './support/sms-outbox';

let seeded: SeededServer;
let server: ServerProcess;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  seeded = await takeSeededServer();
  server = seeded.server;
  browser = await sharedBrowser();
});
afterAll(async () => {
  await releaseBrowser(browser);
  await seeded?.release();
});

async function freshPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
  return page;
}

describe('a demo user in Chromium', () => {
  it('is sent to the login page with the requested path, logs in, sees the menu and the module’s seeded rows', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/news/notice`);
    await page.waitForURL(`${server.url}/user/login?redirect=%2Fnews%2Fnotice`);
    await expect.poll(() => page.getByText('工程咨询集团管理平台').first().isVisible()).toBe(true);
    await keepScreenshot(page, '01-login');
    await submitLogin(page, 'admin', 'Admin@2026');
    await page.waitForURL(`${server.url}/news/notice`);
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(10);
    await expect.poll(() => page.locator('.ant-table-row').first().innerText()).toContain('集团党委理论学习中心组开展专题学习');
    expect(await page.getByText('共 32 条').isVisible()).toBe(true);
    expect(await page.locator('.ant-layout-sider .ant-menu').getByText('新闻中心').isVisible()).toBe(true);
    expect(await page.title()).toBe('新闻通知 - 工程咨询集团管理平台');
    // antd's styles for the platform's theme arrive ready in the build's stylesheet: the login form, the layout and the
    // list computed none in the browser (each component type did, on every page, before), and the brand colour holds.
    const computedStyles = await page.evaluate(() => [...document.querySelectorAll('style[data-css-hash]')].map((s) => s.textContent!.slice(0, 60)));
    expect(computedStyles).toEqual([]);
    // Both sheets are linked (the browser applies the one its motion setting matches) and kept by browsers for good.
    const sheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/antd-"]')].map((l) => l.href));
    expect(sheets).toHaveLength(2);
    for (const sheet of sheets) expect((await fetch(sheet)).headers.get('cache-control')).toContain('immutable');
    const addButton = page.locator('.ant-btn-primary').filter({ hasText: /新\s*增/ }).first();
    expect(await addButton.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(7, 174, 168)');
    await keepScreenshot(page, '02-news-notice-admin');
    expect(pageErrors).toEqual([]);
  });

  it('opens the group home from the menu', async () => {
    const page = await freshPage();
    await login(page, server.url, 'admin', 'Admin@2026');
    await page.waitForURL(`${server.url}/company/screen`);
    await expect.poll(() => page.getByText('欢迎您，系统管理员').first().isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('工程咨询集团管理平台');
    await keepScreenshot(page, '03-company-home');
    await page.locator('.ant-layout-sider .ant-menu').getByText('新闻中心').click();
    await page.locator('.ant-layout-sider .ant-menu').getByText('新闻通知').click();
    await page.waitForURL(`${server.url}/news/notice`);
    await page.locator('.ant-table-row').first().waitFor();
  });

  it('shows a company user only their company’s rows', async () => {
    const page = await freshPage();
    await login(page, server.url, 'lina', 'Company@2026', '/news/notice');
    await page.waitForURL(`${server.url}/news/notice`);
    await page.locator('.ant-table-row').first().waitFor();
    // Its own 6 and the 20 the group published to the whole group; no other company's.
    expect(await page.getByText('共 26 条').isVisible()).toBe(true);
    const headers = await page.locator('.ant-table-thead th').allInnerTexts();
    const column = headers.findIndex((h) => h.includes('发布单位')) + 1;
    const publishers = await page.locator(`.ant-table-row td:nth-child(${column})`).allInnerTexts();
    expect([...new Set(publishers)].every((p) => ['华通公路工程咨询有限公司', '工程咨询集团'].includes(p))).toBe(true);
  });

  it('shows the server’s refusal for a wrong password and stays on the login page', async () => {
    const page = await freshPage();
    await login(page, server.url, 'admin', 'Wrong@2026');
    await expect.poll(() => page.getByText('用户名或密码错误').first().isVisible()).toBe(true);
    expect(page.url()).toContain('/user/login');
  });

  it('never follows an off-site redirect after login', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/user/login?redirect=${encodeURIComponent('https://evil.example/')}`);
    await submitLogin(page, 'admin', 'Admin@2026');
    await page.waitForURL(`${server.url}/company/screen`);
  });
});

describe('content security policy in Chromium', () => {
  it('blocks a script injected into the page and reports the violation', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/user/login`);
    await page.getByPlaceholder('请输入用户名').waitFor();
    const outcome = await page.evaluate(() => new Promise<{ ran: boolean; blocked: string }>((resolve) => {
      document.addEventListener('securitypolicyviolation', (e) => resolve({ ran: Boolean((window as unknown as { injected?: boolean }).injected), blocked: e.violatedDirective }));
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.appendChild(script);
      setTimeout(() => resolve({ ran: Boolean((window as unknown as { injected?: boolean }).injected), blocked: '' }), 2000);
    }));
    expect(outcome).toEqual({ ran: false, blocked: expect.stringMatching(/^script-src/) });
    // The violation is reported to the console by the browser; that is the expected outcome here, not a page error.
    pageErrors.length = 0;
  });
});

describe('login and context', () => {
  /** Waits until no antd pop-up is still zooming or sliding in (clicking one mid-animation misses). */
  const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-slide-up-enter, .ant-slide-up-appear'));

  it('logs in with the SMS code sent to the phone, read from the demo’s dev outbox', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/user/login`);
    await page.getByRole('tab', { name: '手机号登录' }).click();
    await page.getByPlaceholder('请输入手机号').fill('13800000006');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('短信验证码发送成功，请注意查收').waitFor();
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
    await page.getByPlaceholder('请输入短信验证码').fill(await smsCodeFor(seeded.dataDir, '13800000006'));
    await keepScreenshot(page, 'login-context-01-sms-tab');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    // 刘洋 works in projects only: the SMS login opens his project home.
    await page.waitForURL(`${server.url}/project/screen`);
    await page.getByText('欢迎您，刘洋').waitFor();
  });

  it('asks for the image captcha after repeated failures and refuses a wrong one', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/user/login`);
    const image = page.locator('.login-captcha-image img');
    for (let i = 0; i < 2; i++) {
      await page.getByPlaceholder('请输入用户名').fill('zhaomin');
      await page.getByPlaceholder('请输入密码').fill('Wrong@2026');
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await page.locator('.ant-alert-error').getByText('用户名或密码错误').waitFor();
    }
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const first = await image.getAttribute('src');
    await page.getByPlaceholder('请输入密码').fill('Group@2026');
    await page.getByPlaceholder('请输入验证码').fill('0000');
    await keepScreenshot(page, 'login-context-02-captcha');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.locator('.ant-alert-error').getByText('验证码错误').waitFor();
    // Each image answers once: a refusal brings a new one, and the page stays on the login form.
    await expect.poll(() => image.getAttribute('src')).not.toBe(first);
    expect(new URL(page.url()).pathname).toBe('/user/login');
  });

  it('switches company → project in this tab, and back to the company view from the header', async () => {
    const page = await freshPage();
    await login(page, server.url, 'lina', 'Company@2026');
    await page.waitForURL(`${server.url}/company/screen`);
    await page.locator('.app-company-switch').click();
    const dialog = page.locator('.context-switcher .ant-modal');
    await dialog.waitFor();
    await settled(page);
    await dialog.getByRole('tab', { name: '在建项目' }).click();
    await dialog.locator('.switcher-card', { hasText: '京港澳改扩建' }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(`${server.url}/project/screen`);
    expect(page.context().pages()).toHaveLength(1);
    await page.locator('.app-project-select').getByText('京港澳改扩建').waitFor();
    const back = page.locator('.app-back-to-company');
    await back.waitFor();
    await keepScreenshot(page, 'login-context-03-project-with-way-back');
    await back.click();
    await page.waitForURL(`${server.url}/company/screen`);
    await page.locator('.app-company-switch').getByText('华通公路').waitFor();
    await expect.poll(() => page.locator('.app-back-to-company').count()).toBe(0);
  });

  it('loads the thumbnails of a list through signed URLs', async () => {
    const page = await freshPage();
    await login(page, server.url, 'admin', 'Admin@2026');
    await page.goto(`${server.url}/ihighlights/list`);
    const thumb = page.locator('img.stored-image').first();
    await thumb.waitFor();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await thumb.getAttribute('src')).toMatch(/\/devops\/sys\/common\/static\/.+\?exp=\d+&u=admin&c=001&sig=/);
    await keepScreenshot(page, 'login-context-04-thumbnails');
  });
});
