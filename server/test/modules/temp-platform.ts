import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openPlatform, type Platform } from '../../src/platform';
import { buildApp, type AppOptions } from '../../src/app';
import { loadSeedFiles } from '../../src/db/seed/seed-files';
import { ident } from '../../src/sql/identifiers';
import { tablePage } from '@/engine/schema/page-schema';
import type { MenuFile, MenuItemFile } from '../../src/schemas/schema-store';
import { PASSWORDS, ROOT } from '../helper';

/** A platform booted from a copy of `schemas/` that a test may change before boot and while it runs. */
export interface TempPlatform extends Platform {
  app: FastifyInstance;
  /** The copied `schemas/` folder. */
  schemasDir: string;
  writeJson(relativePath: string, value: unknown): void;
  readJson<T = Record<string, unknown>>(relativePath: string): T;
  request(user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A menu entry rendering `schema:<code>` for the given roles, with button permissions. */
export function menuEntry(key: string, name: string, code: string, roles: string[], perms: string[] = []): MenuItemFile {
  return { key, name, url: `/${code}`, component: `schema:${code}`, roles, buttons: perms.map((p) => ({ name: p, perms: p, roles })) };
}

/**
 * Copies `schemas/` to a temporary folder, lets `prepare` change it, then boots a platform on it (a copy of the seeded
 * demo database, its tables and configuration brought up to the changed files).
 * `addMenu` appends entries to the company menu (code 11) so pages added by the test can be opened.
 */
export async function createTempPlatform(
  prepare: (t: Pick<TempPlatform, 'writeJson' | 'readJson' | 'schemasDir'> & { addMenu(...items: MenuItemFile[]): void }) => void,
  options: Pick<AppOptions, 'watchSchemas'> = {},
): Promise<TempPlatform> {
  const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-schemas-'));
  const schemasDir = path.join(rootDir, 'schemas');
  fs.cpSync(path.join(ROOT, 'schemas'), schemasDir, { recursive: true });
  const writeJson = (rel: string, value: unknown) => {
    fs.mkdirSync(path.dirname(path.join(schemasDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(schemasDir, rel), JSON.stringify(value, null, 2));
  };
  const readJson = <T,>(rel: string) => JSON.parse(fs.readFileSync(path.join(schemasDir, rel), 'utf8')) as T;
  const addMenu = (...items: MenuItemFile[]) => {
    const menu = readJson<MenuFile>('menus/company.json');
    menu.items.push(...items);
    writeJson('menus/company.json', menu);
  };
  prepare({ writeJson, readJson, schemasDir, addMenu });
  // The seeded demo database, brought up to the changed files as a restart would (seeding a fresh one takes a file
  // half a minute), with the seed rows of the modules the test added.
  const platform = await openPlatform({ rootDir, seedDemo: true, template: inject('pgliteTemplate') || undefined, syncTemplate: true });
  await seedAddedModules(platform);
  const app = await buildApp({ db: platform.db, store: platform.store, bus: platform.bus, uploadDir: path.join(rootDir, 'upload'), ...options });
  const tokens = new Map<string, string>();
  const login = async (username: string) => {
    if (!tokens.has(username)) {
      const res = await app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username, password: PASSWORDS[username] } });
      tokens.set(username, res.json().result.token as string);
    }
    return tokens.get(username)!;
  };
  return {
    ...platform, app, schemasDir, writeJson, readJson,
    async request(user, method, url, payload) {
      return app.inject({ method, url, headers: { 'x-access-token': await login(user) }, payload });
    },
    async close() {
      await app.close();
      await platform.bus.close();
      await platform.db.close();
      fs.rmSync(rootDir, { recursive: true, force: true });
    },
  };
}

/** Loads the seed rows of the pages whose tables are still empty: the modules the test's files added. */
async function seedAddedModules(platform: Platform): Promise<void> {
  const added: Platform['store']['seeds'] = [];
  for (const seed of platform.store.seeds) {
    const page = platform.store.pages.get(seed.page);
    const table = page && tablePage(page);
    if (!table || table.source === 'platform') continue;
    const { rows } = await platform.db.query(`SELECT 1 FROM ${ident(table.table)} LIMIT 1`);
    if (!rows.length) added.push(seed);
  }
  if (added.length) await platform.db.transaction((tx) => loadSeedFiles(tx, { ...platform.store, seeds: added }));
}
