import { beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from '../app/app';
import { loadAuthenticatedRoutes } from '../routes/route-chunks';
import { createFakeServices } from '../testing/fake-services';

// One fixed page of the route table throws while `broken.value` is set: the route-level boundary must keep the
// failure inside that page's tab.
const broken = vi.hoisted(() => ({ value: true }));
vi.mock('../fixed-pages/project-detail-page', () => ({
  ProjectDetailPage() {
    if (broken.value) throw new Error('项目数据格式不对');
    return <p>项目详情已恢复</p>;
  },
}));

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await loadAuthenticatedRoutes();
}, 120_000);

const tabStrip = () => screen.getByTestId('tab-bar');

describe('a route that throws', () => {
  it('shows 页面出错了 in its tab; the menu and the other tabs keep working; 重试 mounts it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken.value = true;
    render(<App services={createFakeServices({ loggedIn: true })} initialEntries={['/company/projectDetail?id=p04']} />);
    expect(await screen.findByText('页面出错了')).toBeTruthy();
    expect(screen.getByText(/项目数据格式不对/)).toBeTruthy();
    // The frame around it is intact: header, side menu, tabs.
    expect(screen.getByText('欢迎您，系统管理员')).toBeTruthy();
    expect(within(tabStrip()).getByText('项目详情')).toBeTruthy();

    // Another page from the side menu opens in its own tab.
    fireEvent.click(screen.getByText('新闻中心', { selector: '.app-sider *' }));
    fireEvent.click(await screen.findByText('新闻通知', { selector: '.app-sider *' }));
    expect(await screen.findByText('共 28 条')).toBeTruthy();
    expect(screen.queryByText('页面出错了')).toBeNull();

    // Back on the broken tab it still says so; once the cause is gone, 重试 shows the page.
    fireEvent.click(within(tabStrip()).getByText('项目详情'));
    expect(await screen.findByText('页面出错了')).toBeTruthy();
    broken.value = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('项目详情已恢复')).toBeTruthy();
  });
});
