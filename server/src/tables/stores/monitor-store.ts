import type { Queryable } from '../../db/database';
import { ident } from '../../sql/identifiers';

// What 系统信息 (monitoring) reads about the database itself.

/** The database's size, version and open connections. */
export async function databaseFigures(db: Queryable) {
  const { rows } = await db.query<{ size: string; version: string; connections: number; name: string; schema: string }>(
    `SELECT pg_database_size(current_database())::text AS size, version() AS version, current_database() AS name, current_schema() AS schema,
            (SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database()) AS connections`,
  );
  return { ...rows[0], size: Number(rows[0].size) };
}

/**
 * The largest tables of the platform's schema (at most `limit`), each with its size on disk and its exact row count
 * (counted only for these few, so the page stays quick on a big installation).
 */
export async function largestTables(db: Queryable, limit: number) {
  const { rows } = await db.query<{ name: string; size: string }>(
    `SELECT c.relname AS name, pg_total_relation_size(c.oid)::text AS size FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = current_schema() ORDER BY pg_total_relation_size(c.oid) DESC, c.relname LIMIT $1`, [limit]);
  const tables = [];
  for (const r of rows) {
    const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(r.name)}`);
    tables.push({ name: r.name, size: Number(r.size), rows: counted.rows[0].n });
  }
  return tables;
}

/** How many tables the platform's schema holds. */
export async function tableCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'r' AND n.nspname = current_schema()`);
  return rows[0].n;
}
