/** Small measuring helpers shared by the benchmarks. */
import pg from 'pg';

/** Removes a bench's own PostgreSQL schema (its seeded volume) once it has been measured. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** Requests/s and latency percentiles with `concurrency` loops for `seconds`. */
export async function load(fn: () => Promise<unknown>, concurrency: number, seconds: number) {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) latencies.push(await timed(fn));
  }));
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), n: latencies.length };
}
