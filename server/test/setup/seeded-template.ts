import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPlatform } from '../../src/platform';
import { buildApp } from '../../src/app';
import { PGlite } from '@electric-sql/pglite';
import { analyzeStaleTables } from '../../src/db/table-statistics';
import { keepSeedDump, seedDumpPath, unpackedDirOf } from './seed-cache';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A seeded PGlite data directory each test file opens a copy of (empty with DATABASE_URL: PostgreSQL tests seed their own schema). */
    pgliteTemplate: string;
  }
}

/**
 * Seeds the demo database once before the server tests (organisation, module demo data and the demo approvals) and dumps it: each test file then opens its own in-memory copy
 * (about a second) instead of migrating and seeding one (several seconds on a two-core machine), which kept the suite
 * over its budget. Every file still gets a database of its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return undefined;
  }
  project.provide('pgliteTemplate', await seededTemplateDir());
  return undefined;
}

/**
 * The seeded demo database of this tree as a PGlite data directory, seeded and unpacked now unless an earlier run (or
 * `npm test`'s step that prepares it beside the type check) already did.
 */
export async function seededTemplateDir(): Promise<string> {
  // The same tree seeds the same database: a dump kept by an earlier run (or by this run's browser tests) is reused.
  const file = seedDumpPath();
  if (!fs.existsSync(file)) keepSeedDump(file, await seedDemoDump());
  return unpacked(file);
}

/** The dump unpacked once into a data directory: a test file copies that and opens it, twice as fast as loading the tarball. */
async function unpacked(file: string): Promise<string> {
  const dir = unpackedDirOf(file);
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const partial = `${dir}.${process.pid}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const db = new PGlite(partial, { loadDataDir: new Blob([fs.readFileSync(file)]) });
  await db.waitReady;
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
  return dir;
}

async function seedDemoDump(): Promise<Uint8Array> {
  const platform = await openPlatform({ rootDir: path.resolve(import.meta.dirname, '../../..'), seedDemo: true });
  // The demo approvals too (every flow in every state), driven through the engine once here rather than in each file.
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-template-upload-'));
  const app = await buildApp({ db: platform.db, store: platform.store, bus: platform.bus, uploadDir, seedDemoFlows: true, runJobs: false });
  await app.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
  // The approvals' tables have grown since the seed's statistics: each file's copy plans with current ones.
  await analyzeStaleTables(platform.db);
  const tar = await platform.db.dump!();
  await platform.bus.close();
  await platform.db.close();
  return tar;
}
