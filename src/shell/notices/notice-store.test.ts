import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNotice } from '../testing/fake-services';
import { createNoticeStore, NOTICE_TIMING, type SocketLike } from './notice-store';

const lists = (n: number) => ({ anntMsgList: Array.from({ length: n }, (_, i) => ({ ...fakeNotice, id: `n${i}` })), anntMsgTotal: n, sysMsgList: [], sysMsgTotal: 1 });

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string, readonly protocols: string[]) {}
  send(data: string) { this.sent.push(data); }
  close() { this.closed = true; }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('NoticeStore', () => {
  it('polls every 6 s and stops at the first failure', async () => {
    const listNotices = vi.fn().mockResolvedValueOnce(lists(2)).mockResolvedValueOnce(lists(3)).mockRejectedValueOnce(new Error('down'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createNoticeStore({ api: { listNotices, markNoticeRead: vi.fn() }, createSocket: vi.fn() });
    expect(store.loaded).toBe(false);
    store.startPolling();
    await vi.advanceTimersByTimeAsync(0);
    expect([store.anntTotal, store.sysTotal, store.unread]).toEqual([2, 1, 3]);
    expect(store.loaded).toBe(true);
    await vi.advanceTimersByTimeAsync(NOTICE_TIMING.pollMs);
    expect(store.anntTotal).toBe(3);
    await vi.advanceTimersByTimeAsync(NOTICE_TIMING.pollMs);
    expect(store.polling).toBe(false);
    await vi.advanceTimersByTimeAsync(NOTICE_TIMING.pollMs * 3);
    expect(listNotices).toHaveBeenCalledTimes(3);
  });

  it('connects with the token as subprotocol, beats every 20 s, reloads on topic/user and reconnects 5 s after close', async () => {
    const sockets: FakeSocket[] = [];
    const listNotices = vi.fn().mockResolvedValue(lists(1));
    const store = createNoticeStore({
      api: { listNotices, markNoticeRead: vi.fn() },
      socketUrl: (id) => `ws://h/devops/websocket/${id}`,
      createSocket: (url, protocols) => {
        const s = new FakeSocket(url, protocols);
        sockets.push(s);
        return s;
      },
    });
    store.connect('u1', 'tok');
    expect(sockets[0].url).toBe('ws://h/devops/websocket/u1');
    expect(sockets[0].protocols).toEqual(['tok']);
    sockets[0].onopen?.({});
    await vi.advanceTimersByTimeAsync(NOTICE_TIMING.heartbeatMs);
    expect(sockets[0].sent).toEqual(['HeartBeat']);

    sockets[0].onmessage?.({ data: JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }) });
    expect(listNotices).not.toHaveBeenCalled();
    sockets[0].onmessage?.({ data: JSON.stringify({ cmd: 'topic', msgId: 'a', msgTxt: 't' }) });
    sockets[0].onmessage?.({ data: JSON.stringify({ cmd: 'user', msgId: 'b', msgTxt: 't' }) });
    expect(listNotices).toHaveBeenCalledTimes(2);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sockets[0].onmessage?.({ data: 'not json' });
    expect(listNotices).toHaveBeenCalledTimes(2);

    sockets[0].onclose?.({});
    await vi.advanceTimersByTimeAsync(NOTICE_TIMING.reconnectMs - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1].onerror?.({});
    await vi.advanceTimersByTimeAsync(NOTICE_TIMING.reconnectMs);
    expect(sockets).toHaveLength(3);

    store.dispose();
    expect(sockets[2].closed).toBe(true);
    await vi.advanceTimersByTimeAsync(NOTICE_TIMING.reconnectMs * 2);
    expect(sockets).toHaveLength(3);
  });

  it('marks a notice read when opened and refreshes the counts', async () => {
    const listNotices = vi.fn().mockResolvedValue(lists(0));
    const markNoticeRead = vi.fn().mockResolvedValue(undefined);
    const store = createNoticeStore({ api: { listNotices, markNoticeRead }, createSocket: vi.fn() });
    await store.open(fakeNotice);
    expect(markNoticeRead).toHaveBeenCalledWith('n1');
    expect(listNotices).toHaveBeenCalledTimes(1);
    expect(store.current).toBe(fakeNotice);
    store.hide();
    expect(store.current).toBeNull();
  });

  it('highlights the to-do shortcut while queryTodo counts something, with every poll', async () => {
    const listNotices = vi.fn().mockResolvedValue(lists(0));
    const queryTodo = vi.fn().mockResolvedValueOnce(0).mockResolvedValueOnce(3).mockResolvedValueOnce(0);
    const store = createNoticeStore({ api: { listNotices, markNoticeRead: vi.fn(), queryTodo }, createSocket: vi.fn() });
    store.startPolling();
    await vi.advanceTimersByTimeAsync(0);
    expect([store.todo, store.todoHighlighted]).toEqual([0, false]);
    await vi.advanceTimersByTimeAsync(NOTICE_TIMING.pollMs);
    expect([store.todo, store.todoHighlighted]).toEqual([3, true]);
    await vi.advanceTimersByTimeAsync(NOTICE_TIMING.pollMs);
    expect(store.todoHighlighted).toBe(false);
    expect(queryTodo).toHaveBeenCalledTimes(3);
    store.dispose();
  });

  it('does not highlight when queryTodo fails, and keeps polling the notices', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const listNotices = vi.fn().mockResolvedValue(lists(1));
    const queryTodo = vi.fn().mockResolvedValueOnce(2).mockRejectedValue(new Error('404'));
    const store = createNoticeStore({ api: { listNotices, markNoticeRead: vi.fn(), queryTodo }, createSocket: vi.fn() });
    store.startPolling();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.todoHighlighted).toBe(true);
    await vi.advanceTimersByTimeAsync(NOTICE_TIMING.pollMs);
    expect([store.todo, store.todoHighlighted, store.polling]).toEqual([0, false, true]);
    expect(listNotices).toHaveBeenCalledTimes(2);
    store.dispose();
  });

  it('counts nothing pending without a queryTodo call', async () => {
    const store = createNoticeStore({ api: { listNotices: vi.fn().mockResolvedValue(lists(0)), markNoticeRead: vi.fn() }, createSocket: vi.fn() });
    await store.load();
    expect(store.todoHighlighted).toBe(false);
  });

  it('on 强制退出 hands the reason to the shell, stops polling and never reconnects with the dead token', async () => {
    const sockets: FakeSocket[] = [];
    const onForceLogout = vi.fn();
    const listNotices = vi.fn().mockResolvedValue(lists(0));
    const store = createNoticeStore({
      api: { listNotices, markNoticeRead: vi.fn() },
      createSocket: (url, protocols) => {
        const s = new FakeSocket(url, protocols);
        sockets.push(s);
        return s;
      },
      onForceLogout,
    });
    store.startPolling();
    store.connect('u1', 'tok');
    sockets[0].onopen?.({});
    sockets[0].onmessage?.({ data: JSON.stringify({ cmd: 'forceLogout', msgTxt: '您已被管理员强制退出，请重新登录' }) });
    expect(onForceLogout).toHaveBeenCalledWith('您已被管理员强制退出，请重新登录');
    expect(store.polling).toBe(false);
    expect(sockets[0].closed).toBe(true);
    await vi.advanceTimersByTimeAsync(NOTICE_TIMING.reconnectMs * 2);
    expect(sockets).toHaveLength(1);
  });

  it('hands on the pages a publish changed, each push anew, and ignores a push without codes', () => {
    const sockets: FakeSocket[] = [];
    const store = createNoticeStore({
      api: { listNotices: vi.fn().mockResolvedValue(lists(0)), markNoticeRead: vi.fn() },
      createSocket: (url, protocols) => {
        const s = new FakeSocket(url, protocols);
        sockets.push(s);
        return s;
      },
    });
    store.connect('u1', 'tok');
    sockets[0].onopen?.({});
    expect(store.schemaChanges).toBeNull();
    sockets[0].onmessage?.({ data: JSON.stringify({ cmd: 'schema', codes: ['fleet/repair', 'news/notice'], msgTxt: '页面配置已更新' }) });
    const first = store.schemaChanges;
    expect(first?.codes).toEqual(['fleet/repair', 'news/notice']);
    sockets[0].onmessage?.({ data: JSON.stringify({ cmd: 'schema', codes: ['fleet/repair'] }) });
    expect(store.schemaChanges).not.toBe(first);
    expect(store.schemaChanges?.codes).toEqual(['fleet/repair']);
    sockets[0].onmessage?.({ data: JSON.stringify({ cmd: 'schema' }) });
    expect(store.schemaChanges?.codes).toEqual(['fleet/repair']);
  });
});
