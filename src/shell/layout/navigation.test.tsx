import { beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../app/app';
import { loadAuthenticatedRoutes } from '../routes/route-chunks';
import { createFakeServices } from '../testing/fake-services';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await loadAuthenticatedRoutes();
}, 120_000);

const subsidiaries = async () => [
  { id: 'c01', departName: '华通公路工程咨询有限公司', departNameAbbr: '华通公路' },
  { id: 'c03', departName: '西南交通建设咨询有限公司', departNameAbbr: '西南咨询' },
  { id: 'c02', departName: '中路桥梁工程监理有限公司', departNameAbbr: '中路监理' },
  { id: 'c05', departName: '铁路发展投资有限公司', departNameAbbr: '铁路发展' },
];

const sider = () => document.querySelector('.app-sider') as HTMLElement;

describe('side and top navigation', () => {
  it('collapsed, lists the group dashboard and the visible subsidiaries; a click shows that company on the company screen', async () => {
    const services = createFakeServices({ loggedIn: true, api: { querySubsidiaries: subsidiaries } });
    render(<App services={services} initialEntries={['/company/screen']} />);
    await screen.findByRole('heading', { name: '集团首页' });
    fireEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    const list = await within(sider()).findByRole('navigation', { name: '下属公司' });
    await waitFor(() => expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['集团看板', '华通公路', '中路监理']));
    expect(within(list).getByRole('button', { name: '集团看板' }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(within(list).getByRole('button', { name: '中路监理' }));
    expect(services.nav.activeCompanyId).toBe('c02');
    expect(await screen.findByText('中路桥梁工程监理有限公司', { selector: '.home-active-company-name' })).toBeTruthy();
    // The user's own project there, from the server's list.
    expect(screen.getByText('雄安路网 · 未开工')).toBeTruthy();
    expect(within(list).getByRole('button', { name: '中路监理' }).getAttribute('aria-current')).toBe('true');
  });

  it('shows no group dashboard for a company user', async () => {
    const user = { id: 'u-lina', username: 'lina', realname: '李娜', companyId: 'c01' };
    const services = createFakeServices({ loggedIn: true, user, api: { querySubsidiaries: subsidiaries } });
    services.settings.toggleSidebar(false);
    render(<App services={services} initialEntries={['/company/screen']} />);
    const list = await within(await screen.findByRole('navigation', { name: '下属公司' })).findAllByRole('button');
    await waitFor(() => expect(list.map((b) => b.textContent)).toEqual(['华通公路', '中路监理']));
  });

  it('a top-menu choice becomes the side menu list; the company home collapses the side bar, a group opens it again', async () => {
    const services = createFakeServices({ loggedIn: true });
    render(<App services={services} initialEntries={['/company/screen']} />);
    await screen.findByRole('heading', { name: '集团首页' });
    expect(within(sider()).getByText('系统管理')).toBeTruthy();
    const top = document.querySelector('.app-top-menu') as HTMLElement;
    fireEvent.click(within(top).getByText('新闻中心'));
    expect(await screen.findByText('共 28 条')).toBeTruthy();
    await waitFor(() => expect(within(sider()).queryByText('系统管理')).toBeNull());
    expect(within(sider()).getByText('新闻通知')).toBeTruthy();

    fireEvent.click(within(top).getByText('集团首页'));
    await screen.findByRole('heading', { name: '集团首页' });
    expect(services.settings.sidebarOpened).toBe(false);
    expect(await within(sider()).findByRole('navigation', { name: '下属公司' })).toBeTruthy();

    // Folded on the home page, the side bar opens again on the pages of the group chosen next.
    fireEvent.click(within(top).getByText('新闻中心'));
    await waitFor(() => expect(services.settings.sidebarOpened).toBe(true));
    expect(await within(sider()).findByText('新闻通知')).toBeTruthy();
  });

  it('opens 部门管理 as a drop-down on click and closes it when the pointer leaves', async () => {
    const menu = [
      ...createFakeServices().session.menu ?? [],
      { id: 'm1', path: '/company/screen', name: 'home', component: 'company/screen', meta: { title: '集团首页' } },
      {
        id: 'm9', path: '/depart', name: 'depart', component: 'layouts/RouteView', meta: { title: '部门管理' },
        children: [{ id: 'm91', path: '/depart/staff', name: 'staff', component: 'x/Staff', meta: { title: '部门人员' } }],
      },
    ];
    render(<App services={createFakeServices({ loggedIn: true, menu })} initialEntries={['/company/screen']} />);
    const trigger = await screen.findByText('部门管理', { selector: '.app-dept-trigger' });
    const openPopup = () => document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) .app-dept-dropdown');
    fireEvent.click(trigger);
    await waitFor(() => expect(openPopup()).not.toBeNull());
    expect(within(openPopup()!).getByText('部门人员')).toBeTruthy();
    fireEvent.mouseEnter(openPopup()!);
    fireEvent.mouseLeave(openPopup()!);
    await waitFor(() => expect(openPopup()).toBeNull());
    fireEvent.click(trigger);
    // The item as the reopened list shows it, taken once it is there (a slow machine may still be ending the close).
    const item = await waitFor(() => within(openPopup()!).getByText('部门人员'));
    fireEvent.click(item);
    expect(await screen.findByText('该页面尚在建设中')).toBeTruthy();
  });

  it('highlights the 个人中心 shortcut while something is pending', async () => {
    let pending = 0;
    const services = createFakeServices({ loggedIn: true, api: { queryTodo: async () => pending } });
    render(<App services={services} initialEntries={['/company/screen']} />);
    const todo = await screen.findByRole('button', { name: '个人中心' });
    await waitFor(() => expect(todo.getAttribute('data-highlighted')).toBe('false'));
    pending = 2;
    await services.notices.loadTodo();
    await waitFor(() => expect(todo.getAttribute('data-highlighted')).toBe('true'));
    expect(todo.className).toContain('app-todo-highlighted');
  });
});
