import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { heavySlots, sessionRates } from '../tables/stores/rate-counter-store';
import { ApiError } from './envelope';

export interface RateLimitOptions {
  /** Average requests per second one session may make. */
  perSecond: number;
  /** Requests a session may make at once before the average applies. */
  burst: number;
  /** Heavy requests (export, import, upload, zip) one user may run at the same time. */
  heavyConcurrency: number;
}

/** Per session: 20 requests/s on average with bursts of 50; heavy endpoints at most 2 at a time per user. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { perSecond: 20, burst: 50, heavyConcurrency: 2 };

// Matched on the route pattern, so the limit follows every module's export/import without each route opting in. A
// report's page of data is not heavy (at most 1,000 rows): a dashboard reads a dozen reports at once, and capping them
// at two refused most of the group big screen's panels.
const HEAVY_ROUTE = /\/(exportXls|importExcel|downloadZip)(\/|$)|\/sys\/common\/upload$/;

/** Reads RATE_LIMIT=`perSecond,burst,heavy` (or `off`) from the environment. */
export function rateLimitFromEnv(value: string | undefined): RateLimitOptions | false {
  if (!value) return DEFAULT_RATE_LIMIT;
  if (value === 'off') return false;
  const [perSecond, burst, heavy] = value.split(',').map(Number);
  if (![perSecond, burst, heavy].every((n) => Number.isFinite(n) && n > 0)) throw new Error(`RATE_LIMIT 无效：${value}（格式：每秒请求数,突发数,重型并发数 或 off）`);
  return { perSecond, burst, heavyConcurrency: heavy };
}

/** How long a heavy request may hold its slot if its process dies before releasing it (an export of a large module). */
const HEAVY_LEASE_SECONDS = 600;

/**
 * Per-session request limit and per-user cap on heavy requests, counted in the database so that every process behind
 * the balancer counts together (N processes no longer allow N times the limit).
 *
 * The limit is a fixed window of burst/perSecond seconds from the session's first request in it, allowing `burst`
 * requests: the same average as a token bucket of that rate and size, one upsert per request. At a window's edge a
 * session may spend two bursts back to back, which still bounds abuse at twice the burst.
 */
export function installRateLimit(app: FastifyInstance, db: Queryable, options: RateLimitOptions): void {
  const windowSeconds = options.burst / options.perSecond;
  const heavyRequests = new WeakMap<FastifyRequest, { userId: string; slot: number; holder: string }>();

  // Runs after the auth hook: anonymous calls (login) have their own throttle.
  app.addHook('onRequest', async (request) => {
    const auth = request.auth;
    if (!auth) return;
    const { hits, retryAfter } = await sessionRates.hit(db, auth.sessionId, windowSeconds);
    if (hits > options.burst) throw new ApiError(429, '请求过于频繁，请稍后再试', { 'Retry-After': String(retryAfter) });

    if (!HEAVY_ROUTE.test(request.routeOptions.url ?? '')) return;
    const holder = randomBytes(12).toString('hex');
    const slot = await heavySlots.take(db, auth.userId, holder, options.heavyConcurrency, HEAVY_LEASE_SECONDS);
    if (slot === undefined) {
      throw new ApiError(429, `同时进行的导出、导入或上传不能超过${options.heavyConcurrency}个，请等待当前任务完成`, { 'Retry-After': '2' });
    }
    heavyRequests.set(request, { userId: auth.userId, slot, holder });
  });

  const release = async (request: FastifyRequest) => {
    const held = heavyRequests.get(request);
    if (!held) return;
    heavyRequests.delete(request);
    await heavySlots.release(db, held.userId, held.slot, held.holder);
  };
  // onResponse covers normal ends; onRequestAbort the client hanging up mid-export.
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
