import { createHash } from 'node:crypto';

/** A deterministic 32-hex id for seeded rows, so a seed gives the same ids on every machine. */
export function stableId(key: string): string {
  return createHash('sha256').update(`seed:${key}`).digest('hex').slice(0, 32);
}
