import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openPlatform, type Platform } from '../../src/platform';
import { buildApp, type AppOptions } from '../../src/app';
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
 * Copies `schemas/` to a temporary folder, lets `prepare` change it, then boots a fresh in-memory platform on it.
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
  const platform = await openPlatform({ rootDir, seedDemo: true });
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
