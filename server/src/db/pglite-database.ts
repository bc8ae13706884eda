import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

function adapt(q: Pick<PGlite, 'query'>): Queryable {
  return {
    async query(sql, params) {
      const res = await q.query(sql, params);
      return { rows: res.rows as never[], rowCount: res.affectedRows ?? res.rows.length };
    },
  };
}

export async function openPglite(dataDir?: string): Promise<Database> {
  const db = dataDir && dataDir !== 'memory://' ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  const base = adapt(db);
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (fn) => db.transaction((tx) => fn(adapt(tx))),
    execScript: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}
