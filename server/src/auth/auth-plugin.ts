import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, MESSAGES } from '../http/envelope';
import type { AuthInfo, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. Deny by default: only routes that say so are public. */
    public?: boolean;
    /** Answers a file (a download, an export, a stored upload), not the JSON envelope: no response schema. */
    download?: boolean;
  }
}

export const API_PREFIX = '/devops';

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-access-token'];
  if (typeof header === 'string' && header) return header;
  const bearer = request.headers.authorization;
  if (bearer?.startsWith('Bearer ')) return bearer.slice(7);
  // Browsers cannot set headers on a WebSocket: JeecgBoot's clients send the token as the subprotocol.
  const protocol = request.headers['sec-websocket-protocol'];
  if (request.headers.upgrade === 'websocket' && typeof protocol === 'string' && protocol) return protocol.split(',')[0].trim();
  // JeecgBoot also reads ?token=; we do not: a token in a URL ends up in logs and history.
  return undefined;
}

/**
 * Whether the route the router matched is an API route. Judged on the matched route's declared path, never on the raw
 * request line: the router decodes and normalises (`/%64evops/…` reaches `/devops/…`), so a test on the raw text
 * would let an encoded prefix walk past every check.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return !request.is404 && typeof url === 'string' && url.startsWith(`${API_PREFIX}/`);
}

/**
 * Deny by default: every matched route needs a valid token unless its own config says `public: true`; there is no
 * path prefix to get around. A request no route matched reaches only the not-found answer.
 */
export function installAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('auth', null);
  // Tokens in URLs end up in logs and browser history; refuse them outright rather than ignore them silently.
  app.addHook('onRequest', async (request) => {
    if (!isApiRoute(request)) return;
    const query = request.query as Record<string, unknown> | undefined;
    if (query && ('token' in query || 'X-Access-Token' in query || 'x-access-token' in query)) {
      throw new ApiError(400, '不接受放在地址中的令牌，请使用 X-Access-Token 请求头');
    }
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const token = readToken(request);
    const isPublic = request.routeOptions.config?.public === true;
    // A public page of the app (its files) has no use for a session: no lookup for every asset.
    if (token && (!isPublic || isApiRoute(request))) request.auth = await tokens.verify(token);
    if (!isPublic && !request.auth) throw new ApiError(401, token ? await tokens.refusal(token) : MESSAGES.tokenInvalid);
    // The tenant comes from the session; a header may only select among the caller's own tenants.
    const tenant = request.headers['tenant-id'] ?? request.headers['x-tenant-id'];
    if (request.auth && typeof tenant === 'string' && tenant !== '' && tenant !== '0' && !request.auth.tenantIds.includes(tenant)) {
      throw new ApiError(403, '无权访问该租户的数据');
    }
  });
}

/** The caller's session; throws 401 when absent (for handlers on public routes that need one anyway). */
export function requireAuth(request: FastifyRequest): AuthInfo {
  if (!request.auth) throw new ApiError(401, MESSAGES.tokenInvalid);
  return request.auth;
}
