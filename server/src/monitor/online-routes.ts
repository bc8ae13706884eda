import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import type { TokenService } from '../auth/tokens';
import { ApiError, ok, okMessage } from '../http/envelope';
import { formatDateTime } from '../http/format';
import { requestErrors } from '../http/request-schemas';
import { sessions } from '../tables/stores/session-store';

/**
 * A session's name on the wire: the session id itself never leaves the server (it is half of what makes a token), so
 * the list and 强制退出 use a digest of it.
 */
export const sessionKey = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex').slice(0, 24);

/** `Chrome 131 / Windows` from a user agent, for the 客户端 column. */
export function describeClient(userAgent: string | null): string {
  if (!userAgent) return '未知';
  const browser = /Edg\/(\d+)/.exec(userAgent) ? `Edge ${/Edg\/(\d+)/.exec(userAgent)![1]}`
    : /Firefox\/(\d+)/.exec(userAgent) ? `Firefox ${/Firefox\/(\d+)/.exec(userAgent)![1]}`
      : /Chrom(?:e|ium)\/(\d+)/.exec(userAgent) ? `Chrome ${/Chrom(?:e|ium)\/(\d+)/.exec(userAgent)![1]}`
        : /Version\/(\d+).*Safari/.exec(userAgent) ? `Safari ${/Version\/(\d+)/.exec(userAgent)![1]}`
          : /MicroMessenger/.test(userAgent) ? '微信' : userAgent.split(/[\s/]/)[0].slice(0, 30);
  const system = /Windows/.test(userAgent) ? 'Windows' : /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS'
    : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : '其他';
  return `${browser} / ${system}`;
}

const MAX_SESSIONS = 500;

/**
 * 在线用户 (the monitor's terminal page, JeecgBoot's `/sys/online/*`): the live sessions with user, address, client,
 * login and last-active time, and 强制退出 — the session is revoked (its next request is refused) and its push sockets
 * are closed in every process. Never a shell of any kind.
 */
export function onlineRoutes(app: FastifyInstance, db: Database, tokens: TokenService): void {
  const can = (code: string) => ({ preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), code) });

  app.get('/devops/sys/online/list', can('system:monitor:view'), async (request) => {
    const own = requireAuth(request).sessionId;
    const rows = await sessions.active(db, MAX_SESSIONS);
    return ok(rows.map((r) => ({
      id: sessionKey(r.id), userId: r.user_id, username: r.username, realname: r.realname, ip: r.ip, client: describeClient(r.user_agent),
      view: r.menu_code === '12' ? '项目视图' : '公司视图', loginTime: formatDateTime(r.create_time),
      lastActiveTime: formatDateTime(r.last_active_time ?? r.create_time), expireTime: formatDateTime(r.expire_time), current: r.id === own,
    })));
  });

  app.post<{ Body: { id: string } }>('/devops/sys/online/forceLogout', {
    ...can('system:online:forceLogout'),
    schema: { body: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } },
    schemaErrorFormatter: requestErrors,
  }, async (request) => {
    const auth = requireAuth(request);
    const session = (await sessions.active(db, MAX_SESSIONS)).find((r) => sessionKey(r.id) === request.body.id);
    if (!session) throw new ApiError(404, '该会话已结束或不存在');
    if (session.id === auth.sessionId) throw new ApiError(400, '不能强制退出自己当前的会话，请使用退出登录');
    // Revoking announces the ended session on the bus: every process closes its sockets.
    await tokens.revoke(session.id, 'kicked');
    return okMessage(`已强制退出 ${session.realname}（${session.username}）`);
  });
}
