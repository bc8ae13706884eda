// One open of the group big screen in Chromium, timed from navigation start until every panel has drawn, with each
// panel's draw time and each report request's time at the server (so a slow load names its slow query).
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { reportId } from '../server/src/reports/report-routes';

/** A panel of the screen's schema: its title, the report it reads and its kind (which decides what "drawn" means). */
export interface ScreenPanel { title: string; report: string; type: string }

/** What one open measured: milliseconds from navigation start, per panel and per getData request. */
export interface ScreenLoad {
  total: number;
  /** When each panel (schema order) had drawn. */
  drawnAt: number[];
  /** getData requests of the load: report code, time to first byte (the server's work) and whole request. */
  requests: { report: string; url: string; serverMs: number; totalMs: number }[];
  /** When the first report request (columns or data) left, and when the last data answer was in. */
  firstReportAt: number;
  lastDataAt: number;
  /** Panels that drew an error or 暂无数据 instead of figures. */
  problems: string[];
}

export function screenPanels(root: string): ScreenPanel[] {
  const file = path.join(root, 'schemas/modules/dashboard/group-screen.json');
  const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as { panels: { title: string; report?: string; type: string }[] };
  return schema.panels.map((p) => ({ title: p.title, report: p.report ?? '', type: p.type }));
}

/**
 * The browser-side check, polled every animation frame: a panel has drawn when its card is there, its loading skeleton
 * gone and its content present — a chart's canvas once ECharts holds it (`data-chart-ready`, the rule of
 * tests/e2e/big-screen.e2e.test.ts), a figure, a ring, the scrolling rows, the ranking's places — or it shows an error
 * or 暂无数据 (drawn, but reported). Returns the time from navigation start when all have, recording each panel's.
 */
function everyPanelDrawn(types: string[]): number | false {
  const w = window as unknown as { __panelDrawn?: number[] };
  const drawn = (w.__panelDrawn ??= []);
  const cells = document.querySelectorAll('.dashboard-grid .dashboard-cell');
  if (cells.length !== types.length) return false;
  const content: Record<string, string> = {
    chart: '.dashboard-chart[data-chart-ready="true"] canvas',
    stat: '.ant-statistic-content',
    progress: '.ant-progress',
    table: '.dashboard-scroll-row, .ant-table-row',
    ranking: '.dashboard-ranking-list li',
  };
  const now = performance.now();
  cells.forEach((cell, i) => {
    if (drawn[i] !== undefined) return;
    const panel = cell.querySelector('.dashboard-panel');
    if (!panel || panel.querySelector('.ant-skeleton')) return;
    const shown = panel.querySelector('.ant-empty, .ant-alert-error') || panel.querySelector(content[types[i]] ?? '*');
    if (shown) drawn[i] = now;
  });
  return types.every((_, i) => drawn[i] !== undefined) ? now : false;
}

/** Opens the screen (the session and the wall-display choice already in the page's storage) and times it. */
export async function openScreen(page: Page, base: string, panels: ScreenPanel[]): Promise<ScreenLoad> {
  const codes = new Map(panels.map((p) => [reportId(p.report), p.report]));
  const reports = new Set(panels.map((p) => p.report));
  const requests: ScreenLoad['requests'] = [];
  const onFinished = (request: Request) => {
    const m = /\/getData\/(\w+)/.exec(request.url());
    // A dashboard asks by the report's code; other clients by its configId.
    const report = m ? (codes.get(m[1]) ?? (reports.has(m[1]) ? m[1] : undefined)) : undefined;
    if (!report) return;
    const t = request.timing();
    requests.push({ report, url: request.url(), serverMs: t.responseStart - t.requestStart, totalMs: t.responseEnd - t.requestStart });
  };
  page.on('requestfinished', onFinished);
  try {
    await page.goto(`${base}/company/screen`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(everyPanelDrawn, panels.map((p) => p.type), { polling: 'raf', timeout: 120_000 });
    const total = (await handle.jsonValue()) as number;
    const drawnAt = await page.evaluate(() => (window as unknown as { __panelDrawn: number[] }).__panelDrawn);
    const problems = await page.$$eval('.dashboard-cell', (cells) => cells
      .filter((c) => c.querySelector('.ant-empty, .ant-alert-error'))
      .map((c) => c.querySelector('.ant-card-head-title')?.textContent ?? '?'));
    // Requests still finishing (the same report for a second panel) are waited for, so the next open starts quiet.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    // The page's own resource timings: the same clock as the draw times (a request's wall-clock start is not).
    const phases = await page.evaluate(() => {
      const reports = performance.getEntriesByType('resource').filter((e) => /\/cgreport\/api\/(getRpColumns|getData)\//.test(e.name));
      return {
        firstReportAt: Math.min(...reports.map((e) => e.startTime)),
        lastDataAt: Math.max(...reports.filter((e) => e.name.includes('/getData/')).map((e) => (e as PerformanceResourceTiming).responseEnd)),
      };
    });
    return { total, drawnAt, requests, problems, ...phases };
  } finally {
    page.off('requestfinished', onFinished);
  }
}
