import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import type { DataProvider } from '@/engine';
import { ServicesContextProvider } from '../services/services-context';
import { createFakeServices } from '../testing/fake-services';
import type { ForumReport } from './forum-api';
import ReportHandlingPage from './report-handling-page';

const report = (id: string, title: string, extra: Partial<ForumReport> = {}): ForumReport => ({
  id, postId: `post-${id}`, title, excerpt: `${title}的正文摘要`, postDeleted: false, postLocked: false, replyId: null, replyText: null,
  reason: '广告推销', status: 'open', reporter: '王鹏', createTime: '2026-12-05 09:12:00', handler: null, handleAction: null, handleNote: null,
  handledTime: null, ...extra,
});

/** 举报处理's endpoints from memory: two open reports until one is handled, one rejected; every call recorded. */
function fakeReports() {
  const open = [
    report('r1', '出售二手全站仪，价格私聊'),
    report('r2', '关于加班费的争论', { replyId: 'x', replyText: '你们监理就是混日子', reporter: '刘洋', reason: '人身攻击' }),
  ];
  const rejected = [report('r3', '交通运输部新规解读', { status: 'rejected', handler: '冯涛', handleAction: 'reject', handleNote: '与监理实务相关，保留', handledTime: '2026-11-26 10:00:00' })];
  const calls: { url: string; method: string; payload?: Record<string, unknown>; query?: Record<string, unknown> }[] = [];
  const dataProvider = { custom: vi.fn(async (req: { url: string; method: string; payload?: Record<string, unknown>; query?: Record<string, unknown> }) => {
    calls.push(req);
    if (req.url === '/forum/report/handle') {
      const i = open.findIndex((r) => r.id === req.payload?.id);
      open.splice(i, 1);
      return { data: null, message: '帖子已删除，1 条举报已处理' };
    }
    const status = req.query?.status;
    const records = status === 'rejected' ? rejected : status === 'done' ? [] : open;
    return { data: { records, total: records.length, current: 1, size: 10, counts: { open: open.length, done: 2 - open.length, rejected: 1 } } };
  }) } as unknown as DataProvider;
  return { calls, dataProvider };
}

function renderPage() {
  const fake = fakeReports();
  const services = { ...createFakeServices({ loggedIn: true }), engine: async () => ({ dataProvider: fake.dataProvider }) } as never;
  render(
    <ServicesContextProvider value={services}>
      <App><MemoryRouter><ReportHandlingPage /></MemoryRouter></App>
    </ServicesContextProvider>,
  );
  return fake;
}

describe('举报处理', () => {
  it('lists the open reports with the post, the reported reply, the reporter and the reason, and counts each status', async () => {
    renderPage();
    const row = (await screen.findByText('关于加班费的争论', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('回复：你们监理就是混日子')).toBeTruthy();
    expect(within(row).getByText('刘洋')).toBeTruthy();
    expect(within(row).getByText('人身攻击')).toBeTruthy();
    expect(within(row).getByText('待处理')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '待处理（2）' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已驳回（1）' })).toBeTruthy();
  });

  it('will not reject without a note, deletes a post with one click and a confirmation, and the list follows', async () => {
    const { calls } = renderPage();
    const row = (await screen.findByText('出售二手全站仪，价格私聊', {}, { timeout: 8000 })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '驳回举报' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回举报' }));
    expect(await screen.findByText('驳回举报请填写说明')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/forum/report/handle')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));

    fireEvent.click(within(row).getByRole('button', { name: '删除帖子' }));
    const confirm = await screen.findByRole('dialog');
    await waitFor(() => expect(within(confirm).getByText(/删除「出售二手全站仪，价格私聊」后读者将看不到它/)).toBeTruthy());
    fireEvent.change(within(confirm).getByRole('textbox', { name: '处理说明' }), { target: { value: '论坛不允许发布买卖信息' } });
    fireEvent.click(within(confirm).getByRole('button', { name: '删除帖子' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/forum/report/handle')?.payload).toEqual({ id: 'r1', action: 'delete', note: '论坛不允许发布买卖信息' }));
    expect(await screen.findByText('帖子已删除，1 条举报已处理')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('出售二手全站仪，价格私聊')).toBeNull());
    expect(screen.getByRole('tab', { name: '待处理（1）' })).toBeTruthy();
  });

  it('shows who handled a rejected report, when, and the note', async () => {
    renderPage();
    await screen.findByText('出售二手全站仪，价格私聊', {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole('tab', { name: '已驳回（1）' }));
    expect(await screen.findByText('举报已驳回：与监理实务相关，保留')).toBeTruthy();
    expect(screen.getByText('冯涛 于 2026-11-26 10:00:00 处理')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除帖子' })).toBeNull();
  });
});
