import type { Database } from './database';
import { migrations as all, type Migration } from './migrations/index';

/**
 * Applies pending migrations, each in its own transaction, and records it; running twice is a no-op.
 * Returns the versions applied now.
 */
export async function migrate(db: Database, migrations: Migration[] = all): Promise<number[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name varchar(100) NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const done = new Set(rows.map((r) => Number(r.version)));
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(m.version)) continue;
    // One multi-statement string without explicit BEGIN runs as one implicit transaction on both engines:
    // a failed migration leaves the schema at the previous version, and its row is not recorded.
    await db.execScript(`${m.sql}\nINSERT INTO schema_migrations(version, name) VALUES (${m.version}, '${m.name.replace(/'/g, "''")}');`);
    applied.push(m.version);
  }
  return applied;
}
