import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/server-process';
import { keepScreenshot, login, USER_SETTINGS } from './support/browser';
import { chromiumSuite } from './support/chromium-suite';
import { smsCodeFor } from './support/sms-outbox';

// The shell's fixed routes, the collapsed side menu, the to-do shortcut and the login page's weight, in Chromium
// against the real server and the built app.
const suite = chromiumSuite();

async function freshPage(): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, ...USER_SETTINGS });
  suite.track(context);
  return context.newPage();
}

async function loggedIn(username: string, password: string, next = '/'): Promise<Page> {
  const page = await freshPage();
  await login(page, suite.server.url, username, password, next);
  return page;
}

async function apiAs(username: string, password: string) {
  const res = await fetch(`${suite.server.url}/devops/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const token = ((await res.json()) as { result: { token: string } }).result.token;
  return async <T = unknown>(url: string) => {
    const r = await fetch(`${suite.server.url}/devops${url}`, { headers: { 'X-Access-Token': token } });
    return (await r.json()) as { success: boolean; message: string; result: T };
  };
}


const content = (page: Page) => page.locator('.app-content');
const gzipped = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

describe('the login page weight', () => {
  it('loads only the first chunk: no layout, engine or widget chunk before login', async () => {
    const page = await freshPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${suite.server.url}/user/login`);
    await page.getByPlaceholder('请输入用户名').waitFor();
    await page.waitForLoadState('networkidle');
    // Exactly what index.html names: its entry and the chunk it shares with the benchmark entry (React, antd),
    // nothing loaded on demand.
    const html = fs.readFileSync(path.join(ROOT, 'dist', 'index.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.sort()).toEqual([entry, ...preloads].sort());
    expect(scripts.some((s) => /authenticated-routes-|engine-services-|crud-page-/.test(s))).toBe(false);
    const weight = scripts.reduce((sum, s) => sum + gzipped(path.join(ROOT, 'dist', s)), 0);
    console.log(`login page JavaScript: ${(weight / 1024).toFixed(1)} KB gzipped`);
    expect(weight).toBeLessThanOrEqual(250 * 1024);
    await keepScreenshot(page, 'routes-01-login');

    // After login the layout, the engine and the widgets arrive as chunks of their own.
    scripts.length = 0;
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill('Admin@2026');
    await page.getByPlaceholder('请输入密码').press('Enter');
    await page.getByText('欢迎您，系统管理员').first().waitFor();
    expect(scripts.some((s) => /authenticated-routes-/.test(s))).toBe(true);
    expect(scripts.some((s) => /engine-services-/.test(s))).toBe(true);
  });
});

describe('pages open without login', () => {
  it('opens registration, its result, password recovery and download without a token; /account needs one', async () => {
    const page = await freshPage();
    await page.goto(`${suite.server.url}/user/register`);
    await page.getByText('注册后账号需由系统管理员审核', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/register');
    await page.getByRole('button', { name: '注 册' }).click();
    await page.getByText('请输入用户名!').waitFor();
    await page.getByLabel('密码', { exact: true }).fill('abc');
    await page.getByText('密码至少8位，须包含数字、大小写字母和特殊符号(!@#$%+.)').waitFor();
    await page.getByLabel('手机号').fill('12345');
    await page.getByText('请输入正确的手机号码!').waitFor();
    await keepScreenshot(page, 'routes-02-register');
    await page.getByLabel('用户名').fill('newperson');
    await page.getByLabel('姓名').fill('孙晓峰');
    await page.getByLabel('密码', { exact: true }).fill('Better@2026');
    await page.getByLabel('确认密码').fill('Better@2026');
    await page.getByLabel('手机号').fill('13900000000');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('短信验证码').fill(await smsCodeFor(suite.dataDir, '13900000000'));
    await page.getByRole('button', { name: '注 册' }).click();
    await page.waitForURL(`${suite.server.url}/user/register-result`);
    await page.getByText('管理员审核通过后即可登录', { exact: false }).waitFor();
    await keepScreenshot(page, 'routes-03-register-result');

    await page.goto(`${suite.server.url}/user/alteration`);
    await page.getByLabel('用户名').fill('lina');
    await page.getByLabel('手机号').fill('13800000004');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.locator('.ant-message-notice').getByText('短信验证码发送成功，请注意查收').waitFor();
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
    await page.getByLabel('短信验证码').fill('000000');
    await page.getByLabel('密码', { exact: true }).fill('Better@2026');
    await page.getByLabel('确认密码').fill('Better@2026');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('短信验证码错误').waitFor();
    await keepScreenshot(page, 'routes-04-alteration');

    await page.goto(`${suite.server.url}/user/download`);
    await page.getByText('暂无可下载的客户端安装包', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/download');

    await page.goto(`${suite.server.url}/account/settings`);
    await page.waitForURL(`${suite.server.url}/user/login?redirect=%2Faccount%2Fsettings`);
  });
});

describe('fixed routes of a signed-in user', () => {
  it('shows a project’s real data by id, and the current project of a project user', async () => {
    const page = await loggedIn('admin', 'Admin@2026', '/company/projectDetail?id=p04');
    await content(page).getByText('雄安新区对外骨干路网工程咨询').waitFor();
    const details = await content(page).locator('.ant-descriptions').innerText();
    for (const text of ['雄安路网', '中路桥梁工程监理有限公司', '未开工', '全过程咨询']) expect(details).toContain(text);
    expect(await page.locator('.app-tab-bar .ant-tabs-tab-active').innerText()).toBe('项目详情');
    await keepScreenshot(page, 'routes-05-project-detail');

    const project = await loggedIn('liuyang', 'Project@2026', '/company/projectDetail');
    await content(project).getByText('G4京港澳高速公路改扩建工程施工监理').waitFor();
    expect(await content(project).locator('.ant-descriptions').innerText()).toContain('在建');
  });

  it('lists the pending approvals on 我的审批 with the count queryTodo gives, and highlights the 个人中心 shortcut by it', async () => {
    const api = await apiAs('fengtao', 'Company@2026');
    const todo = await api<number>('/company/flow/flowInfo/queryTodo?year=2026&page=1&rows=10');
    expect(todo.success).toBe(true);
    // The demo approvals leave 冯涛 (部门负责人 of 工程技术部) with leave requests to decide.
    expect(todo.result).toBeGreaterThan(0);
    const page = await loggedIn('fengtao', 'Company@2026', '/company/myBacklog');
    await content(page).locator('.approval-list .ant-table-row').first().waitFor();
    expect(await content(page).locator('.approval-tab-todo .ant-badge').innerText()).toBe(String(todo.result));
    expect(await content(page).locator('.approval-list .ant-table-row').count()).toBe(Math.min(todo.result, 10));
    await expect.poll(() => page.locator('.app-todo').getAttribute('data-highlighted')).toBe('true');
    await keepScreenshot(page, 'routes-06-my-backlog');

    // Someone with nothing to decide sees an empty 我的待办 and no highlight.
    const idle = await loggedIn('wangqiang', 'Company@2026', '/company/myBacklog');
    await content(idle).locator('.approval-list').waitFor();
    await expect.poll(() => content(idle).locator('.approval-tab-todo .ant-badge').innerText()).toBe('0');
    await expect.poll(() => idle.locator('.app-todo').getAttribute('data-highlighted')).toBe('false');
  });

  it('shows the personal centre with the user’s profile and departments; the variant too', async () => {
    const page = await loggedIn('lina', 'Company@2026', '/company/account/center');
    const profile = content(page).locator('.personal-profile-card');
    await profile.getByText('经营管理部').waitFor();
    for (const text of ['李娜', '13800000004', '部门经理', '华通公路工程咨询有限公司', '工程技术部']) expect(await profile.innerText()).toContain(text);
    await keepScreenshot(page, 'routes-07-personal-center');
    await page.goto(`${suite.server.url}/company/personalCenter`);
    await content(page).locator('.personal-profile-card').getByText('李娜').first().waitFor();
  });

  it('sends /account/settings to base, saves the own profile through appEdit, and shows the other settings', async () => {
    const page = await loggedIn('zhaomin', 'Group@2026', '/account/settings');
    await page.waitForURL(`${suite.server.url}/account/settings/base`);
    const name = page.getByLabel('姓名');
    await expect.poll(() => name.inputValue()).toBe('赵敏');
    await page.getByLabel('邮箱').fill('not-an-email');
    await page.getByText('请输入正确的邮箱地址!').waitFor();
    await page.getByLabel('邮箱').fill('zhaomin@example.com');
    await name.fill('赵敏敏');
    await page.getByRole('button', { name: '更新基本信息' }).click();
    await page.locator('.ant-message-notice').getByText('编辑成功!').waitFor();
    await page.getByText('欢迎您，赵敏敏').waitFor();
    await keepScreenshot(page, 'routes-08-account-base');
    const me = await (await apiAs('zhaomin', 'Group@2026'))<{ list: unknown[] }>('/sys/user/getCurrentUserDeparts');
    expect(me.success).toBe(true);
    const relogin = await fetch(`${suite.server.url}/devops/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'zhaomin', password: 'Group@2026' }) });
    const user = ((await relogin.json()) as { result: { userInfo: { realname: string; email: string } } }).result.userInfo;
    expect([user.realname, user.email]).toEqual(['赵敏敏', 'zhaomin@example.com']);

    await page.locator('.account-settings-menu').getByText('安全设置').click();
    await page.waitForURL(`${suite.server.url}/account/settings/security`);
    await page.locator('.account-security').getByText('13800000003').waitFor();
    await page.locator('.account-security').getByText('zhaomin@example.com').waitFor();
    await page.locator('.account-security').getByRole('button', { name: '修改' }).click();
    await page.locator('.password-modal .ant-modal').waitFor();
    await keepScreenshot(page, 'routes-09-account-security');
    await page.locator('.password-modal').getByRole('button', { name: /取\s*消/ }).click();
    for (const [tab, check] of [['custom', '侧边栏导航'], ['binding', '暂无绑定的第三方账号'], ['notification', '未读通知']] as const) {
      await page.goto(`${suite.server.url}/account/settings/${tab}`);
      await page.locator('.account-settings-panel').getByText(check).waitFor();
    }
    await keepScreenshot(page, 'routes-10-account-notification');
  });

  it('opens the technical exchange platform from the header in a new browser tab', async () => {
    const page = await loggedIn('admin', 'Admin@2026');
    await page.waitForURL(`${suite.server.url}/company/screen`);
    const popup = page.context().waitForEvent('page');
    await page.locator('.app-communication').click();
    const opened = await popup;
    await opened.waitForURL(`${suite.server.url}/company/communication`);
    await opened.locator('.forum-home').getByText('技术交流平台').first().waitFor();
    expect(await opened.title()).toBe('技术交流平台 - 工程咨询集团管理平台');
    await keepScreenshot(opened, 'routes-11-communication');
    expect(new URL(page.url()).pathname).toBe('/company/screen');
  });

  it('shows the detail pages for an unknown id with a back button, the test page, the result pages and a 404', async () => {
    const page = await loggedIn('admin', 'Admin@2026');
    await page.waitForURL(`${suite.server.url}/company/screen`);
    // The post page of the forum says when a post is not there.
    await page.goto(`${suite.server.url}/company/messageDetail?id=rec-42`);
    await content(page).getByText('帖子不存在或已删除').waitFor();
    // The record detail pages read their record: an unknown id says so.
    const details = [
      ['/company/party/style/show/detail', '党建风采详情'], ['/company/istandardization/ImageDetail', '形象标准化详情'],
      ['/company/ihighlights/InnovationDetail', '创新亮点详情'],
    ] as const;
    for (const [route, title] of details) {
      await page.goto(`${suite.server.url}${route}?id=rec-42`);
      const detail = content(page).locator('.record-detail-page');
      await detail.locator('.ant-card-head-title').getByText(title).waitFor();
      await detail.getByText('未找到该记录，或您无权查看').waitFor();
      await detail.getByRole('button', { name: /返\s*回/ }).waitFor();
    }
    await keepScreenshot(page, 'routes-12-detail-frame');
    await content(page).getByRole('button', { name: /返\s*回/ }).click();
    await page.waitForURL(`${suite.server.url}/company/istandardization/ImageDetail?id=rec-42`);

    await page.goto(`${suite.server.url}/test/home`);
    await content(page).locator('.test-home-page').getByText('系统管理员（admin）').waitFor();
    await page.goto(`${suite.server.url}/result/success`);
    await content(page).getByText('提交成功').waitFor();
    await page.goto(`${suite.server.url}/result/fail?title=${encodeURIComponent('审批提交失败')}`);
    await content(page).getByText('审批提交失败').waitFor();
    await keepScreenshot(page, 'routes-13-result-fail');
    await page.goto(`${suite.server.url}/no/such/page`);
    await page.waitForURL(`${suite.server.url}/404`);
  });
});

describe('the collapsed side menu', () => {
  it('lists the group dashboard and the subsidiaries but the hidden ones; a click shows that company', async () => {
    const page = await loggedIn('admin', 'Admin@2026');
    await page.waitForURL(`${suite.server.url}/company/screen`);
    await page.getByRole('button', { name: '收起菜单' }).click();
    const list = page.locator('.app-sider .app-company-list');
    await list.waitFor();
    await expect.poll(() => list.locator('.app-company-item').allInnerTexts()).toEqual(['集团看板', '华通公路', '中路监理']);
    await expect.poll(async () => Math.round((await page.locator('.app-sider').boundingBox())!.width)).toBe(100);
    await keepScreenshot(page, 'routes-14-collapsed-menu');
    await list.getByText('中路监理').click();
    await content(page).locator('.home-active-company-name').getByText('中路桥梁工程监理有限公司').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('companyId'))).toBe('c02');
    expect(await list.locator('.app-company-item-active').innerText()).toBe('中路监理');
    await keepScreenshot(page, 'routes-15-active-company');

    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect.poll(async () => Math.round((await page.locator('.app-sider').boundingBox())!.width)).toBe(200);
    const top = page.locator('.app-top-menu');
    await top.getByText('合同管理').click();
    await page.waitForURL(`${suite.server.url}/contract/income`);
    // 合同管理 holds the contract area's pages (schemas/menus/company-contract.json), 收入合同 first.
    await expect.poll(() => page.locator('.app-sider .ant-menu-title-content').allInnerTexts()).toEqual(
      ['收入合同', '补充协议', '开票管理', '支出合同', '其他合同', '合同原件', '投标管理', '邀请招标', '中标管理', '合同分析', '合同阈值']);
  });
});
