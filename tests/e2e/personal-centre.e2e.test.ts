import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, login, USER_SETTINGS } from './support/browser';
import { chromiumSuite } from './support/chromium-suite';

// 李娜 opens her personal centre from the header: her approvals and achievements; then an innovation highlight from
// its list, with the picture viewer over its gallery.
const suite = chromiumSuite();

const content = (page: Page) => page.locator('.app-content');

async function apiAs(username: string, password: string) {
  const res = await fetch(`${suite.server.url}/devops/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const token = ((await res.json()) as { result: { token: string } }).result.token;
  return async <T>(url: string) => ((await (await fetch(`${suite.server.url}/devops${url}`, { headers: { 'X-Access-Token': token } })).json()) as { result: T }).result;
}

describe('the personal centre', () => {
  it('lina opens it from the header, sees her approvals and achievements, then an innovation detail with its gallery', async () => {
    const api = await apiAs('lina', 'Company@2026');
    const counts = await api<{ todo: number; started: number }>('/company/flow/task/counts');
    const achievements = await api<{ items: { title: string; kind: string }[] }>('/personal/achievements');
    expect(counts.todo).toBeGreaterThan(0);
    expect(achievements.items.length).toBeGreaterThan(0);

    const context = suite.track(await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS }));
    const page = await context.newPage();
    await login(page, suite.server.url, 'lina', 'Company@2026');
    await page.waitForURL(`${suite.server.url}/company/screen`);
    // The shortcut is highlighted while something waits for her.
    await expect.poll(() => page.locator('.app-todo').getAttribute('data-highlighted')).toBe('true');
    await page.locator('.app-todo').click();
    await page.waitForURL(`${suite.server.url}/company/account/center`);

    const centre = content(page).locator('.personal-center-page');
    await expect.poll(() => centre.locator('.personal-approval-todo strong').innerText()).toBe(String(counts.todo));
    expect(await centre.locator('.personal-approval-started strong').innerText()).toBe(String(counts.started));
    const total = centre.getByRole('tab', { name: /成果总数/ });
    await expect.poll(() => total.innerText()).toContain(String(achievements.items.length));
    const honour = achievements.items.find((i) => i.kind === 'honor')!;
    await centre.locator('.achievement-timeline').getByText(honour.title).waitFor();
    await keepScreenshot(page, 'personal-01-centre');
    await centre.getByRole('tab', { name: /荣誉/ }).click();
    await centre.getByText('卡片').click();
    await centre.locator('.achievement-card.achievement-honor').first().waitFor();
    expect(await centre.locator('.achievement-card').count()).toBe(achievements.items.filter((i) => i.kind === 'honor').length);

    // 创新亮点: the title in the list opens the detail page of the record.
    await page.goto(`${suite.server.url}/ihighlights/list`);
    const title = '基于无人机的高边坡巡视与隐患识别';
    await content(page).locator('.ant-table').getByText(title).click();
    await page.waitForURL(/\/company\/ihighlights\/InnovationDetail\?id=[0-9a-f]{32}$/);
    const detail = content(page).locator('.record-detail-page');
    await detail.getByRole('heading', { name: title }).waitFor();
    await detail.getByText('智慧监理').first().waitFor();
    await expect.poll(() => detail.locator('.detail-gallery img').count()).toBeGreaterThan(1);
    await detail.locator('.detail-related a').first().waitFor();
    await detail.locator('.detail-gallery .ant-image').first().click();
    const viewer = page.locator('.ant-image-preview');
    await viewer.waitFor();
    // The viewer pages through every picture of the gallery.
    await expect.poll(() => page.locator('.ant-image-preview-progress').innerText()).toMatch(/^1 \/ [2-9]$/);
    await keepScreenshot(page, 'personal-02-innovation-gallery');
  });
});
