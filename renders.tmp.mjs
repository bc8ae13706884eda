// Counts React commits and their time per page opened in-app, as lina.
import { chromium } from 'playwright-core';
const url = process.argv[2]; const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', reducedMotion: 'reduce' });
await ctx.addInitScript(() => {
  const w = window; w.__commits = [];
  let last = performance.now();
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber: true, renderers: new Map(), inject() { return 1; }, onScheduleFiberRoot() {}, onCommitFiberRoot(_id, root) { w.__commits.push({ t: performance.now(), d: root.current?.actualDuration ?? 0 }); }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} };
});
const page = await ctx.newPage();
await page.goto(url + '/');
await page.waitForURL(/login/);
await page.getByPlaceholder('请输入用户名').fill(process.env.U ?? 'lina');
await page.getByPlaceholder('请输入密码').fill(process.env.P ?? 'Company@2026');
await page.getByPlaceholder('请输入密码').press('Enter');
await Promise.race([page.waitForURL((u) => !u.pathname.startsWith('/user/login')), page.locator('.depart-modal .ant-modal').waitFor().then(() => page.locator('.depart-modal .ant-modal').getByRole('button', { name: /确\s*认/ }).click())]);
await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
await page.waitForTimeout(3000);
const cdp = await ctx.newCDPSession(page);
await cdp.send('Performance.enable');
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
for (const p of paths) {
  await page.evaluate(() => { window.__commits = []; });
  const m0 = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const t0 = Date.now();
  await page.evaluate((to) => { history.pushState({}, '', to); dispatchEvent(new PopStateEvent('popstate')); }, p);
  await page.waitForSelector('.ant-table-row, .ant-empty', { timeout: 20000 }).catch(() => {});
  await page.waitForTimeout(1500);
  const m1 = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const commits = await page.evaluate(() => window.__commits.length); const times = await page.evaluate(() => window.__commits.map((c) => Math.round(c.t - window.__commits[0].t)).join(','));
  const d = (k) => (m1[k] - m0[k]);
  console.log(p.padEnd(32), 'commits', String(commits).padStart(3), 'script', d('ScriptDuration').toFixed(2), 'layout', d('LayoutDuration').toFixed(2), 'layouts', d('LayoutCount'), 'style', d('RecalcStyleDuration').toFixed(2), 'styles', d('RecalcStyleCount'), 'task', d('TaskDuration').toFixed(2), times);
}
const { profile } = await cdp.send('Profiler.stop'); (await import('node:fs')).writeFileSync('/tmp/prof/renderer.cpuprofile', JSON.stringify(profile));
await browser.close();
