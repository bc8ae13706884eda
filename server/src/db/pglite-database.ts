import fs from 'node:fs';
import path from 'node:path';
import { scratchRoot } from './scratch-root';
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

/**
 * Opens PGlite on a directory, in memory, or on a copy of a seeded template: a tarball (loaded into memory) or an
 * unpacked data directory, which is copied to a scratch directory of its own and removed again on close. Copying a
 * directory and opening it takes about half the time of loading the same database from a tarball.
 */
export async function openPglite(dataDir?: string, template?: Uint8Array | string): Promise<Database> {
  const memory = !dataDir || dataDir === 'memory://';
  const scratch = memory && typeof template === 'string' ? copyTemplateDir(template) : undefined;
  const tarball = memory && template instanceof Uint8Array ? { loadDataDir: new Blob([template as Uint8Array<ArrayBuffer>]) } : {};
  // A copy of a template is a short-lived database (a test file's, a bench's) of a few dozen megabytes: PGlite's 128 MB
  // of shared buffers, cleared at every start, were half of opening one (0.22 s against 0.11 s with 16 MB).
  const small = memory && template ? { postgresqlconf: ['shared_buffers = 16MB'] } : {};
  const options = { parsers: { [DATE_OID]: keepDateText }, ...tarball, ...small };
  const db = scratch ? new PGlite(scratch, options) : memory ? new PGlite(options) : new PGlite(dataDir, options);
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
    close: async () => {
      await db.close();
      if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** A copy of a template data directory, in the scratch root. */
function copyTemplateDir(template: string): string {
  const dir = fs.mkdtempSync(path.join(scratchRoot(), 'platform-pglite-'));
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}
