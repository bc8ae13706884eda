// Browser figures in headless Chromium against the real server: the CRUD page and the editable grid from local
// data beside a plain antd Table with the same rows and columns (open, scroll, one-cell edit, longest frame), the
// time to an interactive home after login, and the gzipped JavaScript each screen loads (`page-weight.ts`).
// `npx tsx bench/ui-bench.ts` runs the grid-versus-antd part alone (needs a built dist/).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server-process';
import { ms } from './measure';
import { gridVsAntd } from './grid-bench';
import { pageWeights } from './page-weight';

type Row = { measure: string; value: string; note: string };

/** Milliseconds from navigation start until `[data-ready=true]` appears and the given selector count is reached. */
async function timeToReady(page: Page, url: string, timeoutMs = 120_000): Promise<number> {
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector('[data-ready="true"]', { timeout: timeoutMs });
  return Date.now() - t0;
}

export async function uiBench(rows: Row[]): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-ui-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const cases: [string, string, number][] = [
      ['CRUD 页面（模式渲染）', 'list', 1000], ['antd 普通 Table（对照）', 'antd', 1000],
      ['CRUD 页面（模式渲染）', 'list', 5000], ['CRUD 页面（模式渲染）', 'list', 100000],
    ];
    const results = new Map<string, number>();
    for (const [label, kind, n] of cases) {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) times.push(await timeToReady(page, `${server.url}/bench/${kind}?rows=${n}`));
      times.sort((a, b) => a - b);
      results.set(`${kind}:${n}`, times[1]);
      rows.push({ measure: `${label} ${n} 行 × 20 列，打开`, value: ms(times[1]), note: kind === 'list' ? '导航到滚动至最后一行进入 DOM（虚拟渲染），三次取中位' : '导航到最后一行进入 DOM，三次取中位' });
    }
    const list = results.get('list:1000');
    const antd = results.get('antd:1000');
    if (list && antd) rows.push({ measure: '1,000 行：antd Table ÷ CRUD 页面', value: `${(antd / list).toFixed(1)} 倍`, note: '目标 ≥ 5 倍' });

    await gridVsAntd(browser, server.url, rows);

    // Login → interactive home, and what each screen weighs (each home after login, a module page by in-app navigation).
    await pageWeights(browser, server.url, rows);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The grid-versus-antd figures alone, printed as a table. */
async function gridOnly(): Promise<void> {
  const rows: Row[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-grid-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const browser = await launchBrowser();
  const t0 = Date.now();
  try {
    await gridVsAntd(browser, server.url, rows);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n可编辑表格对照 antd Table（${os.cpus().length} 核，${new Date().toISOString().slice(0, 16)}，用时 ${((Date.now() - t0) / 1000).toFixed(0)} s）\n`);
  for (const r of rows) console.log(`${r.measure}\n  ${r.value}\n  ${r.note}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  gridOnly().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
