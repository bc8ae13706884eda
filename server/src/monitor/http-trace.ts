import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatDateTime } from '../http/format';
import type { TraceEntry } from '@/engine/schema/monitor-trace';

export type { TraceEntry };

const TRACE_SIZE = 200;

/**
 * The request headers 请求追踪 may show. A list of what is allowed, not of what is forbidden: authorization, cookies,
 * the token header and the socket subprotocol (which carries the token) can never appear, whatever a client sends.
 */
const SHOWN_HEADERS = ['user-agent', 'content-type', 'content-length', 'accept', 'accept-language', 'referer', 'x-requested-with'];


function shownHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of SHOWN_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value.slice(0, 300);
  }
  return headers;
}

/** Keeps the latest requests of this process (newest first on read), without query strings, bodies or secrets. */
export function httpTrace(app: FastifyInstance): { entries(): TraceEntry[] } {
  const trace: TraceEntry[] = [];
  app.addHook('onResponse', async (request, reply) => {
    trace.push({
      method: request.method, path: request.url.split('?')[0].slice(0, 200), status: request.refusal ?? reply.statusCode,
      timeMs: Math.round(reply.elapsedTime * 10) / 10, at: formatDateTime(new Date())!, username: request.auth?.username ?? null,
      ip: request.ip, headers: shownHeaders(request),
    });
    if (trace.length > TRACE_SIZE) trace.shift();
  });
  return { entries: () => [...trace].reverse() };
}
