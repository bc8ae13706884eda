import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { NoticeItem, ShellApi } from '../api/shell-api';

/** Notices: poll every 6 s; push channel heartbeat 20 s, reconnect 5 s after close or error. */
export const NOTICE_TIMING = { pollMs: 6000, heartbeatMs: 20_000, reconnectMs: 5000 } as const;

/** The part of WebSocket the store uses (tests pass a fake). */
export interface SocketLike {
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export type SocketFactory = (url: string, protocols: string[]) => SocketLike;

export interface NoticeStoreOptions {
  /** `queryTodo` is optional: without it nothing is pending. */
  api: Pick<ShellApi, 'listNotices' | 'markNoticeRead'> & Partial<Pick<ShellApi, 'queryTodo'>>;
  /** Absolute ws(s) URL of the push channel for a user. */
  socketUrl?: (userId: string) => string;
  createSocket?: SocketFactory;
  /** The push channel said an administrator ended this session (强制退出): the message to show before logging out. */
  onForceLogout?: (message: string) => void;
}

/** `ws://host/devops/websocket/<userId>` from the page's own origin. */
export function defaultSocketUrl(userId: string): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/devops/websocket/${encodeURIComponent(userId)}`;
}

/**
 * The header bell: unread notices and system messages, polled every 6 s (stopping at the first failure) and
 * reloaded when the push channel says `topic` or `user`. Opening a notice marks it read and refreshes the counts.
 *
 * @example
 * const notices = createNoticeStore({ api });
 * notices.startPolling();
 * notices.connect(user.id, token);
 */
export class NoticeStore {
  anntList: NoticeItem[] = [];
  anntTotal = 0;
  sysList: NoticeItem[] = [];
  sysTotal = 0;
  /** The counts have been read once: before that they are 0 for want of an answer, not because nothing is unread. */
  loaded = false;
  polling = false;
  /** The notice shown in the 通知消息 modal. */
  current: NoticeItem | null = null;
  /** Pending to-do count (`queryTodo`); 0 when unknown or failed. */
  todo = 0;
  /** Counts the pushes saying an administrator changed a dictionary (`dict`): whoever shows dictionaries reloads them. */
  dictChanges = 0;
  /** The pages a configurator last published (or a schema file changed): open ones load their new version. */
  schemaChanges: { codes: string[]; at: number } | null = null;

  private readonly api: NoticeStoreOptions['api'];
  private readonly socketUrl: (userId: string) => string;
  private readonly createSocket: SocketFactory;
  private readonly onForceLogout?: (message: string) => void;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private socket: SocketLike | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private target: { userId: string; token: string } | null = null;

  constructor({ api, socketUrl = defaultSocketUrl, createSocket = (url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike, onForceLogout }: NoticeStoreOptions) {
    this.api = api;
    this.onForceLogout = onForceLogout;
    this.socketUrl = socketUrl;
    this.createSocket = createSocket;
    makeObservable(this, {
      anntList: observable.ref,
      anntTotal: observable,
      sysList: observable.ref,
      sysTotal: observable,
      loaded: observable,
      polling: observable,
      current: observable.ref,
      todo: observable,
      dictChanges: observable,
      schemaChanges: observable.ref,
      unread: computed,
      todoHighlighted: computed,
      stopPolling: action,
      show: action,
      hide: action,
    });
  }

  get unread(): number {
    return this.anntTotal + this.sysTotal;
  }

  /** The header's 个人中心 shortcut is highlighted while something is pending. */
  get todoHighlighted(): boolean {
    return this.todo > 0;
  }

  /** Refreshes the to-do count; a failure means nothing is highlighted and does not stop the notice polling. */
  async loadTodo(): Promise<void> {
    let count = 0;
    try {
      count = (await this.api.queryTodo?.()) ?? 0;
    } catch (error) {
      console.warn('[notice] 待办数量获取失败', error);
    }
    runInAction(() => (this.todo = count > 0 ? count : 0));
  }

  /** Loads the unread lists (and the to-do count alongside); false (and polling stops) on failure. */
  async load(): Promise<boolean> {
    void this.loadTodo();
    try {
      const r = await this.api.listNotices(5);
      runInAction(() => {
        this.anntList = r?.anntMsgList ?? [];
        this.anntTotal = r?.anntMsgTotal ?? 0;
        this.sysList = r?.sysMsgList ?? [];
        this.sysTotal = r?.sysMsgTotal ?? 0;
        this.loaded = true;
      });
      return true;
    } catch (error) {
      console.warn('[notice] 消息加载失败，停止轮询', error);
      this.stopPolling();
      return false;
    }
  }

  startPolling(): void {
    if (this.pollTimer) return;
    this.polling = true;
    void this.load();
    this.pollTimer = setInterval(() => void this.load(), NOTICE_TIMING.pollMs);
  }

  stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
    this.polling = false;
  }

  /** Opens the push channel with the token as subprotocol; reconnects 5 s after close or error. */
  connect(userId: string, token: string): void {
    this.target = { userId, token };
    this.openSocket();
  }

  private openSocket(): void {
    if (!this.target) return;
    this.closeSocket();
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.socketUrl(this.target.userId), [this.target.token]);
    } catch (error) {
      console.warn('[notice] WebSocket 创建失败', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => socket.send('HeartBeat'), NOTICE_TIMING.heartbeatMs);
    };
    socket.onmessage = (event) => this.onPush(event.data);
    socket.onclose = () => {
      if (this.socket === socket) this.scheduleReconnect();
    };
    socket.onerror = () => {
      if (this.socket === socket) this.scheduleReconnect();
    };
  }

  private onPush(data: unknown): void {
    let message: { cmd?: string; msgTxt?: string } | null = null;
    try {
      message = JSON.parse(String(data)) as { cmd?: string; msgTxt?: string };
    } catch {
      console.warn('[notice] 无法解析的推送', data);
      return;
    }
    if (message?.cmd === 'topic' || message?.cmd === 'user') void this.load();
    if (message?.cmd === 'forceLogout') {
      // The session is gone on the server: no reconnecting with its token, no more polling.
      this.dispose();
      this.onForceLogout?.(message.msgTxt ?? '');
    }
    if (message?.cmd === 'dict') runInAction(() => (this.dictChanges += 1));
    const codes = (message as { codes?: unknown } | null)?.codes;
    if (message?.cmd === 'schema' && Array.isArray(codes)) {
      runInAction(() => (this.schemaChanges = { codes: codes.filter((c): c is string => typeof c === 'string'), at: Date.now() }));
    }
  }

  private scheduleReconnect(): void {
    this.stopHeartbeat();
    this.socket = null;
    if (!this.target || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.openSocket();
    }, NOTICE_TIMING.reconnectMs);
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private closeSocket(): void {
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onerror = null;
      socket.onmessage = null;
      try {
        socket.close();
      } catch {
        // Closing a socket that never opened may throw in some browsers; it is gone either way.
      }
    }
  }

  /** Marks the notice read, refreshes the counts and shows it. */
  async open(item: NoticeItem): Promise<void> {
    this.show(item);
    try {
      await this.api.markNoticeRead(item.id);
    } catch (error) {
      console.warn('[notice] 标记已读失败', error);
    }
    await this.load();
  }

  show(item: NoticeItem): void {
    this.current = item;
  }

  hide(): void {
    this.current = null;
  }

  /** Stops polling and the push channel (logout, unmount). */
  dispose(): void {
    this.stopPolling();
    this.target = null;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.closeSocket();
  }
}

export function createNoticeStore(options: NoticeStoreOptions): NoticeStore {
  return new NoticeStore(options);
}

declare module '../services/app-services' {
  interface AppServices {
    /** The bell: unread notices, to-dos and the push channel. */
    notices: NoticeStore;
  }
}
