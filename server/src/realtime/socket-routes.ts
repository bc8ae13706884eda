import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ApiError } from '../http/envelope';
import type { EventBus } from './event-bus';

interface Client {
  id: string;
  userId: string;
  /** The session whose token opened the socket: 强制退出 closes exactly that session's sockets. */
  sessionId: string;
  socket: WebSocket;
}

/** Close code of a socket whose session an administrator ended (4000–4999 are the application's own). */
export const KICKED_CLOSE_CODE = 4001;

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
  if (!request.auth || request.auth.userId !== userId) throw new ApiError(403, '无权连接他人的消息通道');
}

const send = (socket: WebSocket, data: unknown) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(data));
};

/**
 * `/websocket/{userId}` pushes notices; `/vxeSocket/{userId}/{pageId}` relays grid updates between viewers.
 * The token arrives as the WebSocket subprotocol (checked by the auth hook before the upgrade).
 */
export function socketRoutes(app: FastifyInstance, bus: EventBus): { counts(): { notice: number; vxe: number } } {
  const notice = new Map<string, Client>();
  const vxe = new Map<string, Client & { pageId: string }>();
  const guards = { preValidation: async (request: FastifyRequest) => { assertSameOrigin(request); assertOwnPath(request); } };

  const unsubscribe = bus.subscribe((event) => {
    if (event.kind === 'notice') {
      for (const c of notice.values()) {
        if (!event.userIds || event.userIds.includes(c.userId)) send(c.socket, event.message);
      }
    } else if (event.kind === 'vxe') {
      for (const c of vxe.values()) if (c.id !== event.fromSocket) send(c.socket, event.message);
    } else if (event.kind === 'kick') {
      // The browser hears why before the socket closes: it then finds its token refused and goes to the login page.
      for (const c of [...notice.values(), ...vxe.values()]) {
        if (!event.sessionIds.includes(c.sessionId)) continue;
        send(c.socket, { cmd: 'forceLogout', msgTxt: '您已被管理员强制退出，请重新登录' });
        c.socket.close(KICKED_CLOSE_CODE, 'session ended');
      }
    }
  });
  // An upgrade answered with a refusal keeps its raw socket (it left the HTTP server's hands at 'upgrade'):
  // end it, or it would hold up shutdown.
  app.addHook('onResponse', async (request, reply) => {
    if (request.headers.upgrade && reply.statusCode !== 101) request.raw.socket?.destroy();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    for (const c of [...notice.values(), ...vxe.values()]) c.socket.close(1001, 'server shutting down');
  });

  app.get('/devops/websocket/:userId', { websocket: true, ...guards }, (socket, request) => {
    const client = { id: randomBytes(8).toString('hex'), userId: request.auth!.userId, sessionId: request.auth!.sessionId, socket };
    notice.set(client.id, client);
    socket.on('message', () => send(socket, { cmd: 'heartcheck', msgTxt: '心跳响应' }));
    socket.on('close', () => notice.delete(client.id));
  });

  app.get('/devops/vxeSocket/:userId/:pageId', { websocket: true, ...guards }, (socket, request) => {
    const { pageId } = request.params as { pageId: string };
    const client = { id: randomBytes(8).toString('hex'), userId: request.auth!.userId, sessionId: request.auth!.sessionId, socket, pageId };
    vxe.set(client.id, client);
    socket.on('message', (raw) => {
      let msg: { type?: string; data?: unknown };
      try {
        msg = JSON.parse(String(raw));
      } catch {
        return;
      }
      if (msg.type === 'heart_beat') send(socket, { type: 'heart_beat', data: true });
      else if (msg.type === 'update_vxe_table') void bus.publish({ kind: 'vxe', fromSocket: client.id, message: { type: msg.type, data: msg.data } });
    });
    socket.on('close', () => vxe.delete(client.id));
  });

  return { counts: () => ({ notice: notice.size, vxe: vxe.size }) };
}
