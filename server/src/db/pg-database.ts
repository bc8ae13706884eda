import pg from 'pg';
import type { Database, Queryable } from './database';
import { DATE_OID, keepDateText, SESSION_TIME_ZONE } from './time-zone';

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
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 10), options });
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query(sql, params) {
      const res = await c.query(sql, params as unknown[]);
      return { rows: res.rows, rowCount: res.rowCount ?? res.rows.length };
    },
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async execScript(sql) {
      await pool.query(sql);
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
