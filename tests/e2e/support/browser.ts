import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT } from './server-process';

export const SCREENSHOTS = path.join(ROOT, 'test-results', 'screenshots');

/** Debian's Chromium, headless, with the flags this sandbox needs (no background network, no sandbox as root). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for every browser test file in the worker (the e2e config keeps one worker for the run): launching and
 * closing one for each file cost about 0.6 s a file. A file closes the contexts it opened with `releaseBrowser`, so
 * the next file starts with no page of the last; a browser that crashed is launched again.
 */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser().then((browser) => {
    browser.on('disconnected', () => {
      shared = undefined;
    });
    return browser;
  });
  return shared;
}

/** Closes every context of the shared browser (cookies, storage and pages go with them). */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser) return;
  await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
}

/**
 * A browser context's user settings: Chinese, and reduced motion, as a user may ask in the system's accessibility
 * settings. The app then opens dialogs and menus without animation, so a click never lands on one still sliding in and
 * no test waits for one to settle. (Playwright emulates "no preference" unless a context asks; Chromium's own
 * `--force-prefers-reduced-motion` flag is overridden by it.)
 */
export const USER_SETTINGS = { locale: 'zh-CN', reducedMotion: 'reduce' } as const;

/** Keeps a screenshot of what the user saw, as a CI artifact. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

export async function login(page: Page, baseUrl: string, username: string, password: string, next = '/'): Promise<void> {
  await page.goto(`${baseUrl}${next}`);
  await page.waitForURL(/\/user\/login/);
  await submitLogin(page, username, password);
}

/** Fills and sends the login form; a user of several departments then picks one (the first offered). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入密码').press('Enter');
  const depart = page.locator('.depart-modal .ant-modal');
  const refused = page.locator('.ant-form-item-explain-error, .ant-alert-error, .ant-message-error');
  const entered = page.waitForURL((url) => !url.pathname.startsWith('/user/login'), { timeout: 30_000 }).then(() => 'entered' as const);
  const outcome = await Promise.race([entered, depart.waitFor().then(() => 'depart' as const), refused.first().waitFor().then(() => 'refused' as const)]);
  if (outcome === 'depart') {
    await depart.getByRole('button', { name: /确\s*认/ }).click();
    await entered;
  }
}
