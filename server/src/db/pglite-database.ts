import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { DATE_OID, keepDateText, SESSION_TIME_ZONE } from './time-zone';

function adapt(q: Pick<PGlite, 'query'>): Queryable {
  return {
    async query(sql, params) {
      const res = await q.query(sql, params);
      return { rows: res.rows as never[], rowCount: res.affectedRows ?? res.rows.length };
    },
  };
}

export async function openPglite(dataDir?: string, template?: Uint8Array): Promise<Database> {
  const memory = !dataDir || dataDir === 'memory://';
  const options = { parsers: { [DATE_OID]: keepDateText }, ...(memory && template ? { loadDataDir: new Blob([template as Uint8Array<ArrayBuffer>]) } : {}) };
  const db = memory ? new PGlite(options) : new PGlite(dataDir, options);
  await db.waitReady;
  await db.exec(`SET TIME ZONE '${SESSION_TIME_ZONE}'`);
  const base = adapt(db);
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (fn) => db.transaction((tx) => fn(adapt(tx))),
    execScript: async (sql) => {
      await db.exec(sql);
    },
    // One process holds a PGlite directory (see data-dir-lock.ts): there is nobody to take turns with.
    exclusive: (_name, fn) => fn(),
    dump: async () => new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer()),
    close: () => db.close(),
  };
}
