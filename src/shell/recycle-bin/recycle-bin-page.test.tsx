import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { DataProvider } from '@/engine';
import { ServicesContextProvider } from '../services/services-context';
import { createFakeServices } from '../testing/fake-services';
import RecycleBinPage from './recycle-bin-page';

/** 回收站's endpoints over two deleted rows of 新闻通知 and one deleted user; every write is recorded. */
function fakeBin() {
  const writes: { url: string; payload?: unknown; query?: Record<string, unknown> }[] = [];
  let notices = [
    { id: 'n1', title: '关于开展冬季安全生产大检查的通知', noticeType: 'safety', noticeType_dictText: '安全通知', updateBy: 'lina', updateTime: '2026-11-20 09:12:00' },
    { id: 'n2', title: '2026年度监理工作考核结果公示', noticeType: 'notice', noticeType_dictText: '通知公告', updateBy: 'lina', updateTime: '2026-11-21 15:40:00' },
  ];
  const dataProvider = {
    custom: vi.fn(async ({ url, method, payload, query }: { url: string; method: string; payload?: { ids: string }; query?: Record<string, unknown> }) => {
      if (url === '/sys/recycleBin/modules') {
        return { data: [{ code: 'sys/user', title: '用户管理', table: 'sys_user', system: true, count: 1 }, ...(notices.length ? [{ code: 'news/notice', title: '新闻通知', table: 'biz_news_notice', system: false, count: notices.length }] : [])] };
      }
      if (url === '/sys/recycleBin/list' && query?.module === 'news/notice') {
        return { data: { fields: [{ name: 'title', label: '标题' }, { name: 'noticeType', label: '类型' }], records: notices } };
      }
      if (url === '/sys/recycleBin/list') return { data: { fields: [{ name: 'realname', label: '姓名' }], records: [{ id: 'u9', realname: '临时资料员' }] } };
      writes.push({ url, payload, query });
      if (method === 'put') notices = notices.filter((n) => !payload!.ids.split(',').includes(n.id));
      return { data: null, message: method === 'put' ? '已还原 1 条记录' : '已彻底删除 1 条记录' };
    }),
  } as unknown as DataProvider;
  return { writes, dataProvider };
}

function renderBin(codes: string[]) {
  const bin = fakeBin();
  const services = { ...createFakeServices({ loggedIn: true }), engine: async () => ({ dataProvider: bin.dataProvider }) } as never as ReturnType<typeof createFakeServices>;
  const rules = codes.map((action) => ({ action, type: '1' }));
  services.session.setPermissions({ menu: [], auth: rules, allAuth: rules.map((r) => ({ ...r, status: '1' })), menuCode: '11' });
  render(<ServicesContextProvider value={services}><App><RecycleBinPage /></App></ServicesContextProvider>);
  return bin;
}

describe('回收站', () => {
  it('lists the tables holding deleted rows, shows one table’s rows with their dictionary texts and restores a row', async () => {
    const bin = renderBin(['system:recycle:list', 'system:recycle:restore', 'system:recycle:purge']);
    expect(await screen.findByText('用户管理', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('系统')).toBeTruthy();
    expect(await screen.findByText('临时资料员')).toBeTruthy();
    fireEvent.click(screen.getByText('新闻通知'));
    const row = (await screen.findByText('关于开展冬季安全生产大检查的通知')).closest('tr')!;
    expect(within(row).getByText('安全通知')).toBeTruthy();
    expect(within(row).getByText('lina')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /还\s*原/ }));
    await waitFor(() => expect(bin.writes).toEqual([{ url: '/sys/recycleBin/restore', payload: { module: 'news/notice', ids: 'n1' }, query: undefined }]));
    await waitFor(() => expect(screen.queryByText('关于开展冬季安全生产大检查的通知')).toBeNull());
    expect(screen.getByText('2026年度监理工作考核结果公示')).toBeTruthy();
  });

  it('offers neither 还原 nor 彻底删除 to whom the codes were not granted', async () => {
    renderBin(['system:recycle:list']);
    expect(await screen.findByText('临时资料员', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /还\s*原/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /彻底删除/ })).toBeNull();
  });
});
