import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumSuite } from './support/chromium-suite';
import { keepScreenshot, login, USER_SETTINGS } from './support/browser';
import { dialog as recordDialog, fillDate as fillRecordDate, formItem as recordFormItem, pickOption as pickRecordOption } from './support/record-dialog';

// 合同管理 as its staff work it, in Chromium against the real server: a winning bid becomes an income contract (the
// bid's details carried over), the contract is signed, an invoice is raised against it through the contract picker
// with one line, and 合同分析's 累计开票 grows by the invoice's amount.
const suite = chromiumSuite();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
let page: Page;
let token = '';

async function api(path: string): Promise<Json> {
  const res = await fetch(`${suite.server.url}/devops${path}`, { headers: { 'x-access-token': token } });
  return (await res.json() as { result: Json }).result;
}

const dialog = () => recordDialog(page);
const formItem = (label: string) => recordFormItem(page, label);
const pickOption = (label: string, option: string) => pickRecordOption(page, label, option);
const fillDate = (label: string, value: string) => fillRecordDate(page, label, value);

/** 合同分析's 累计开票 as the dashboard shows it, in 万元. */
async function invoicedOnDashboard(): Promise<number> {
  await open('/contract/analysis');
  const stat = page.locator('.dashboard-panel').filter({ hasText: '累计开票' }).first();
  await stat.locator('.ant-statistic-content-value').waitFor();
  const text = await stat.locator('.ant-statistic-content-value').innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

async function open(path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const CONTRACT_NO = `HT-2026-${String(Date.now() % 9000 + 1000)}`;
const INVOICE_NO = `2633200000${String(Date.now()).slice(-10)}`;

describe('合同管理: from a winning bid to the analysis', () => {
  it('turns an unsigned winning bid into a signed income contract, invoices it, and 合同分析 counts the invoice', async () => {
    const context = suite.track(await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS }));
    page = await context.newPage();
    await login(page, suite.server.url, 'admin', 'Admin@2026', '/contract/analysis');
    token = await page.evaluate(() => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value: string }).value);
    const before = await invoicedOnDashboard();

    // The newest unsigned bid whose client is on file (its credit code becomes the invoice's buyer tax number).
    const bids = (await api('/contract/bid/list?pageSize=50&signState=unsigned&column=noticeDate&order=desc')).records as Json[];
    const bid = bids.find((b) => b.customerId);
    expect(bid, '演示数据中应有未签约且关联客户的中标记录').toBeTruthy();

    await open('/contract/bid');
    const bidPage = page.locator('[data-page-code="contract/bid"]');
    const bidRow = bidPage.locator('.ant-table-row').filter({ hasText: bid.bidName }).first();
    await bidPage.locator('.ant-table-row').first().waitFor();
    await bidPage.getByPlaceholder(/中标项目名称/).fill(bid.bidName);
    await bidPage.getByRole('button', { name: /查\s*询/ }).click();
    await bidRow.getByText('生成合同', { exact: true }).click();
    await expect.poll(() => formItem('合同名称').locator('input').inputValue()).toBe(bid.bidName);
    await expect.poll(() => formItem('委托方').locator('input').inputValue()).toBe(bid.tenderee);
    await formItem('合同编号').locator('input').fill(CONTRACT_NO);
    await fillDate('签订日期', '2026-11-20');
    await pickOption('合同状态', '已签订');
    await keepScreenshot(page, 'contract-story-01-from-bid');
    await dialog().getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect.poll(() => page.getByText(/成功/).first().isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => ((await api(`/contract/bid/queryById?id=${bid.id}`)) as Json).signState, { timeout: 10_000 }).toBe('signed');

    // The invoice: the contract chosen in the picker fills its name and the buyer; one line of 监理服务费.
    await open('/contract/invoice');
    const invoices = page.locator('[data-page-code="contract/invoice"]');
    await invoices.locator('.ant-table-row').first().waitFor();
    await invoices.getByRole('button', { name: /新\s*增/ }).click();
    await dialog().waitFor();
    await formItem('发票号码').locator('input').fill(INVOICE_NO);
    await formItem('合同编号').locator('input').click();
    const picker = page.locator('.ant-modal:visible').last();
    await picker.getByPlaceholder(/合同编号/).fill(CONTRACT_NO);
    await picker.getByRole('button', { name: /查\s*询/ }).click();
    await picker.locator('.ant-table-row').filter({ hasText: CONTRACT_NO }).first().click();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    // 合同名称 is read-only on the invoice: shown as text, filled by the picker.
    await expect.poll(() => formItem('合同名称').innerText(), { timeout: 15_000 }).toContain(bid.bidName);
    await expect.poll(() => formItem('购方名称').locator('input').inputValue()).toBe(bid.tenderee);
    await formItem('开票期次').locator('input').fill('2026年第4季度监理服务费');
    // A special VAT invoice (the default type) carries the buyer's address, phone and bank account.
    await formItem('购方地址、电话').locator('input, textarea').first().fill('石家庄市桥西区自强路 8 号 0311-87654321');
    await formItem('购方开户行及账号').locator('input, textarea').first().fill('中国建设银行石家庄自强路支行 13050161000000001234');
    // One line: 监理服务费 at 100,000.00 including 6 % VAT (the line's name, quantity and rate start at their defaults).
    const lines = dialog().locator('.crud-sub-table[data-sub-table="items"]');
    await lines.getByRole('button', { name: /新\s*增/ }).click();
    const price = lines.locator('.eg-body [role="row"][aria-rowindex="2"] [data-key="unitPrice"]');
    await price.click();
    await page.keyboard.type('100000');
    await page.keyboard.press('Enter');
    await expect.poll(() => lines.locator('.eg-body [role="row"][aria-rowindex="2"] [data-key="taxAmount"]').innerText()).toContain('5660.38');
    await keepScreenshot(page, 'contract-story-02-invoice');
    await dialog().getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect.poll(() => page.getByText('添加成功！').first().isVisible(), { timeout: 20_000 }).toBe(true).catch(async (error: Error) => {
      await keepScreenshot(page, 'contract-story-failed-invoice');
      const shown = await page.locator('.ant-formily-item-error-help, .ant-form-item-explain-error, .ant-message-notice, .ant-alert-message').allInnerTexts();
      throw new Error(`${error.message}: ${shown.join(' | ')}`);
    });

    // The contract now shows the invoice in its 累计开票, and the analysis has grown by 10.00 万元.
    const contract = ((await api(`/contract/income/list?contractNo=${CONTRACT_NO}`)).records as Json[])[0];
    expect(Number(contract.invoicedAmount)).toBe(100000);
    await expect.poll(() => invoicedOnDashboard(), { timeout: 30_000 }).toBeCloseTo(before + 10, 2);
    await keepScreenshot(page, 'contract-story-03-analysis');
  }, 300_000);
});
