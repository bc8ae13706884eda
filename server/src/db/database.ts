/** A row-returning query runner; both PGlite and node-postgres are adapted to it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script. Only for trusted, static SQL (migrations) — never for request data. */
  execScript(sql: string): Promise<void>;
  /**
   * Runs `fn` while holding a lock every process on this database respects (a PostgreSQL advisory lock; PGlite has
   * one process). Start-up work — migrations, table creation, seeding, the configuration sync — runs under it, so
   * processes starting together take turns instead of racing on the same rows.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole database as a tarball, which `OpenOptions.template` opens again (tests start from one seeded copy). */
  dump?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PGlite directory; `memory://` (or undefined) for an in-memory database. */
  dataDir?: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate themselves this way). */
  pgSchema?: string;
  /** PGlite only, instead of a data directory: a copy of this dumped database (a tarball) or seeded data directory. */
  template?: Uint8Array | string;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./pg-database');
    return openPostgres(options.databaseUrl, options.pgSchema);
  }
  const { openPglite } = await import('./pglite-database');
  return openPglite(options.dataDir, options.template);
}
