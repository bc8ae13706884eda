import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, USER_SETTINGS } from './support/browser';
import { chromiumSuite } from './support/chromium-suite';
import type { BenchProbe } from '../../src/bench/scroll-probe';

// The editable grid in Chromium on the bench page (/bench/grid, 20 columns, no login): Excel keys, paste, undo,
// and scrolling 10,000 and 100,000 rows. Frame times are printed, never asserted.
const suite = chromiumSuite();

async function gridPage(rows: number, toolbar = false): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS });
  suite.track(context);
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/bench/grid?rows=${rows}${toolbar ? '&toolbar=1' : ''}`);
  await page.locator('[data-ready="true"]').waitFor({ timeout: 60_000 });
  return page;
}

/** Row index is 0-based; the header row is aria-rowindex 1. */
const cell = (page: Page, row: number, key: string) => page.locator(`.eg-body [role="row"][aria-rowindex="${row + 2}"] [data-key="${key}"]`);
const active = (page: Page) => page.evaluate(() => {
  const c = document.querySelector('.eg-body .eg-active');
  return c ? { row: Number(c.closest('[role="row"]')!.getAttribute('aria-rowindex')) - 2, key: c.getAttribute('data-key') } : null;
});
const editor = (page: Page) => page.locator('.eg-body .eg-editor');

describe('editable grid in Chromium', () => {
  it('moves with arrows and Tab, edits with Enter, cancels with Esc, undoes and redoes', async () => {
    const page = await gridPage(200, true);
    await cell(page, 0, 'contractNo').click();
    expect(await active(page)).toEqual({ row: 0, key: 'contractNo' });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await active(page)).toEqual({ row: 1, key: 'amount' });
    await page.keyboard.press('Tab');
    expect(await active(page)).toEqual({ row: 1, key: 'signDate' });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    expect(await active(page)).toEqual({ row: 1, key: 'contractNo' });

    // Enter opens the editor on the current value; Enter again commits and moves down, as in Excel.
    await page.keyboard.press('Enter');
    await expect.poll(() => editor(page).inputValue()).toBe('HT-2026-00002');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('HT-E2E-0002');
    await page.keyboard.press('Enter');
    await expect.poll(() => cell(page, 1, 'contractNo').textContent()).toBe('HT-E2E-0002');
    expect(await active(page)).toEqual({ row: 2, key: 'contractNo' });

    // Typing replaces the value; Esc throws the typing away.
    await page.keyboard.type('void');
    await expect.poll(() => editor(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await editor(page).count()).toBe(0);
    expect(await cell(page, 2, 'contractNo').textContent()).toBe('HT-2026-00003');

    // A number typed into 金额 and committed with Tab lands there and moves right.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('500');
    await page.keyboard.press('Tab');
    await expect.poll(() => cell(page, 2, 'amount').textContent()).toBe('500');
    expect(await active(page)).toEqual({ row: 2, key: 'signDate' });

    await page.keyboard.press('Control+Z');
    await expect.poll(() => cell(page, 2, 'amount').textContent()).toBe('115838');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => cell(page, 1, 'contractNo').textContent()).toBe('HT-2026-00002');
    await page.keyboard.press('Control+Y');
    await expect.poll(() => cell(page, 1, 'contractNo').textContent()).toBe('HT-E2E-0002');
    await page.getByRole('button', { name: /重\s*做/ }).click();
    await expect.poll(() => cell(page, 2, 'amount').textContent()).toBe('500');
    expect(await page.getByRole('button', { name: /重\s*做/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /撤\s*销/ }).click();
    await expect.poll(() => cell(page, 2, 'amount').textContent()).toBe('115838');
  });

  it('pastes a block copied from Excel, coercing each cell to its column and flagging a bad amount', async () => {
    const page = await gridPage(200, true);
    await cell(page, 3, 'contractNo').click();
    // 合同编号, 金额, 签订日期, 负责人, 合同类型 — what Excel puts on the clipboard: tabs, CRLF, a trailing newline.
    const block = [
      'HT-P-0001\t1,200.5\t2026-3-5\tu2\t支出合同',
      'HT-P-0002\t一千\t2026/13/40\tu3\t其他合同',
      'HT-P-0003\t88.888\t2026-12-01\tu4\t收入合同',
    ].join('\r\n') + '\r\n';
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      (document.activeElement ?? document.body).dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, block);
    await expect.poll(() => cell(page, 3, 'contractNo').textContent()).toBe('HT-P-0001');
    const texts = async (row: number) => Promise.all(['contractNo', 'amount', 'signDate', 'manager', 'contractType'].map((k) => cell(page, row, k).locator('.eg-text').first().textContent()));
    expect(await texts(3)).toEqual(['HT-P-0001', '1200.5', '2026-03-05', 'u2', '支出合同']);
    expect(await texts(4)).toEqual(['HT-P-0002', '', '', 'u3', '其他合同']);
    expect(await texts(5)).toEqual(['HT-P-0003', '88.888', '2026-12-01', 'u4', '收入合同']);
    await expect.poll(() => cell(page, 5, 'amount').locator('.eg-error-tip').textContent()).toBe('金额最多两位小数');
    expect(await cell(page, 5, 'amount').getAttribute('class')).toContain('eg-invalid');
    expect(await cell(page, 3, 'amount').locator('.eg-error-tip').count()).toBe(0);
    await keepScreenshot(page, 'editable-grid-paste');

    // The paste is one undo step.
    await page.keyboard.press('Control+Z');
    await expect.poll(() => texts(3)).toEqual(['HT-2026-00004', '123757', '2026-04-04', 'u4', '收入合同']);
    expect(await cell(page, 5, 'amount').locator('.eg-error-tip').count()).toBe(0);
  });

  it('scrolls 10,000 rows to the last one, keeping only a window of rows in the DOM', async () => {
    const page = await gridPage(10_000);
    const scroller = page.locator('.eg-scroll');
    await scroller.hover();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await scroller.evaluate((el) => { el.scrollTop = el.scrollHeight; });
    const last = page.locator('.eg-body [role="row"][aria-rowindex="10001"]');
    await last.waitFor();
    expect(await last.locator('[data-key="contractNo"]').textContent()).toBe('HT-2026-10000');
    const [box, view] = await Promise.all([last.boundingBox(), scroller.boundingBox()]);
    expect(box!.y + box!.height).toBeLessThanOrEqual(view!.y + view!.height);
    expect(box!.y).toBeGreaterThan(view!.y);
    expect(await page.locator('.eg-body [role="row"]').count()).toBeLessThan(60);
  });

  it('scrolls through 100,000 rows to the last one, printing the longest frame', async () => {
    const page = await gridPage(100_000);
    const frames = await page.evaluate(() => (window as unknown as { benchProbe: BenchProbe }).benchProbe.scrollFrames('.eg-scroll', { jumps: 60, wheelSteps: 60 }));
    const bottom = await page.evaluate(() => (window as unknown as { benchProbe: BenchProbe }).benchProbe.scrollToBottom('.eg-scroll', '.eg-body [role="row"][aria-rowindex="100001"]'));
    console.log(`[可编辑表格 100,000 行 × 20 列] 滚动 ${frames.frames} 帧：最长帧 ${frames.longest.toFixed(1)} ms，p95 ${frames.p95.toFixed(1)} ms；滚到底 ${bottom.toFixed(1)} ms`);
    expect(frames.atEnd).toBe(true);
    const last = page.locator('.eg-body [role="row"][aria-rowindex="100001"]');
    expect(await last.locator('[data-key="contractNo"]').textContent()).toBe('HT-2026-100000');
    expect(await last.isVisible()).toBe(true);
    expect(await page.locator('.eg-body [role="row"]').count()).toBeLessThan(60);
    await keepScreenshot(page, 'editable-grid-100000-bottom');
  });
});
