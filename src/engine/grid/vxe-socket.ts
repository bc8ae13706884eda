import type { GridRowValues } from './grid-columns';
import { randomHexId } from './grid-values';

/** Timings of the table channel: heartbeat, reconnect delay and the row-update debounce. */
export const VXE_SOCKET_TIMING = { heartbeatEvery: 10_000, replyTimeout: 6_000, reconnectDelay: 5_000, reloadEffect: 1_400 };

export interface VxeSocketOptions {
  /** Base like `ws://host/jeecg-boot`; `/vxeSocket/{userId}/{pageId}` is appended. */
  url: string;
  userId: string;
  /** Random 32-hex id per page load when omitted. */
  pageId?: string;
  /** Sent as the WebSocket subprotocol, as JeecgBoot's server expects. */
  token: string;
  /** Grids sharing a key exchange row updates (default `vxe-default`). */
  socketKey?: string;
  onUpdateRow?: (row: GridRowValues) => void;
  /** Injectable for tests. */
  WebSocketImpl?: new (url: string, protocols?: string | string[]) => WebSocket;
  log?: (message: string, detail?: unknown) => void;
}

type Message = { type?: string; data?: unknown };

/**
 * JVxeTable's vxeSocket: heartbeat, reconnect, row updates between grids, and `common_send_date`
 * handlers. One instance per grid; `close()` stops every timer.
 *
 * @example
 * const socket = new VxeSocket({ url: 'ws://h/jeecg-boot', userId: 'u1', token, onUpdateRow: (r) => store.applyServerRow(r) });
 * socket.connect();
 */
export class VxeSocket {
  readonly pageId: string;
  /** Marks our own broadcasts so we ignore them when they come back. */
  readonly caseId = `_j-vxe-${randomHexId().slice(0, 8)}_`;
  private ws: WebSocket | null = null;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private replyTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnecting = false;
  private closed = false;
  private handlers = new Map<string, Set<(...args: unknown[]) => void>>();

  constructor(private readonly options: VxeSocketOptions) {
    this.pageId = options.pageId ?? randomHexId();
  }

  get url(): string {
    return `${this.options.url.replace(/\/$/, '')}/vxeSocket/${this.options.userId}/${this.pageId}`;
  }

  connect(): void {
    this.closed = false;
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    const ws = new Impl(this.url, this.options.token);
    this.ws = ws;
    ws.onopen = () => this.heartbeat();
    ws.onmessage = (event) => this.receive(String(event.data));
    ws.onerror = () => this.reconnect();
    ws.onclose = () => this.reconnect();
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.replyTimer = null;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.onerror = null;
      ws.close();
    }
  }

  send(type: string, data: unknown): void {
    if (this.ws && this.ws.readyState === 1) this.ws.send(JSON.stringify({ type, data }));
  }

  /** Tells the other grids with our socketKey that a row changed. */
  sendUpdate(row: GridRowValues): void {
    this.send('update_vxe_table', { socketKey: this.socketKey, args: [row, this.caseId] });
  }

  /** JVxeTable's `addBindSocketCSD`; returns a remover. */
  addCommonHandler(key: string, fn: (...args: unknown[]) => void): () => void {
    const set = this.handlers.get(key) ?? new Set();
    set.add(fn);
    this.handlers.set(key, set);
    return () => set.delete(fn);
  }

  private get socketKey(): string {
    return this.options.socketKey ?? 'vxe-default';
  }

  private heartbeat(): void {
    this.send('heart_beat', '');
    this.replyTimer = this.later(() => {
      this.replyTimer = null;
      this.reconnect();
    }, VXE_SOCKET_TIMING.replyTimeout);
  }

  private receive(text: string): void {
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      this.log('vxeSocket 消息无法解析', text);
      return;
    }
    if (message.type === 'heart_beat') {
      if (this.replyTimer) this.clear(this.replyTimer);
      this.replyTimer = null;
      this.later(() => this.heartbeat(), VXE_SOCKET_TIMING.heartbeatEvery);
    } else if (message.type === 'update_vxe_table') {
      const data = message.data as { socketKey?: string; args?: [GridRowValues, string] } | undefined;
      const [row, caseId] = data?.args ?? [];
      if (data?.socketKey === this.socketKey && caseId !== this.caseId && row) this.options.onUpdateRow?.(row);
    } else if (message.type === 'common_send_date') {
      const data = message.data as { key?: string; args?: unknown[] } | undefined;
      for (const fn of this.handlers.get(data?.key ?? '') ?? []) fn(...(data?.args ?? []));
    } else {
      this.log('收到不识别的消息类型', message);
    }
  }

  /** One pending reconnect at most; the dead socket is dropped first so its late events are ignored. */
  private reconnect(): void {
    if (this.closed || this.reconnecting) return;
    this.reconnecting = true;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.onerror = null;
      ws.onmessage = null;
      try { ws.close(); } catch { /* already closed */ }
    }
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.replyTimer = null;
    this.later(() => {
      this.reconnecting = false;
      if (!this.closed) this.connect();
    }, VXE_SOCKET_TIMING.reconnectDelay);
  }

  private later(fn: () => void, ms: number): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  private clear(timer: ReturnType<typeof setTimeout>): void {
    clearTimeout(timer);
    this.timers.delete(timer);
  }

  private log(message: string, detail?: unknown): void {
    (this.options.log ?? ((m, d) => console.warn(m, d)))(message, detail);
  }
}
