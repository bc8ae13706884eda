import pg from 'pg';
import type { Database, Queryable } from './database';
import { DATE_OID, keepDateText, SESSION_TIME_ZONE } from './time-zone';
import { DatabaseUnavailableError, isConnectionFault } from './db-unavailable';

/** How long a request waits for a connection before it is answered 503 (PostgreSQL down or every connection busy). */
export const CONNECT_TIMEOUT_MS = Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5_000);

/** A connection fault becomes the one error the HTTP layer answers with 503; statement errors pass unchanged. */
function classify(error: unknown): unknown {
  return isConnectionFault(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error;
}

// Timestamps come back as Date, dates as their text; bigint counts as numbers (they are small here).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(DATE_OID, keepDateText);

export async function openPostgres(url: string, schema?: string): Promise<Database> {
  const options = [`-c TimeZone=${SESSION_TIME_ZONE}`, ...(schema ? [`-c search_path=${schema}`] : [])].join(' ');
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`非法的 schema 名：${schema}`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Two processes creating the schema at once would race on the catalogue even with IF NOT EXISTS.
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', [`platform:schema:${schema}`]);
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 10), options, connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection cut by the server (pg_terminate_backend, a restart) reports here; unheard, it would end the
  // process. The pool has already dropped it, and the next query opens a new one.
  pool.on('error', (err) => console.warn(`数据库空闲连接已断开：${err.message}`));
  // A connection checked out between two statements (inside a transaction) reports a cut the same way, to the client
  // itself; the statement that follows fails with it and the transaction answers 503.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query(sql, params) {
      try {
        const res = await c.query(sql, params as unknown[]);
        return { rows: res.rows, rowCount: res.rowCount ?? res.rows.length };
      } catch (err) {
        throw classify(err);
      }
    },
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect().catch((err: unknown) => {
        throw classify(err);
      });
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        const fault = classify(err);
        // A cut connection is not given back to the pool: release(error) closes it.
        if (fault instanceof DatabaseUnavailableError) broken = fault;
        else await client.query('ROLLBACK').catch((rollback: unknown) => {
          if (isConnectionFault(rollback)) broken = rollback as Error;
        });
        throw fault;
      } finally {
        client.release(broken);
      }
    },
    async execScript(sql) {
      await pool.query(sql).catch((err: unknown) => {
        throw classify(err);
      });
    },
    async exclusive(name, fn) {
      // Session-level, on a connection of its own that stays open while `fn` uses the pool.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [`platform:${schema ?? ''}:${name}`]);
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`platform:${schema ?? ''}:${name}`]).catch(() => undefined);
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
