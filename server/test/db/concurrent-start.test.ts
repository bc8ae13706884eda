import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPlatform } from '../../src/platform';
import { ROOT } from '../helper';

// Several server processes may share one PostgreSQL; started together on an empty database they take turns with
// migrations, tables, seeding and the configuration sync instead of failing on each other's rows.
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('two processes starting together on an empty PostgreSQL', () => {
  it('both start; the data is seeded once', async () => {
    const pgSchema = `t_${randomBytes(6).toString('hex')}`;
    const open = () => openPlatform({ rootDir: ROOT, databaseUrl, pgSchema, seedDemo: true });
    const [a, b] = await Promise.all([open(), open()]);
    try {
      expect([a.fresh, b.fresh].filter(Boolean)).toHaveLength(1);
      const users = await a.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sys_user WHERE username = 'admin'`);
      expect(users.rows[0].n).toBe(1);
    } finally {
      for (const p of [a, b]) {
        await p.bus.close();
        await p.db.close();
      }
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
      await client.end();
    }
  });
});
