import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { DataProvider } from '@/engine';
import { ServicesContextProvider } from '../services/services-context';
import { createFakeServices } from '../testing/fake-services';
import type { ForumPost } from './forum-api';
import { ForumHome } from './forum-home';

const post = (id: string, title: string, extra: Partial<ForumPost> = {}): ForumPost => ({
  id, kind: 'post', boardCode: 'testing', boardName: '试验检测', title, excerpt: `${title}的正文摘要`, labels: ['压实度'],
  author: { username: 'wangpeng', realname: '王鹏', post: '试验检测工程师', company: '华通公路' }, pinned: false, locked: false, news: false,
  solved: false, acceptedReplyId: null, replyCount: 3, thumbsCount: 5, collectionCount: 1, loveCount: 0, viewCount: 120,
  createTime: '2026-11-20 10:00:00', updateTime: null, lastReplyTime: null, thumbs: false, collection: false, love: false, ...extra,
});

/** The forum's endpoints answered from memory; every call is recorded with its query. */
function fakeForum() {
  const calls: { url: string; query?: Record<string, unknown> }[] = [];
  const answer = (url: string, query: Record<string, unknown> = {}): unknown => {
    if (url === '/forum/board/list') return [{ code: 'testing', name: '试验检测', description: '', postCount: 2 }, { code: 'practice', name: '监理实务', description: '', postCount: 1 }];
    if (url === '/forum/label/list') return [{ label: '压实度', count: 2 }];
    if (url === '/forum/ranking') return { posts: [{ id: 'p1', title: '沥青路面压实度检测频率的讨论', score: 12, replyCount: 3, thumbsCount: 5, author: post('p1', '').author }], users: [] };
    if (url === '/forum/post/list' && query.board === 'news') return { records: [post('n1', '集团技术交流大会召开', { news: true })], total: 1 };
    if (url === '/forum/post/list' && query.keyword === '压实') return { records: [post('p1', '沥青路面压实度检测频率的讨论')], total: 1 };
    if (url === '/forum/post/list') {
      return { records: [post('p1', '沥青路面压实度检测频率的讨论', { pinned: true }), post('p2', '隧道二衬脱空雷达检测经验分享', { thumbs: true })], total: 2 };
    }
    return null;
  };
  const dataProvider = { custom: vi.fn(async ({ url, query }: { url: string; query?: Record<string, unknown> }) => {
    calls.push({ url, query });
    return { data: answer(url, query) };
  }) } as unknown as DataProvider;
  return { calls, dataProvider };
}

function renderHome() {
  const forum = fakeForum();
  const services = { ...createFakeServices({ loggedIn: true }), engine: async () => ({ dataProvider: forum.dataProvider }) } as never;
  render(
    <ServicesContextProvider value={services}>
      <MemoryRouter><ForumHome kind="post" /></MemoryRouter>
    </ServicesContextProvider>,
  );
  return forum;
}

describe('the forum home', () => {
  it('lists posts with their author, board, marks, labels and counts, news above and the ranking beside', async () => {
    renderHome();
    const item = (await screen.findByText('隧道二衬脱空雷达检测经验分享', {}, { timeout: 8000 })).closest('article')!;
    expect(within(item).getByText('王鹏', { selector: '.forum-author' })).toBeTruthy();
    expect(within(item).getByText('华通公路')).toBeTruthy();
    expect(within(item).getByText('# 压实度')).toBeTruthy();
    expect(within(item).getByTitle('点赞').className).toBe('is-on');
    expect(within(item).getByTitle('回复').textContent).toContain('3');
    const pinned = screen.getAllByText('沥青路面压实度检测频率的讨论')[0].closest('article')!;
    expect(within(pinned).getByText('置顶')).toBeTruthy();
    expect(await screen.findByText('集团技术交流大会召开')).toBeTruthy();
    expect(await screen.findByText('共 2 篇')).toBeTruthy();
  });

  it('asks again for the hottest, for a board, for a label and for a search', async () => {
    const { calls } = renderHome();
    await screen.findByText('隧道二衬脱空雷达检测经验分享', {}, { timeout: 8000 });
    const lists = () => calls.filter((c) => c.url === '/forum/post/list' && c.query?.board !== 'news').map((c) => c.query!);
    fireEvent.click(screen.getByText('最热'));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ sort: 'hot', pageNo: 1 }));
    fireEvent.click(screen.getByRole('button', { name: /监理实务/ }));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ board: 'practice', sort: 'hot' }));
    fireEvent.click(screen.getAllByText('# 压实度')[0]);
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ label: '压实度' }));
    fireEvent.change(screen.getByPlaceholderText('搜索帖子、标签、正文'), { target: { value: '压实' } });
    fireEvent.keyDown(screen.getByPlaceholderText('搜索帖子、标签、正文'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ keyword: '压实' }));
    expect(await screen.findByText('搜索：压实')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('隧道二衬脱空雷达检测经验分享')).toBeNull());
  });
});
