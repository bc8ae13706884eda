import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VxeSocket } from './vxe-socket';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string, readonly protocol?: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) { this.sent.push(JSON.parse(text)); }
  close() { this.closed = true; }
  open() { this.readyState = 1; this.onopen?.(); }
  reply(message: unknown) { this.onmessage?.({ data: JSON.stringify(message) }); }
}

describe('VxeSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  const make = (extra = {}) => new VxeSocket({
    url: 'ws://h/jeecg-boot', userId: 'u1', pageId: 'p1', token: 'tok', WebSocketImpl: FakeSocket as never, log: vi.fn(), ...extra,
  });

  it('joins /vxeSocket/{userId}/{pageId} with the token as subprotocol and beats every 10 s after a reply', () => {
    const socket = make();
    socket.connect();
    const ws = FakeSocket.all[0];
    expect([ws.url, ws.protocol]).toEqual(['ws://h/jeecg-boot/vxeSocket/u1/p1', 'tok']);
    ws.open();
    expect(ws.sent).toEqual([{ type: 'heart_beat', data: '' }]);
    ws.reply({ type: 'heart_beat', data: true });
    vi.advanceTimersByTime(9_999);
    expect(ws.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ws.sent).toHaveLength(2);
    socket.close();
  });

  it('reconnects when no reply comes within 6 s, and 5 s after an error', () => {
    const socket = make();
    socket.connect();
    FakeSocket.all[0].open();
    vi.advanceTimersByTime(6_000);
    expect(FakeSocket.all[0].closed).toBe(true);
    vi.advanceTimersByTime(4_999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1].onerror?.();
    FakeSocket.all[1].onclose?.();
    vi.advanceTimersByTime(5_000);
    expect(FakeSocket.all).toHaveLength(3);
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('updates rows from other grids with the same key, calls common handlers, logs unknown types', () => {
    const onUpdateRow = vi.fn();
    const log = vi.fn();
    const socket = make({ onUpdateRow, log, socketKey: 'contract' });
    const handler = vi.fn();
    socket.addCommonHandler('refresh', handler);
    socket.connect();
    const ws = FakeSocket.all[0];
    ws.open();
    ws.reply({ type: 'update_vxe_table', data: { socketKey: 'contract', args: [{ id: '1', amount: 5 }, '_j-vxe-other_'] } });
    ws.reply({ type: 'update_vxe_table', data: { socketKey: 'contract', args: [{ id: '2' }, socket.caseId] } });
    ws.reply({ type: 'update_vxe_table', data: { socketKey: 'other', args: [{ id: '3' }, '_j-vxe-x_'] } });
    expect(onUpdateRow.mock.calls).toEqual([[{ id: '1', amount: 5 }]]);
    ws.reply({ type: 'common_send_date', data: { key: 'refresh', args: [1, 2] } });
    expect(handler).toHaveBeenCalledWith(1, 2);
    ws.reply({ type: 'surprise', data: null });
    expect(log).toHaveBeenCalledWith('收到不识别的消息类型', { type: 'surprise', data: null });
    socket.sendUpdate({ id: '9' });
    expect(ws.sent.at(-1)).toEqual({ type: 'update_vxe_table', data: { socketKey: 'contract', args: [{ id: '9' }, socket.caseId] } });
    socket.close();
  });
});
