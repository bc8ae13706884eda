// The gzipped JavaScript each screen loads, as a user meets them: the login page, then what each home adds after
// login (group big screen, company home, project home), then what opening a module page adds by in-app navigation
// (the app is already loaded; a full reload would count the whole app again).
// `npx tsx bench/page-weight.ts` prints them alone (needs a built dist/ and a server's data; see `pageWeightsOnly`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, submitLogin } from '../tests/e2e/support/browser';
import { ROOT, startServer } from '../tests/e2e/support/server-process';

type Row = { measure: string; value: string; note: string };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * Chunks of the chart library, by the names the build gives them: ECharts' core (`echart`), each series kind's part
 * (`src/widgets/dashboard-page/echarts-parts/`), their shared helpers and the China map's GeoJSON. They load only
 * with a chart panel, so each home's figure is also given without them.
 */
const CHART_CHUNK = /\/assets\/(echart|china|cartesian|pie|funnel|gauge|radar|map|createDimensions)-[\w-]+\.js$/;

const gzipped = new Map<string, number>();
/** Gzipped bytes of one built file, as the server sends it to a browser that accepts gzip (the build writes the .gz). */
function gzSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
    gzipped.set(file, size);
  }
  return size;
}

/** "其中图表库 …，其余 …": the chart library's share of some scripts and the rest, for a row's note. */
function chartShare(urls: string[]): string {
  const charts = jsWeight(urls.filter((u) => CHART_CHUNK.test(u)));
  const rest = jsWeight(urls.filter((u) => !CHART_CHUNK.test(u)));
  return `其中图表库 ${kb(charts)}（ECharts 及所用图形、地图），其余 ${kb(rest)}`;
}

/** A module list's first row, whichever list widget draws it. */
const LIST_ROW = '.ant-table-row, .vlist-row, [role="row"]';

/** Gzipped bytes of the JavaScript files requested (each file once). */
export function jsWeight(urls: Iterable<string>): number {
  let sum = 0;
  const files: string[] = [];
  for (const u of new Set(urls)) {
    const size = gzSize(path.join(ROOT, 'dist', new URL(u).pathname));
    files.push(`${new URL(u).pathname} ${kb(size)}`);
    sum += size;
  }
  // BENCH_FILES=1 lists what each figure is made of.
  if (process.env.BENCH_FILES) console.log(`  ${files.join('\n  ')}\n  = ${kb(sum)}`);
  return sum;
}

/**
 * Records the scripts a page requests (`take()` hands back those since the last call) and how many requests are in
 * flight: Playwright's `networkidle` is a document's load state, reached once, so it cannot tell when an in-app
 * navigation has finished loading.
 */
function networkLog(page: Page) {
  let scripts: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', (r) => {
    inFlight += 1;
    lastActivity = Date.now();
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const done = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    take: () => {
      const taken = scripts;
      scripts = [];
      return taken;
    },
    /** Until nothing has been in flight for `quietMs` and no dashboard panel shows its loading skeleton. */
    async settled(quietMs = 1000, limitMs = 60_000): Promise<void> {
      const end = Date.now() + limitMs;
      while (Date.now() < end) {
        const skeleton = await page.locator('.dashboard-panel .ant-skeleton').count();
        if (inFlight <= 0 && skeleton === 0 && Date.now() - lastActivity >= quietMs) return;
        await page.waitForTimeout(200);
      }
    },
  };
}

/** Opens a path inside the running app as a menu click does (history push), never reloading the page. */
async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

interface HomeCase { user: string; password: string; label: string; home: string }
const HOMES: HomeCase[] = [
  { user: 'admin', password: 'Admin@2026', label: '集团首页（大屏，admin）', home: '/company/screen' },
  { user: 'lina', password: 'Company@2026', label: '公司首页（lina）', home: '/company/screen' },
  { user: 'liuyang', password: 'Project@2026', label: '项目首页（liuyang）', home: '/project/screen' },
];

/** Login page, each home after login, and a module page opened from the home, in gzipped JavaScript. */
export async function pageWeights(browser: Browser, base: string, rows: Row[]): Promise<void> {
  let loginJs = 0;
  for (const [i, c] of HOMES.entries()) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      const log = networkLog(page);
      await page.goto(`${base}/user/login`);
      await page.getByPlaceholder('请输入用户名').waitFor();
      await log.settled();
      const login = log.take();
      if (i === 0) {
        loginJs = jsWeight(login);
        rows.push({ measure: '登录页 JavaScript（gzip）', value: kb(loginJs), note: '目标 ≤ 250 KB' });
      }
      const t0 = Date.now();
      await submitLogin(page, c.user, c.password);
      await page.waitForURL((u) => u.pathname === c.home, { timeout: 60_000 });
      await page.locator('.home-welcome').waitFor({ timeout: 60_000 });
      const interactive = Date.now() - t0;
      await log.settled();
      const home = log.take();
      rows.push({
        measure: `${c.label}：登录后追加 JavaScript（gzip）`, value: kb(jsWeight(home)),
        note: `目标 ≤ 150 KB；${chartShare(home)}；`
          + `点登录到欢迎语 ${interactive} ms（负载下）`,
      });
      if (i === 0) {
        await navigateInApp(page, '/news/notice');
        await page.locator(LIST_ROW).first().waitFor({ timeout: 60_000 });
        await log.settled();
        rows.push({ measure: '从首页打开模块页（新闻通知）追加 JavaScript（gzip）', value: kb(jsWeight(log.take())), note: '目标 ≤ 60 KB；应用内导航，不重载' });
      }
    } finally {
      await context.close();
    }
  }
  await screenAddedWeight(browser, base, rows);
}

/**
 * What the group big screen adds to an app already running: admin logs in to a module page (新闻通知), then opens
 * 集团首页 from inside the app. This is the screen's own weight (its dashboard grid, ECharts, the series it draws and
 * the China map), the budget's measure, apart from the shell every page shares.
 */
async function screenAddedWeight(browser: Browser, base: string, rows: Row[]): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    const page = await context.newPage();
    const log = networkLog(page);
    await page.goto(`${base}/news/notice`);
    await page.waitForURL(/\/user\/login/);
    await submitLogin(page, 'admin', 'Admin@2026');
    await page.waitForURL((u) => u.pathname === '/news/notice', { timeout: 60_000 });
    await page.locator(LIST_ROW).first().waitFor({ timeout: 60_000 });
    await log.settled();
    log.take();
    await navigateInApp(page, '/company/screen');
    await page.locator('.dashboard-panel').first().waitFor({ timeout: 60_000 });
    await log.settled();
    const screen = log.take();
    rows.push({
      measure: '集团大屏：应用内打开追加 JavaScript（gzip）', value: kb(jsWeight(screen)),
      note: `目标 ≤ 300 KB；${chartShare(screen)}`,
    });
  } finally {
    await context.close();
  }
}

/** The weights alone, on a copy of `DATA_DIR` (a seeded data directory) or on a fresh one (seeding takes minutes). */
async function pageWeightsOnly(): Promise<void> {
  const seeded = process.env.DATA_DIR;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-weight-'));
  if (seeded) fs.cpSync(seeded, dataDir, { recursive: true });
  const rows: Row[] = [];
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT: 'off' });
  const browser = await launchBrowser();
  try {
    await pageWeights(browser, server.url, rows);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const r of rows) console.log(`${r.measure.padEnd(36)}${r.value.padEnd(10)}${r.note}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  pageWeightsOnly().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
