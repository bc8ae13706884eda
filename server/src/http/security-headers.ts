import type { FastifyInstance } from 'fastify';
import { isApiRoute } from '../auth/auth-plugin';

// Scripts only from our origin; antd's CSS-in-JS needs inline styles.
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', CSP);
    // On the matched route (an encoded `/%64evops/…` is the same API answer) or, for a missing one, the path asked for.
    if (isApiRoute(request) || request.url.startsWith('/devops/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
