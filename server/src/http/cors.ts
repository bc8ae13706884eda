import type { FastifyInstance } from 'fastify';
import { ApiError } from './envelope';

/** Reads ALLOWED_ORIGINS (comma-separated exact origins, e.g. `https://pm.example.cn`). */
export function allowedOriginsFromEnv(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter((s) => s && s !== 'null' && s !== '*');
}

/**
 * CORS for configured origins only. Tokens travel in a header, never a cookie, so credentials are never
 * allowed; an origin not on the list (including `null`) gets no `Access-Control-Allow-Origin` at all.
 */
export function installCors(app: FastifyInstance, allowed: string[]): void {
  const origins = new Set(allowed);
  // Registered before the auth hook: a preflight carries no token and must be answered, or refused, here.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string') return;
    const permitted = origins.has(origin);
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (preflight) {
      if (!permitted) throw new ApiError(403, '不允许的跨域来源');
      reply
        .header('Access-Control-Allow-Origin', origin)
        .header('Vary', 'Origin')
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE')
        .header('Access-Control-Allow-Headers', 'X-Access-Token, Content-Type, tenant-id, X-Tenant-Id, X-Permission-Path, Authorization, Idempotency-Key')
        .header('Access-Control-Max-Age', '600')
        .status(204)
        .send();
      return reply;
    }
    if (permitted) reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
  });
}
