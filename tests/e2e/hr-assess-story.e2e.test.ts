import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumSuite } from './support/chromium-suite';
import { keepScreenshot, login, USER_SETTINGS } from './support/browser';
import { dialog as recordDialog, fillDate, formItem as recordFormItem, pickOption as pickRecordOption } from './support/record-dialog';

// 人力资源 and 考核 in Chromium as their users work them: an assessor picks the person to score, the sheet's indicators
// arrive in the ballot, the assessor scores them, and 考核汇总 ranks the person on the new weighted score; an employee
// opening 工资条 sees only their own slips while 人事 sees the company's.
const suite = chromiumSuite();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function apiAs(page: Page, path: string): Promise<Json> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value: string }).value);
  const res = await fetch(`${suite.server.url}/devops${path}`, { headers: { 'x-access-token': token } });
  return (await res.json() as { result: Json }).result;
}

async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const INSTANCE = '2026年度项目负责人（总监）考核';
const PERSON = '高建华';

describe('考核: an assessor scores an issued sheet', () => {
  it('brings the sheet\'s indicators into the ballot, saves the scores, and 考核汇总 ranks the person on them', async () => {
    const context = suite.track(await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS }));
    const page = await context.newPage();
    await login(page, suite.server.url, 'lina', 'Company@2026', '/assess/appraise');
    const dialog = () => recordDialog(page);
    const formItem = (label: string) => recordFormItem(page, label);

    const person = ((await apiAs(page, `/assess/person/list?pageSize=50&personName=${encodeURIComponent(PERSON)}`)).records as Json[])
      .find((p) => p.instanceName === INSTANCE);
    expect(person, `演示数据中应有 ${INSTANCE} 的被考核人 ${PERSON}`).toBeTruthy();

    const appraisals = page.locator('[data-page-code="assess/appraise"]');
    await appraisals.locator('.ant-table-row').first().waitFor();
    await appraisals.getByRole('button', { name: /新\s*增/ }).click();
    await dialog().waitFor();

    // 被考核人 through the picker of persons in rounds under way.
    await formItem('被考核人').locator('input').click();
    const picker = page.locator('.ant-modal:visible').last();
    await picker.getByPlaceholder(/被考核人/).fill(PERSON);
    await picker.getByRole('button', { name: /查\s*询/ }).click();
    await picker.locator('.ant-table-row').filter({ hasText: INSTANCE }).first().click();
    await picker.getByRole('button', { name: /确\s*定/ }).click();

    // The sheet's indicators arrive as the ballot's rows: the assessor only scores them.
    const scores = dialog().locator('.crud-sub-table[data-sub-table="scores"]');
    const rows = scores.locator('.eg-body [role="row"]');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(3);
    const count = await rows.count();
    const names = await scores.locator('.eg-body [data-key="itemName"]').allInnerTexts();
    expect(names.every((n) => n.trim().length > 0), names.join('|')).toBe(true);
    for (let i = 0; i < count; i += 1) {
      const cell = scores.locator(`.eg-body [role="row"][aria-rowindex="${i + 2}"] [data-key="score"]`);
      await cell.click();
      await page.keyboard.type(String(88 + (i % 3) * 2));
      await page.keyboard.press('Enter');
    }
    await expect.poll(async () => Number((await formItem('合计得分').innerText()).replace(/[^\d.]/g, '')), { timeout: 10_000 }).toBeGreaterThan(80);

    await formItem('评价人').locator('.ant-select-selector').click();
    await page.keyboard.type('李娜');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await pickRecordOption(page, '评价关系', '上级');
    await pickRecordOption(page, '总体评价', '优秀');
    await pickRecordOption(page, '状态', '已提交');
    await fillDate(page, '提交时间', '2026-11-27 10:30:00');
    await keepScreenshot(page, 'assess-story-01-ballot');
    await dialog().getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect.poll(() => page.getByText('添加成功！').first().isVisible(), { timeout: 20_000 }).toBe(true).catch(async (error: Error) => {
      await keepScreenshot(page, 'assess-story-failed-ballot');
      const shown = await page.locator('.ant-formily-item-error-help, .ant-form-item-explain-error, .ant-message-notice, .ant-alert-message').allInnerTexts();
      throw new Error(`${error.message}: ${shown.join(' | ')}`);
    });

    // The person's figures follow the ballot, and 考核汇总 ranks the round on them.
    const read = async () => (await apiAs(page, `/assess/person/queryById?id=${person.id}`)) as Json;
    await expect.poll(async () => (await read()).appraiseCount).toBe(Number(person.appraiseCount ?? 0) + 1);
    const after = await read();
    expect(after.supCount).toBe(Number(person.supCount ?? 0) + 1);
    await open(page, '/assess/ranking');
    const ranking = page.locator('[data-page-code="assess/ranking"]');
    await ranking.locator('.ant-table-row').first().waitFor({ timeout: 20_000 });
    await ranking.getByPlaceholder(/考核实例/).first().fill(INSTANCE);
    await ranking.getByRole('button', { name: /查\s*询/ }).first().click();
    const report = ranking.locator('.ant-table-row').filter({ hasText: INSTANCE });
    await expect.poll(async () => (await ranking.locator('.ant-table-row').allInnerTexts()).every((r) => r.includes(INSTANCE)), { timeout: 15_000 }).toBe(true);
    const row = report.filter({ hasText: PERSON }).first();
    await keepScreenshot(page, 'assess-story-02-ranking');
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain(String(after.weightedScore));
    const ranked = (await apiAs(page, `/assess/person/list?pageSize=50&instanceId=${person.instanceId}`)).records as Json[];
    const expectedRank = 1 + ranked.filter((p) => Number(p.weightedScore ?? 0) > Number(after.weightedScore)).length;
    expect(await row.innerText()).toMatch(new RegExp(`(^|\\s)${expectedRank}(\\s|$)`));
    await keepScreenshot(page, 'assess-story-02-ranking');
  }, 300_000);
});

describe('工资条: each employee sees their own', () => {
  it('shows 王鹏 only his slips and 人事 every slip of the company', async () => {
    const context = suite.track(await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS }));
    const page = await context.newPage();
    await login(page, suite.server.url, 'wangpeng', 'Company@2026', '/hr/wage-slip');
    const slips = page.locator('[data-page-code="hr/wageSlip"]');
    await slips.locator('.ant-table-row').first().waitFor({ timeout: 20_000 }).catch(async (error: Error) => {
      await keepScreenshot(page, 'wage-slip-failed-own');
      throw error;
    });
    const names = await slips.locator('.ant-table-row').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((r) => r.includes('王鹏')), names.join('\n')).toBe(true);
    // No button for the others' slips either: 王鹏 can add none.
    expect(await slips.getByRole('button', { name: /新\s*增/ }).count()).toBe(0);
    await keepScreenshot(page, 'wage-slip-01-own');

    const hr = suite.track(await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS }));
    const hrPage = await hr.newPage();
    await login(hrPage, suite.server.url, 'zhengxiao', 'Company@2026', '/hr/wage-slip');
    const all = hrPage.locator('[data-page-code="hr/wageSlip"] .ant-table-row');
    await all.first().waitFor({ timeout: 20_000 });
    const texts = await all.allInnerTexts();
    expect(texts.some((r) => r.includes('冯涛'))).toBe(true);
    expect(texts.some((r) => r.includes('王鹏'))).toBe(true);
  }, 120_000);
});
