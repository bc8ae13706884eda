import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { seedDumpPath, unpackedDirOf } from '../../../server/test/setup/seed-cache';
import { startServer } from './server-process';
import { scratchRoot } from '../../../server/src/db/scratch-root';
import { stopLeftServers } from './server-pool';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the server has seeded once (organisation, modules, demo approvals). */
    seededDataDir: string;
    /** Where the servers started ahead for test files are recorded (server-pool.ts), for the teardown. */
    serverRegistry: string;
  }
}

/**
 * Seeds one data directory before the browser tests: each test file starts its server on a copy of it instead of
 * seeding its own (the demo approvals alone take a cold start some seconds). The start-up tests seed their own.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(scratchRoot(), 'platform-e2e-seeded-'));
  // The server tests' dump of the same tree's demo database (unpacked, or the tarball), when `npm test` has just made
  // it, saves seeding again.
  const dump = seedDumpPath();
  const unpacked = unpackedDirOf(dump);
  if (fs.existsSync(path.join(unpacked, 'PG_VERSION'))) {
    fs.cpSync(unpacked, path.join(dir, 'pglite'), { recursive: true });
  } else if (fs.existsSync(dump)) {
    const db = new PGlite(path.join(dir, 'pglite'), { loadDataDir: new Blob([fs.readFileSync(dump)]) });
    await db.waitReady;
    await db.close();
  }
  // One start on it either way: it seeds an empty directory, and runs the start-up jobs once for every copy.
  const server = await startServer({ DATA_DIR: dir });
  await server.stop();
  project.provide('seededDataDir', dir);
  const registry = `${dir}-servers`;
  fs.mkdirSync(registry);
  project.provide('serverRegistry', registry);
  return () => {
    stopLeftServers(registry);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
