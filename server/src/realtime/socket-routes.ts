import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { sessions } from '../tables/stores/session-store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ApiError } from '../http/envelope';
import { requireAuth } from '../auth/auth-plugin';
import { FROZEN_MESSAGE, RESET_MESSAGE, type AuthInfo } from '../auth/tokens';
import type { EventBus, PlatformEvent, SessionEndReason } from './event-bus';
import { FLOOD_CLOSE_CODE, frameLimiter } from './frame-limit';

interface Client {
  id: string;
  userId: string;
  /** The session whose token opened the socket: its end (logout, 强制退出, freeze, delete) closes the socket. */
  sessionId: string;
  socket: WebSocket;
}

interface GridClient extends Client {
  pageId: string;
  /** The company and project context the socket was opened in: grid rows travel only within it. */
  context: string;
}

/** A grid update is one row; the bus carries at most 8000 bytes (PostgreSQL's NOTIFY), so a larger frame is not relayed. */
const MAX_RELAYED_CHARS = 6000;

/** Close code of a socket whose session ended (4000–4999 are the application's own). */
export const KICKED_CLOSE_CODE = 4001;

/** What the browser is told when its session ended, before its sockets close. */
const END_MESSAGES: Record<SessionEndReason, string> = {
  logout: '您已退出登录，请重新登录',
  kicked: '您已被管理员强制退出，请重新登录',
  frozen: FROZEN_MESSAGE,
  deleted: '您的账号已被删除，请联系管理员',
  reset: RESET_MESSAGE,
  signedOut: '您的登录已失效，请重新登录',
};

/** Same-origin upgrades only: a page elsewhere must not open a socket with a user's token. */
function assertSameOrigin(request: FastifyRequest) {
  const origin = request.headers.origin;
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new ApiError(403, '拒绝跨站连接');
  }
  const allowed = (process.env.ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (host !== request.headers.host && !allowed.includes(origin)) throw new ApiError(403, '拒绝跨站连接');
}

function assertOwnPath(request: FastifyRequest) {
  const { userId } = request.params as { userId: string };
  if (requireAuth(request).userId !== userId) throw new ApiError(403, '无权连接他人的消息通道');
}

/** The context a grid socket belongs to: the company, and in a project's view the project. */
const contextOf = (auth: AuthInfo) => JSON.stringify([auth.companyId ?? '', auth.menuCode === '12' ? auth.projectId ?? '' : '']);

const send = (socket: WebSocket, data: unknown) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(data));
};

/** Whether a kick names this socket's session. */
function ends(event: Extract<PlatformEvent, { kind: 'kick' }>, c: Client): boolean {
  if (event.sessionIds?.includes(c.sessionId)) return true;
  return Boolean(event.userIds?.includes(c.userId) && c.sessionId !== event.exceptSessionId);
}

/**
 * `/websocket/{userId}` pushes notices; `/vxeSocket/{userId}/{pageId}` relays grid updates between viewers of the same
 * page in the same company and project context. The token arrives as the WebSocket subprotocol (checked by the auth
 * hook before the upgrade). Every socket's frames are rate-limited; a socket whose session ends is closed, in every
 * process, through the event bus.
 */
export function socketRoutes(app: FastifyInstance, bus: EventBus, db: Queryable): { counts(): { notice: number; vxe: number } } {
  const notice = new Map<string, Client>();
  const vxe = new Map<string, GridClient>();
  const guards = { preValidation: async (request: FastifyRequest) => { assertSameOrigin(request); assertOwnPath(request); } };

  const unsubscribe = bus.subscribe((event) => {
    if (event.kind === 'notice') {
      for (const c of notice.values()) {
        if (!event.userIds || event.userIds.includes(c.userId)) send(c.socket, event.message);
      }
    } else if (event.kind === 'vxe') {
      for (const c of vxe.values()) {
        if (c.id !== event.fromSocket && c.pageId === event.pageId && c.context === event.context) send(c.socket, event.message);
      }
    } else if (event.kind === 'kick') {
      // The browser hears why before the socket closes: it then finds its token refused and goes to the login page.
      for (const c of [...notice.values(), ...vxe.values()]) {
        if (!ends(event, c)) continue;
        send(c.socket, { cmd: 'forceLogout', msgTxt: END_MESSAGES[event.reason ?? 'kicked'] });
        c.socket.close(KICKED_CLOSE_CODE, 'session ended');
      }
    } else if (event.kind === 'resync') {
      // Kicks sent while this process was cut off from the others were never heard: a socket whose session has ended
      // meanwhile is closed now.
      void closeEnded().catch((err: unknown) => app.log.warn(`无法核对推送连接的会话：${(err as Error).message}`));
    }
  });
  const closeEnded = async () => {
    const open = [...notice.values(), ...vxe.values()];
    const live = await sessions.liveAmong(db, [...new Set(open.map((c) => c.sessionId))]);
    for (const c of open) {
      if (live.has(c.sessionId)) continue;
      send(c.socket, { cmd: 'forceLogout', msgTxt: END_MESSAGES.signedOut });
      c.socket.close(KICKED_CLOSE_CODE, 'session ended');
    }
  };
  // An upgrade answered with a refusal keeps its raw socket (it left the HTTP server's hands at 'upgrade'):
  // end it, or it would hold up shutdown.
  app.addHook('onResponse', async (request, reply) => {
    if (request.headers.upgrade && reply.statusCode !== 101) request.raw.socket?.destroy();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    for (const c of [...notice.values(), ...vxe.values()]) c.socket.close(1001, 'server shutting down');
  });

  /** Each frame a socket sends passes its limiter first; a socket over its limit is closed, its frame unanswered. */
  const onFrames = (socket: WebSocket, handle: (raw: unknown) => void) => {
    const limiter = frameLimiter();
    socket.on('message', (raw) => {
      if (socket.readyState !== socket.OPEN) return;
      if (!limiter.take()) {
        socket.close(FLOOD_CLOSE_CODE, 'too many messages');
        return;
      }
      handle(raw);
    });
  };

  app.get('/devops/websocket/:userId', { websocket: true, ...guards }, (socket, request) => {
    const auth = requireAuth(request);
    const client = { id: randomBytes(8).toString('hex'), userId: auth.userId, sessionId: auth.sessionId, socket };
    notice.set(client.id, client);
    onFrames(socket, () => send(socket, { cmd: 'heartcheck', msgTxt: '心跳响应' }));
    socket.on('close', () => notice.delete(client.id));
  });

  app.get('/devops/vxeSocket/:userId/:pageId', { websocket: true, ...guards }, (socket, request) => {
    const auth = requireAuth(request);
    const { pageId } = request.params as { pageId: string };
    const client: GridClient = { id: randomBytes(8).toString('hex'), userId: auth.userId, sessionId: auth.sessionId, socket, pageId, context: contextOf(auth) };
    vxe.set(client.id, client);
    onFrames(socket, (raw) => {
      let msg: { type?: string; data?: unknown };
      try {
        msg = JSON.parse(String(raw));
      } catch {
        return;
      }
      if (msg.type === 'heart_beat') send(socket, { type: 'heart_beat', data: true });
      else if (msg.type === 'update_vxe_table' && JSON.stringify(msg.data ?? null).length <= MAX_RELAYED_CHARS) {
        bus.publish({ kind: 'vxe', fromSocket: client.id, pageId, context: client.context, message: { type: msg.type, data: msg.data } })
          .catch((error: unknown) => request.log.warn({ err: error }, 'grid update not relayed'));
      }
    });
    socket.on('close', () => vxe.delete(client.id));
  });

  return { counts: () => ({ notice: notice.size, vxe: vxe.size }) };
}
