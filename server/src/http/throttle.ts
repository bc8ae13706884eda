import type { Queryable } from '../db/database';
import { ApiError } from './envelope';
import { rateCounters } from '../tables/stores/rate-counter-store';

/**
 * Refuses with 429 (and Retry-After) once `key` was hit more than `limit` times in `windowSeconds`. Counted in the
 * database, so every process behind the balancer counts together.
 */
export async function throttle(db: Queryable, key: string, limit: number, windowSeconds: number, message: string): Promise<void> {
  const { hits, retryAfter } = await rateCounters.hit(db, key, windowSeconds);
  if (hits > limit) throw new ApiError(429, message, { 'Retry-After': String(retryAfter) });
}
