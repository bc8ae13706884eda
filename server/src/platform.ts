import path from 'node:path';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { loadSchemaStore, type SchemaStore } from './schemas/schema-store';
import { ensureTables } from './tables/table-ddl';
import { createEventBus, type EventBus } from './realtime/event-bus';
import type { SyncReport } from './tables/config-sync';
import { databaseSchemaFiles } from './schemas/database-schemas';

export interface PlatformOptions {
  rootDir: string;
  /** Default `<rootDir>/schemas`. */
  schemasDir?: string;
  /** PGlite directory, or undefined/`memory://` for in-memory. */
  dataDir?: string;
  databaseUrl?: string;
  pgSchema?: string;
  seedDemo: boolean;
  /** PGlite only, instead of a data directory: start from a copy of this seeded database (a tarball or a data directory). */
  template?: Uint8Array | string;
  /**
   * The template was seeded from other schema files than these (a test's changed copy): bring its tables and
   * configuration up to these files as a start on an existing database does. Without it the template is taken as is.
   */
  syncTemplate?: boolean;
}

export interface Platform {
  db: Database;
  store: SchemaStore;
  /** True when this start created and seeded the database. */
  fresh: boolean;
  /** What the configuration sync changed, and the configuration rows the files no longer declare. */
  config: SyncReport;
  /** Cross-process events (LISTEN/NOTIFY on PostgreSQL). */
  bus: EventBus;
}

/** Opens the database, brings its schema up to date, creates module tables and seeds the demo data once. */
export async function openPlatform(options: PlatformOptions): Promise<Platform> {
  const schemasDir = options.schemasDir ?? path.join(options.rootDir, 'schemas');
  const db = await openDatabase({
    dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
    databaseUrl: options.databaseUrl,
    pgSchema: options.pgSchema,
    template: options.template,
  });
  try {
    let store: SchemaStore | undefined;
    const { fresh, config } = await db.exclusive('start', async () => {
      // A template was made from these very schemas moments ago (a test run's seeded copy): its tables and configuration
      // are already what the files say.
      if (options.template && !options.syncTemplate) {
        store = loadSchemaStore(schemasDir, await databaseSchemaFiles(db));
        return { fresh: false, config: { changed: [], orphans: [] } };
      }
      await migrate(db);
      // The files and the schemas published from the studio, linted together (after migrating: the studio's tables).
      store = loadSchemaStore(schemasDir, await databaseSchemaFiles(db));
      await ensureTables(db, store.pages.values());
      return seedDatabase(db, store, { demo: options.seedDemo });
    });
    if (!store) throw new Error('模式未能载入');
    // A database just filled by the seed has no planner statistics, and PGlite runs no autovacuum to take them: every
    // join was planned as if its tables held a row or two (a session's data-rule read took 54 ms instead of 3 ms) until
    // the server's first statistics pass a second later, and for good in a test's copy of the seeded database.
    if (fresh && db.kind === 'pglite') await db.query('ANALYZE');
    const bus = await createEventBus(db, options.databaseUrl, options.pgSchema);
    return { db, store, fresh, config, bus };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}
