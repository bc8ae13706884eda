import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from './app';
import { loadAuthenticatedRoutes, loadOpenRoutes } from '../routes/route-chunks';
import { companyMenu, createFakeServices } from '../testing/fake-services';

// The layout and the open pages are lazy chunks: transform them once up front, not inside a test's find timeout.
// The engine also arrives asynchronously, so the first find of a page waits longer than the default second.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await Promise.all([loadAuthenticatedRoutes(), loadOpenRoutes()]);
}, 120_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('App', () => {
  it('sends a visitor to login, then to the page they asked for', async () => {
    const calls: string[] = [];
    const services = createFakeServices({ calls });
    render(<App services={services} initialEntries={['/news/notice']} />);
    expect(await screen.findByText('工程咨询集团管理平台')).toBeTruthy();
    expect(document.title).toBe('登录 - 工程咨询集团管理平台');

    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入用户名!')).toBeTruthy();
    expect(await screen.findByText('请输入密码!')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('请输入用户名'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'Admin@2026' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('关于开展2026年度安全生产大检查的通知', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('共 28 条')).toBeTruthy();
    expect(screen.getByText('欢迎您，系统管理员')).toBeTruthy();
    expect(document.title).toBe('新闻通知 - 工程咨询集团管理平台');
    const crumbs = document.querySelector('.app-breadcrumb')?.textContent;
    expect(crumbs).toContain('首页');
    expect(crumbs).toContain('新闻中心');
    expect(calls.filter((c) => c !== 'listNotices' && c !== 'queryTodo')).toEqual(['login:admin', 'login:admin', 'permissions']);
  });

  it('opens the group home at / with the menu as shortcuts', async () => {
    render(<App services={createFakeServices({ loggedIn: true })} initialEntries={['/']} />);
    expect(await screen.findByRole('heading', { name: '集团首页' })).toBeTruthy();
    expect(screen.getAllByText('新闻通知').length).toBeGreaterThan(0);
    expect(document.title).toBe('工程咨询集团管理平台');
    fireEvent.click(screen.getByText('新闻通知', { selector: '.home-shortcut *' }));
    expect(await screen.findByText('共 28 条', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('titles the home 公司首页 for a company user', async () => {
    const services = createFakeServices({ loggedIn: true, user: { id: 'u2', username: 'zhang', realname: '张工', companyId: '002' } });
    render(<App services={services} initialEntries={['/company/screen']} />);
    expect(await screen.findByRole('heading', { name: '公司首页' })).toBeTruthy();
  });

  it('shows menu items without a page as under construction, and unknown paths as 404', async () => {
    const { unmount } = render(<App services={createFakeServices({ loggedIn: true })} initialEntries={['/system/user']} />);
    expect(await screen.findByText('该页面尚在建设中')).toBeTruthy();
    expect(screen.getAllByText('用户管理').length).toBeGreaterThan(0);
    unmount();
    render(<App services={createFakeServices({ loggedIn: true })} initialEntries={['/no/such/page']} />);
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /返回首页/ }));
    expect(await screen.findByRole('heading', { name: '集团首页' })).toBeTruthy();
  });

  it('logs out when the menu is empty', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls: string[] = [];
    const services = createFakeServices({ loggedIn: true, menu: [], calls });
    render(<App services={services} initialEntries={['/news/notice']} />);
    expect(await screen.findByPlaceholderText('请输入用户名')).toBeTruthy();
    expect(calls).toEqual(['permissions', 'logout']);
    expect(services.session.token).toBeNull();
    expect(errors).toHaveBeenCalledWith('permissions must be a non-null array');
  });

  it('logs out from the header', async () => {
    const calls: string[] = [];
    const services = createFakeServices({ loggedIn: true, calls });
    render(<App services={services} initialEntries={['/company/screen']} />);
    fireEvent.click(await screen.findByRole('button', { name: /退出登录/ }));
    expect(await screen.findByText('真的要注销登录吗 ?')).toBeTruthy();
    expect(calls).not.toContain('logout');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByPlaceholderText('请输入用户名')).toBeTruthy();
    expect(calls).toContain('logout');
    expect(services.session.isLoggedIn).toBe(false);
  });

  it('keeps one top-level menu group open at a time', async () => {
    render(<App services={createFakeServices({ loggedIn: true })} initialEntries={['/news/notice']} />);
    await screen.findByText('共 28 条', {}, { timeout: 8000 });
    const openGroups = () => [...document.querySelectorAll('.ant-menu-submenu-open > .ant-menu-submenu-title')].map((e) => e.textContent);
    expect(openGroups()).toEqual(['新闻中心']);
    fireEvent.click(screen.getByText('系统管理', { selector: '.app-sider *' }));
    await waitFor(() => expect(openGroups()).toEqual(['系统管理']));
    expect(companyMenu).toHaveLength(3);
  });
});
