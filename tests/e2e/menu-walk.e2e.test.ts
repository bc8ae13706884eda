import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumSuite } from './support/chromium-suite';
import { keepScreenshot, login, USER_SETTINGS } from './support/browser';

// Every menu leaf opened as a user of each level would open it: a company user, a project user (the project view's whole
// menu), then admin for every company page and add form the company user did not have. Each page shows real content (a list with rows or a dashboard or report with data, or the form), its
// add form opens with its fields where the user may add, and nothing fails on the way: no page error, no console
// error, no API request answered with an error.
const suite = chromiumSuite();

interface Leaf { path: string; title: string; component: string }
interface RouteItem { path: string; component?: string; hidden?: boolean; meta?: { title?: string }; children?: RouteItem[] }

const PASSWORDS: Record<string, string> = { admin: 'Admin@2026', zhangwei: 'Group@2026', lina: 'Company@2026', liuyang: 'Project@2026' };

async function api(token: string | null, path: string, init: RequestInit = {}) {
  const res = await fetch(`${suite.server.url}/devops${path}`, { ...init, headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) } });
  return res.json() as Promise<{ success: boolean; result: { token?: string; menu?: RouteItem[] } }>;
}

/** The leaves of a user's menu in a view, as the server gives it (the browser builds its routes from the same answer). */
async function leaves(username: string): Promise<Leaf[]> {
  const token = (await api(null, '/sys/login', { method: 'POST', body: JSON.stringify({ username, password: PASSWORDS[username] }) })).result.token!;
  const menu = (await api(token, '/sys/permission/getUserPermissionByToken')).result.menu ?? [];
  const out: Leaf[] = [];
  const walk = (items: RouteItem[]) => items.forEach((item) => {
    if (item.children?.length) walk(item.children);
    else if (!item.hidden && item.component && item.component !== 'layouts/RouteView') out.push({ path: item.path, title: item.meta?.title ?? item.path, component: item.component });
  });
  walk(menu);
  return out;
}

/** Problems a page may cause: page errors, console errors, API answers with an error status. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`页面错误：${String(e)}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/favicon|ResizeObserver/.test(m.text())) problems.push(`控制台错误：${m.text().slice(0, 300)}`);
  });
  page.on('response', (r) => {
    if (r.url().includes('/devops/') && r.status() >= 400) problems.push(`请求失败 ${r.status()}：${new URL(r.url()).pathname}`);
  });
  page.on('requestfailed', (r) => {
    if (!/\.(png|jpg|svg)$/.test(r.url())) problems.push(`请求中断：${r.url()}`);
  });
  return problems;
}

/** In-app navigation, as a menu click does it (no reload): the router follows the history. */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const CONTENT = [
  '.crud-page .ant-table-row', '.tree-crud-page .ant-table-row', '.tree-crud-page .ant-tree-treenode', '.form-page .ant-formily-item',
  '.report-page .ant-table-row', '.dashboard-page .dashboard-panel', '.home-screen', '.flow-instances-page .ant-table-row',
  '.flow-definitions-page .ant-table-row', '.ant-result',
  // The monitoring pages once their figures arrived, the recycle bin, 模式设计器 once its list of schemas arrived,
  '[data-testid="monitor-updated"]', '[data-testid="recycle-bin"]', '[data-testid="schema-studio"][data-loaded]',
  // 注册审核 once its list arrived (no one waiting is a fine answer),
  '[data-testid="register-review"][data-loaded]',
  // 交流论坛 once its posts are listed, 举报处理 once its reports are.
  '.forum-home .forum-list', '.forum-report-content',
].join(', ');

// Pages whose empty list is the good news: 模式检查 lists the schema files' problems, and the demo has none.
const EMPTY_IS_CONTENT = new Set(['sys/schemaCheck']);

const formsOpened = new Set<string>();

// How long each page took, slowest first, for the suite's budget (test-results/menu-walk-times.json).
const pageTimes: { user: string; path: string; ms: number; shownMs: number; form: boolean }[] = [];
afterAll(() => {
  const out = path.resolve(import.meta.dirname, '../../test-results/menu-walk-times.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(pageTimes.sort((a, b) => b.ms - a.ms), null, 1));
});

/** Every page opened so far, by whoever opened it. */
const pagesSeen = new Set<string>();

async function walk(username: string, view: { addForms: boolean; shot: string; part?: [number, number]; skip?: (leaf: Leaf) => boolean }) {
  const all = await leaves(username);
  expect(all.length, `${username} 的菜单`).toBeGreaterThan(0);
  // A share of the menu (every n-th leaf from the i-th), so one user's long walk runs in several browser contexts at once.
  const [index, parts] = view.part ?? [0, 1];
  const list = all.filter((leaf, i) => i % parts === index && !view.skip?.(leaf));
  const context = suite.track(await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS }));
  const page = await context.newPage();
  const problems = watch(page);
  await login(page, suite.server.url, username, PASSWORDS[username]);
  const seen: string[] = [];
  for (const leaf of list) {
    const before = problems.length;
    const started = Date.now();
    let formOpened = false;
    await open(page, leaf.path);
    // This page's own content on screen (a schema page carries its code; the page before may linger a moment while the
    // next one's chunk loads), once it has stopped loading.
    const code = leaf.component.startsWith('schema:') ? leaf.component.slice('schema:'.length) : null;
    const scope = code ? `[data-page-code="${code}"]` : '';
    const content = code && EMPTY_IS_CONTENT.has(code) ? [...CONTENT.split(', '), '.crud-page .ant-empty'].join(', ') : CONTENT;
    const selector = code ? content.split(', ').map((c) => `${scope}${c.replace(/^\.[a-z-]+-page/, '')}, ${scope} ${c}`).join(', ') : content;
    const shown = await page.evaluate(([sel, ms]) => new Promise<boolean>((resolve) => {
      const ready = () => [...document.querySelectorAll<HTMLElement>(sel)].some((el) => el.offsetParent !== null || el.getClientRects().length > 0)
        && !document.querySelector('.ant-spin-spinning');
      // Checked after the page's DOM changed, once a frame at most: polling every frame read the whole layout sixty times
      // a second in each of the walk's pages (a twentieth of the walk's browser time). A slow poll catches the rest.
      let queued = false;
      const check = () => {
        queued = false;
        if (ready()) done(true);
      };
      const observer = new MutationObserver(() => {
        if (!queued) requestAnimationFrame(check);
        queued = true;
      });
      const poll = setInterval(check, 250);
      const timer = setTimeout(() => done(false), ms);
      function done(value: boolean) {
        observer.disconnect();
        clearInterval(poll);
        clearTimeout(timer);
        resolve(value);
      }
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      check();
    }), [selector, 30_000] as const).catch(() => false);
    const shownMs = Date.now() - started;
    const broken = await page.locator('.schema-error-panel, .route-error, .page-error').count();
    if (!shown || broken) await keepScreenshot(page, `menu-walk-failed-${username}-${leaf.path.replace(/\W+/g, '-')}`);
    // Soft: one run names every page that fails, not only the first.
    expect.soft(shown, `${username}: ${leaf.title}（${leaf.path}）应有内容`).toBe(true);
    expect.soft(broken, `${username}: ${leaf.title} 不应显示错误面板`).toBe(0);
    // A schema's add form is proven once in the run (admin sees every one); later walks check the page's content.
    // Schema pages only: the fixed screens (homes, 流程定义, 流程实例) have their own tests and no 新增.
    if (view.addForms && code && !formsOpened.has(code)) {
      const add = page.locator(`${scope} button`).filter({ hasText: /^新\s*增$/ }).first();
      if (await add.isVisible().catch(() => false)) {
        await add.click({ timeout: 15_000 }).catch(async (error: Error) => {
          await keepScreenshot(page, `menu-walk-failed-add-${username}-${leaf.path.replace(/\W+/g, '-')}`);
          throw new Error(`${leaf.title}（${leaf.path}）的新增按钮点不开：${error.message.split('\n')[0]}`);
        });
        const dialog = page.locator('.ant-modal:visible, .ant-drawer-content-wrapper:visible').last();
        await dialog.locator('.ant-formily-item, .ant-form-item').first().waitFor({ timeout: 15_000 });
        expect(await dialog.locator('.ant-formily-item, .ant-form-item').count(), `${leaf.title} 新增表单的字段`).toBeGreaterThan(1);
        // Closed as a user closes it, with its ×: Esc reaches a dialog only once its own focus has arrived.
        // Once its opening animation is over: a click on × mid-zoom can be lost on a loaded machine.
        await expect.poll(() => page.locator('.ant-zoom-appear, .ant-zoom-enter').count(), { timeout: 10_000 }).toBe(0);
        await dialog.locator('.ant-modal-close, .ant-drawer-close').first().click();
        await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
        formsOpened.add(code);
        formOpened = true;
      }
    }
    expect.soft(problems.slice(before), `${username}: ${leaf.title}（${leaf.path}）`).toEqual([]);
    seen.push(leaf.title);
    pagesSeen.add(leaf.path);
    pageTimes.push({ user: username, path: leaf.path, ms: Date.now() - started, shownMs, form: formOpened });
  }
  await keepScreenshot(page, view.shot);
  await context.close();
  return seen;
}

describe('every menu leaf opens for the users who have it', () => {
  // Walks run side by side, each in its own browser context: a walk spends much of its time waiting on the server and
  // on rendering in turn, so two or three of them share the machine's two cores better than one after another.
  it('a company user and a project user: each page has content, each add form they may use opens', async () => {
    // The project menu is walked once, as the project user (a group user's way into a project and its menu is proven in
    // the shell's tests; the group's rights per page on the server, generic proof): admin's in a project is the same list.
    const [, , project] = await Promise.all([
      walk('lina', { addForms: true, shot: 'menu-walk-company', part: [0, 2] }),
      walk('lina', { addForms: true, shot: 'menu-walk-company-2', part: [1, 2] }),
      walk('liuyang', { addForms: true, shot: 'menu-walk-project' }),
    ]);
    expect(project.length).toBeGreaterThan(10);
  }, 600_000);
  it('admin, company view: every other page has content and every other add form opens', async () => {
    // The pages and add forms the company user has already proven are the same pages and forms for admin (the group's
    // wider rows and rights are proven on the server): admin opens the rest, so each is drawn once in the run.
    const proven = (leaf: Leaf) => {
      const code = leaf.component.startsWith('schema:') ? leaf.component.slice('schema:'.length) : null;
      return pagesSeen.has(leaf.path) && (!code || formsOpened.has(code));
    };
    await Promise.all([
      walk('admin', { addForms: true, shot: 'menu-walk-admin', part: [0, 2], skip: proven }),
      walk('admin', { addForms: true, shot: 'menu-walk-admin-2', part: [1, 2], skip: proven }),
    ]);
    const unopened = (await leaves('admin')).filter((leaf) => !pagesSeen.has(leaf.path)).map((leaf) => leaf.title);
    expect(unopened, 'admin 菜单中未打开的页面').toEqual([]);
    expect(pagesSeen.size).toBeGreaterThan(150);
  }, 600_000);
});
