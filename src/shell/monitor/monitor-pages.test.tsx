import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { DataProvider } from '@/engine';
import { ServicesContextProvider } from '../services/services-context';
import { createFakeServices } from '../testing/fake-services';
import HttpTracePage from './http-trace-page';
import TerminalPage from './terminal-page';

const session = (id: string, username: string, realname: string, current = false) => ({
  id, userId: `u-${username}`, username, realname, ip: '10.12.3.45', client: 'Chrome 131 / Windows', view: '公司视图',
  loginTime: '2026-11-27 08:31:02', lastActiveTime: '2026-11-27 10:05:44', expireTime: '2026-12-04 08:31:02', current,
});

/** The monitoring endpoints answered from memory; every POST is recorded. */
function fakeMonitor() {
  const posts: { url: string; payload: unknown }[] = [];
  let sessions = [session('k1', 'admin', '系统管理员', true), session('k2', 'zhangwei', '张伟'), session('k3', 'lina', '李娜')];
  const dataProvider = {
    custom: vi.fn(async ({ url, method, payload }: { url: string; method: string; payload?: { id: string } }) => {
      if (method === 'post') {
        posts.push({ url, payload });
        sessions = sessions.filter((s) => s.id !== payload!.id);
        return { data: null, message: '已强制退出 张伟（zhangwei）' };
      }
      if (url === '/sys/online/list') return { data: sessions };
      if (url === '/monitor/httptrace') {
        return { data: [
          { method: 'GET', path: '/devops/contract/income/list', status: 200, timeMs: 35.2, at: '2026-11-27 10:06:01', username: 'lina', ip: '10.12.3.45', headers: { 'user-agent': 'Chrome' } },
          { method: 'POST', path: '/devops/contract/income/add', status: 400, timeMs: 12.4, at: '2026-11-27 10:06:03', username: 'lina', ip: '10.12.3.45', headers: {} },
          { method: 'GET', path: '/devops/monitor/server', status: 500, timeMs: 3.1, at: '2026-11-27 10:06:05', username: 'admin', ip: '10.12.3.9', headers: {} },
        ] };
      }
      return { data: null };
    }),
  } as unknown as DataProvider;
  return { posts, dataProvider };
}

function renderPage(page: JSX.Element, codes: string[] = []) {
  const monitor = fakeMonitor();
  const services = { ...createFakeServices({ loggedIn: true }), engine: async () => ({ dataProvider: monitor.dataProvider }) } as never as ReturnType<typeof createFakeServices>;
  const rules = codes.map((action) => ({ action, type: '1' }));
  services.session.setPermissions({ menu: [], auth: rules, allAuth: rules.map((r) => ({ ...r, status: '1' })), menuCode: '11' });
  render(<ServicesContextProvider value={services}><App>{page}</App></ServicesContextProvider>);
  return monitor;
}

describe('在线用户', () => {
  it('lists the sessions with their client and times, and 强制退出 ends another user’s session after confirming', async () => {
    const monitor = renderPage(<TerminalPage />, ['system:online:forceLogout']);
    const row = (await screen.findByText('张伟（zhangwei）', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getAllByText('Chrome 131 / Windows')).toHaveLength(1);
    expect(screen.getByText('当前会话')).toBeTruthy();
    // No 强制退出 on one's own session.
    expect(screen.queryByTestId('kick-admin')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: /强制退出/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(monitor.posts).toEqual([{ url: '/sys/online/forceLogout', payload: { id: 'k2' } }]));
    await waitFor(() => expect(screen.queryByText('张伟（zhangwei）')).toBeNull());
  });

  it('offers no 强制退出 without its code', async () => {
    renderPage(<TerminalPage />);
    expect(await screen.findByText('李娜（lina）', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /强制退出/ })).toBeNull();
  });
});

describe('请求追踪', () => {
  it('filters the requests by path', async () => {
    renderPage(<HttpTracePage />);
    expect(await screen.findByText('/devops/contract/income/list', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('显示 3 / 3 条（本进程最近的请求）')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('按路径筛选'), { target: { value: 'income' } });
    fireEvent.keyDown(screen.getByPlaceholderText('按路径筛选'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByText('显示 2 / 3 条（本进程最近的请求）')).toBeTruthy());
    expect(screen.queryByText('/devops/monitor/server')).toBeNull();
  });
});
