// The group big screen (集团首页, /company/screen) as admin at 1920×1080 on PostgreSQL (DATABASE_URL) with 100,000
// income contracts and 1,000 projects: time from navigation start until every panel has drawn — the first open after
// the server starts (cold), then the median and the longest of five more — and the panel that drew last with its
// report's time at the server. Prints rows for run-bench's table; `npx tsx bench/screen-bench.ts` runs it alone.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { SESSION_TIME_ZONE } from '../server/src/db/time-zone';
import { launchBrowser, login } from '../tests/e2e/support/browser';
import { ROOT, startServer } from '../tests/e2e/support/server-process';
import { ms, dropSchema } from './measure';
import { SCREEN_CONTRACTS, SCREEN_PROJECTS, seedScreenVolume } from './screen-seed';
import { openScreen, screenPanels, type ScreenLoad, type ScreenPanel } from './screen-load';

type Rows = { measure: string; value: string; note: string }[];

export const SCREEN_TARGET_MS = 1500;
const WARM_LOADS = 5;
const LABEL = `集团首页大屏全部面板绘出（PostgreSQL，${SCREEN_CONTRACTS / 10_000} 万合同 / ${SCREEN_PROJECTS.toLocaleString('en')} 项目，admin，1920×1080）`;

async function withClient<T>(url: string, schema: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  // The platform's time zone, as the server's sessions have it: "today" and "this year" are the same day for both.
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema} -c TimeZone=${SESSION_TIME_ZONE}` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Rows of the tables the volume went into, for the note (what was measured, not what was asked for). */
async function volume(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ n: number; t: string }>(`SELECT 'income' AS t, count(*)::int AS n FROM biz_contract_income
    UNION ALL SELECT 'invoice', count(*)::int FROM biz_contract_invoice UNION ALL SELECT 'receipt', count(*)::int FROM biz_flow_receipt
    UNION ALL SELECT 'project', count(*)::int FROM project_info`);
  const n = Object.fromEntries(rows.map((r) => [r.t, r.n.toLocaleString('en')]));
  return `合同 ${n.income}、发票 ${n.invoice}、到款认领 ${n.receipt}、项目 ${n.project} 行`;
}

/** A request of the screen again, alone (median of three), to set beside its time among the screen's requests. */
async function aloneMs(url: string, token: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await fetch(url, { headers: { 'x-access-token': token } }).then((r) => r.json());
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[1];
}

/** The panel that drew last in a load, and each report's slowest request in it (slowest first). */
function slowest(load: ScreenLoad, panels: ScreenPanel[]) {
  const last = load.drawnAt.indexOf(Math.max(...load.drawnAt));
  const byReport = new Map<string, number>();
  for (const r of load.requests) byReport.set(r.report, Math.max(byReport.get(r.report) ?? 0, r.serverMs));
  return { panel: panels[last], at: load.drawnAt[last], reports: [...byReport].sort((a, b) => b[1] - a[1]) };
}

/** One cold open after login, then `WARM_LOADS` more, as admin on the wall display at 1920×1080. */
async function openAll(base: string) {
  const panels = screenPanels(ROOT);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
    // Room for every request's timing (the default keeps 250; the app's chunks alone come near that).
    await context.addInitScript(() => performance.setResourceTimingBufferSize(5000));
    const page = await context.newPage();
    // Logged in on a light page, so the first open below is the screen's first since the server started (cold); then
    // the wall display (amapIndex = 1), the view sized for 1920×1080.
    await login(page, base, 'admin', 'Admin@2026', '/news/notice');
    await page.evaluate(() => localStorage.setItem('amapIndex', '1'));
    const cold = await openScreen(page, base, panels);
    const warm: ScreenLoad[] = [];
    for (let i = 0; i < WARM_LOADS; i++) warm.push(await openScreen(page, base, panels));
    const token = await page.evaluate(() => {
      const raw = localStorage.getItem('Access-Token');
      return raw ? (JSON.parse(raw) as { value: string }).value : '';
    });
    if (process.env.BENCH_SCREEN_LOADS) {
      for (const l of [cold, ...warm]) {
        console.log(`  ${ms(l.total)}  first report ${ms(l.firstReportAt)}  last data ${ms(l.lastDataAt)}  ${l.requests.length} getData  `
          + slowest(l, panels).reports.slice(0, 3).map(([r, t]) => `${r} ${ms(t)}`).join(', '));
      }
    }
    const sorted = [...warm].sort((a, b) => a.total - b.total);
    return { panels, cold, warm, median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1], token };
  } finally {
    await browser.close();
  }
}

/** The machine's load while measuring: the figures are wall-clock times of a browser, a server and PostgreSQL sharing it. */
const machineLoad = () => `机器负载 ${os.loadavg()[0].toFixed(1)}（${os.cpus().length} 核）`;

async function measure(base: string, rows: Rows, seeded: string, control: { ms: number; load: string } | undefined): Promise<void> {
  const before = machineLoad();
  const { panels, cold, warm, median, max, token } = await openAll(base);
  const problems = [...new Set([cold, ...warm].flatMap((l) => l.problems))];
  const s = slowest(median, panels);
  const request = median.requests.filter((r) => r.report === s.panel.report).sort((a, b) => b.serverMs - a.serverMs)[0];
  const alone = request ? await aloneMs(request.url, token) : NaN;
  const verdict = median.total <= SCREEN_TARGET_MS ? '达标' : '未达标';
  rows.push({
    measure: LABEL, value: `${ms(median.total)} / ${ms(max.total)}`,
    note: `中位 / 最大，连续打开 ${WARM_LOADS} 次；目标 ≤ 1.5 s，${verdict}；${seeded}；${before}${problems.length ? `；出错或无数据的面板：${problems.join('、')}` : ''}`,
  });
  rows.push({ measure: '集团首页大屏，冷（服务启动后首次打开）', value: ms(cold.total), note: `同上数据；最后绘出 ${slowest(cold, panels).panel.title}` });
  rows.push({
    measure: '集团首页大屏：耗时分解（中位那次）',
    value: `${ms(median.firstReportAt)} + ${ms(median.lastDataAt - median.firstReportAt)} + ${ms(median.total - median.lastDataAt)}`,
    note: '导航到首个报表请求（应用启动、菜单、大屏模式）+ 报表请求到最后一个返回 + 之后到全部绘出（图表库、绘图）',
  });
  rows.push({
    measure: '集团首页大屏：最后绘出的面板（中位那次）', value: `${s.panel.title} ${ms(s.at)}`,
    note: `其报表 ${s.panel.report} getData 服务端 ${ms(s.reports.find(([r]) => r === s.panel.report)?.[1] ?? NaN)}（与其余请求并发），单独 ${ms(alone)}；`
      + `服务端最慢的报表：${s.reports.slice(0, 3).map(([r, t]) => `${r} ${ms(t)}`).join('，')}`,
  });
  if (control !== undefined) {
    rows.push({
      measure: '对照：同一大屏仅演示数据（同一 PostgreSQL）', value: ms(control.ms),
      note: `中位，连续打开 ${WARM_LOADS} 次，数分钟前测；${control.load}；负载相近时与上面之差即数据量的代价`,
    });
  }
}

export async function screenBench(rows: Rows): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    rows.push({ measure: LABEL, value: '未测', note: '设置 DATABASE_URL 后运行' });
    return;
  }
  const schema = `bench_screen_${Date.now()}`;
  const env = { DATABASE_URL: url, DATABASE_SCHEMA: schema, RATE_LIMIT: 'off' };
  try {
    // The server seeds the demo itself (organisation, module rows, the approvals it runs through its engine) and is
    // measured on it as a control; the volume goes in after, and the server measured starts on it as after a restart.
    const demo = await startServer(env);
    let control: { ms: number; load: string } | undefined;
    try {
      const load = machineLoad();
      control = { ms: (await openAll(demo.url)).median.total, load };
    } finally {
      await demo.stop();
    }
    const seeded = await withClient(url, schema, async (client) => {
      await seedScreenVolume((sql) => client.query(sql));
      return volume(client);
    });
    const server = await startServer(env);
    try {
      await measure(server.url, rows, seeded, control);
    } finally {
      await server.stop();
    }
  } finally {
    await dropSchema(url, schema);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows: Rows = [];
  const t0 = Date.now();
  screenBench(rows).then(() => {
    console.log(`\n集团首页大屏（${os.cpus().length} 核，Node ${process.version}，${new Date().toISOString().slice(0, 16)}，用时 ${((Date.now() - t0) / 1000).toFixed(0)} s）\n`);
    for (const r of rows) console.log(`${r.measure}\n  ${r.value}\n  ${r.note}`);
  }).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
