import path from 'node:path';

/** Runtime settings, all from the environment so one build runs anywhere. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite files, uploads and the lock live. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl?: string;
  /** PostgreSQL schema to work in (default: the connection's search_path). */
  databaseSchema?: string;
  /** Root of the repository: dist/ (and schemas/ unless SCHEMAS_DIR says otherwise) are found from here. */
  rootDir: string;
  /** The configuration folder the platform serves: SCHEMAS_DIR, default `<root>/schemas`. */
  schemasDir: string;
  production: boolean;
  seedDemo: boolean;
  /** The demo approvals, driven through the engine on a fresh database (`SEED_DEMO_APPROVALS`, default: with the demo). */
  seedDemoApprovals: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rootDir = path.resolve(env.PLATFORM_ROOT ?? process.cwd());
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT 无效：${env.PORT}`);
  return {
    port,
    host: env.HOST ?? 'localhost',
    dataDir: path.resolve(rootDir, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    rootDir,
    schemasDir: path.resolve(rootDir, env.SCHEMAS_DIR ?? 'schemas'),
    production: env.NODE_ENV === 'production',
    seedDemo: env.SEED_DEMO !== 'false',
    seedDemoApprovals: env.SEED_DEMO !== 'false' && env.SEED_DEMO_APPROVALS !== 'false',
  };
}
