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

/** Keeps a screenshot of what the user saw, as a CI artifact. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

export async function login(page: Page, baseUrl: string, username: string, password: string, next = '/'): Promise<void> {
  await page.goto(`${baseUrl}${next}`);
  await page.waitForURL(/\/user\/login/);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入密码').press('Enter');
}
