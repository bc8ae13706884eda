// The editable grid beside antd's plain Table with the same rows and 20 columns (`/bench/grid` and
// `/bench/antd?data=grid`): first full render, scrolling to the bottom, one cell edit, the longest scroll frame.
// antd renders every row, so its larger sizes are capped and reported as 超时 rather than waited for.
import type { Browser, Page } from 'playwright-core';
import type { BenchProbe, ScrollFrames } from '../src/bench/scroll-probe';
import { ms } from './measure';

type Row = { measure: string; value: string; note: string };
type Edit = { sync: number; painted: number };
interface Figures { open: number; bottom: number; edit: Edit; plainEdit?: Edit; frames: ScrollFrames }
type Outcome = Figures | { failed: string };

const SIZES = [1000, 10_000, 100_000];
/** How long antd may take to open each size before it is reported as 超时. */
const ANTD_CAP_MS: Record<number, number> = { 1000: 60_000, 10_000: 60_000, 100_000: 30_000 };
const GRID_CAP_MS = 60_000;

class Timeout extends Error {}

function within<T>(promise: Promise<T>, limit: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`超时 >${Math.round(limit / 1000)}s`)), limit);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

const probe = (page: Page) => ({
  scrollFrames: (selector: string) => page.evaluate((s) => (window as unknown as { benchProbe: BenchProbe }).benchProbe.scrollFrames(s), selector),
  scrollToBottom: (selector: string, last: string) =>
    page.evaluate(([s, l]) => (window as unknown as { benchProbe: BenchProbe }).benchProbe.scrollToBottom(s, l), [selector, last] as const),
});

/** Milliseconds from navigation until the page marks itself ready (every row in the DOM for antd). */
async function open(page: Page, url: string, limit: number): Promise<number> {
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector('[data-ready="true"]', { timeout: limit });
  return Date.now() - t0;
}

/** Grid: commit of a value typed into a cell of the first row (Enter in the editor) until the cell shows it. */
async function gridEdit(page: Page, key: string, text: string): Promise<Edit> {
  await page.locator('.eg-scroll').evaluate((el) => { el.scrollTop = 0; });
  await page.locator(`.eg-body [role="row"][aria-rowindex="2"] [data-key="${key}"]`).click();
  await page.keyboard.type(text);
  await page.locator('.eg-body .eg-editor').waitFor();
  return page.evaluate((expected) => {
    const input = document.querySelector<HTMLInputElement>('.eg-body .eg-editor')!;
    const cell = input.closest('[role="gridcell"]')!;
    return (window as unknown as { benchProbe: BenchProbe }).benchProbe.timeEdit(
      () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })),
      () => cell.textContent === expected,
    );
  }, text);
}

/** antd: one keystroke in the controlled 合同编号 input of the first row until the rows state has rendered it. */
function antdEdit(page: Page): Promise<Edit> {
  return page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('input[aria-label="合同编号第1行"]')!;
    const root = document.querySelector<HTMLElement>('[data-first-contract-no]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    return (window as unknown as { benchProbe: BenchProbe }).benchProbe.timeEdit(
      () => {
        setValue.call(input, 'x1');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      },
      () => root.dataset.firstContractNo === 'x1',
    );
  });
}

async function measure(browser: Browser, base: string, kind: 'grid' | 'antd', n: number): Promise<Outcome> {
  const grid = kind === 'grid';
  const url = `${base}/bench/${grid ? 'grid' : 'antd'}?rows=${n}${grid ? '' : '&data=grid'}`;
  const limit = grid ? GRID_CAP_MS : ANTD_CAP_MS[n];
  const runs = grid || n <= 1000 ? 3 : 1;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const opens: number[] = [];
    for (let i = 0; i < runs; i++) opens.push(await open(page, url, limit));
    opens.sort((a, b) => a - b);
    const scroller = grid ? '.eg-scroll' : '.ant-table-body';
    const last = grid ? `.eg-body [role="row"][aria-rowindex="${n + 1}"]` : `.ant-table-row[data-row-key="1800${100000 + n - 1}"]`;
    const bottom = await within(probe(page).scrollToBottom(scroller, last), limit);
    const frames = await within(probe(page).scrollFrames(scroller), limit * 2);
    const edit = await within(grid ? gridEdit(page, 'contractNo', 'x1') : antdEdit(page), limit);
    // 合同编号 is unique-in-column, so its commit checks the whole column; 预算 has no rule: the cell alone repaints.
    const plainEdit = grid ? await within(gridEdit(page, 'm1', '71'), limit) : undefined;
    return { open: opens[Math.floor(opens.length / 2)], bottom, edit, plainEdit, frames };
  } catch (error) {
    if (error instanceof Timeout || (error as Error).name === 'TimeoutError') return { failed: `超时 >${Math.round(limit / 1000)}s` };
    return { failed: `失败：${(error as Error).message.split('\n')[0]}` };
  } finally {
    // A page stuck rendering 100,000 antd rows may not answer a polite close.
    await within(context.close(), 10_000).catch(() => undefined);
  }
}

/** The editable grid's figures alone at one size (for profiling one change without the antd runs). */
export const gridFigures = (browser: Browser, base: string, n: number): Promise<Outcome> => measure(browser, base, 'grid', n);

const fmt = (o: Outcome, pick: (f: Figures) => string) => ('failed' in o ? o.failed : pick(o));
function ratio(grid: Outcome, antd: Outcome, pick: (f: Figures) => number): string {
  if ('failed' in grid || 'failed' in antd) return '';
  return `antd ÷ 表格 ${(pick(antd) / Math.max(pick(grid), 0.1)).toFixed(1)} 倍；`;
}

/** Runs both pages at 1,000 / 10,000 / 100,000 rows and adds four rows of figures per size. */
export async function gridVsAntd(browser: Browser, base: string, rows: Row[]): Promise<void> {
  for (const n of SIZES) {
    const grid = await measure(browser, base, 'grid', n);
    const antd = await measure(browser, base, 'antd', n);
    const size = `${n.toLocaleString('en-US')} 行 × 20 列`;
    const both = (pick: (f: Figures) => string) => `表格 ${fmt(grid, pick)} ｜ antd ${fmt(antd, pick)}`;
    rows.push({
      measure: `${size}：首次完整渲染`, value: both((f) => ms(f.open)),
      note: `${ratio(grid, antd, (f) => f.open)}导航到页面就绪（antd 为全部行进入 DOM），${n > 1000 ? '表格三次取中位，antd 一次' : '三次取中位'}`,
    });
    rows.push({
      measure: `${size}：滚到底`, value: both((f) => ms(f.bottom)),
      note: `${ratio(grid, antd, (f) => f.bottom)}设 scrollTop 到最后一行进入 DOM 并绘制一帧`,
    });
    rows.push({
      measure: `${size}：改一个单元格（合同编号）`, value: both((f) => `${ms(f.edit.sync)}（到帧 ${ms(f.edit.painted)}）`),
      note: `${ratio(grid, antd, (f) => f.edit.sync)}表格：编辑器中 Enter 提交，含整列唯一校验；antd：受控 Input 一次输入（rows 状态重渲染）`
        + ('failed' in grid || !grid.plainEdit ? '' : `；表格无校验列（预算）${ms(grid.plainEdit.sync)}（到帧 ${ms(grid.plainEdit.painted)}）`),
    });
    rows.push({
      measure: `${size}：滚动最长帧`, value: both((f) => ms(f.frames.longest)),
      note: 'requestAnimationFrame 间隔：60 次跳跃滚动 + 60 次滚轮步长'
        + ('failed' in grid ? '' : `；表格 p95 ${ms(grid.frames.p95)}，跳跃 ${ms(grid.frames.longestJump)}，滚轮 ${ms(grid.frames.longestWheel)}`),
    });
  }
}
