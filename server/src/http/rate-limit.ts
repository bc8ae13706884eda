import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope';

export interface RateLimitOptions {
  /** Average requests per second one session may make. */
  perSecond: number;
  /** Requests a session may make at once before the average applies. */
  burst: number;
  /** Heavy requests (export, import, report data, upload, zip) one user may run at the same time. */
  heavyConcurrency: number;
}

/** Per session: 20 requests/s on average with bursts of 50; heavy endpoints at most 2 at a time per user. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { perSecond: 20, burst: 50, heavyConcurrency: 2 };

// Matched on the route pattern, so the limit follows every module's export/import without each route opting in.
const HEAVY_ROUTE = /\/(exportXls|importExcel|downloadZip)(\/|$)|\/sys\/common\/upload$|\/online\/cgreport\/api\/getData\//;

/** Reads RATE_LIMIT=`perSecond,burst,heavy` (or `off`) from the environment. */
export function rateLimitFromEnv(value: string | undefined): RateLimitOptions | false {
  if (!value) return DEFAULT_RATE_LIMIT;
  if (value === 'off') return false;
  const [perSecond, burst, heavy] = value.split(',').map(Number);
  if (![perSecond, burst, heavy].every((n) => Number.isFinite(n) && n > 0)) throw new Error(`RATE_LIMIT 无效：${value}（格式：每秒请求数,突发数,重型并发数 或 off）`);
  return { perSecond, burst, heavyConcurrency: heavy };
}

interface Bucket { tokens: number; at: number }

/**
 * Per-session token bucket and per-user concurrency cap for heavy endpoints. Counted per process: with several
 * processes behind a balancer a session gets each process's allowance, which still bounds abuse.
 */
export function installRateLimit(app: FastifyInstance, options: RateLimitOptions): void {
  const buckets = new Map<string, Bucket>();
  const running = new Map<string, number>();
  const heavyRequests = new WeakSet<FastifyRequest>();

  // Idle buckets are full again after burst/perSecond seconds; dropping them then changes nothing.
  const sweep = setInterval(() => {
    const idleMs = (options.burst / options.perSecond) * 1000 + 1000;
    const now = Date.now();
    for (const [key, bucket] of buckets) if (now - bucket.at > idleMs) buckets.delete(key);
  }, 30_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // Runs after the auth hook: anonymous calls (login) have their own throttle.
  app.addHook('onRequest', async (request) => {
    const auth = request.auth;
    if (!auth) return;
    const now = Date.now();
    const bucket = buckets.get(auth.sessionId) ?? { tokens: options.burst, at: now };
    bucket.tokens = Math.min(options.burst, bucket.tokens + ((now - bucket.at) / 1000) * options.perSecond);
    bucket.at = now;
    buckets.set(auth.sessionId, bucket);
    if (bucket.tokens < 1) {
      const wait = Math.max(1, Math.ceil((1 - bucket.tokens) / options.perSecond));
      throw new ApiError(429, '请求过于频繁，请稍后再试', { 'Retry-After': String(wait) });
    }
    bucket.tokens -= 1;

    if (!HEAVY_ROUTE.test(request.routeOptions.url ?? '')) return;
    const count = running.get(auth.userId) ?? 0;
    if (count >= options.heavyConcurrency) {
      throw new ApiError(429, `同时进行的导出、导入或上传不能超过${options.heavyConcurrency}个，请等待当前任务完成`, { 'Retry-After': '2' });
    }
    running.set(auth.userId, count + 1);
    heavyRequests.add(request);
  });

  const release = async (request: FastifyRequest) => {
    if (!heavyRequests.has(request) || !request.auth) return;
    heavyRequests.delete(request);
    const left = (running.get(request.auth.userId) ?? 1) - 1;
    if (left <= 0) running.delete(request.auth.userId);
    else running.set(request.auth.userId, left);
  };
  // onResponse covers normal ends; onRequestAbort the client hanging up mid-export.
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
