import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openPlatform, type Platform } from '../src/platform';
import { buildApp, type AppOptions } from '../src/app';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface TestPlatform extends Platform {
  app: FastifyInstance;
  uploadDir: string;
  /** Logs a demo user in and returns the token (cached per user for the file). */
  login(username: string): Promise<string>;
  /** The user's token switched into a project's view (`/sys/setToken?projectId=`), as the project switcher gets it. */
  loginInProject(username: string, projectId: string): Promise<string>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const PASSWORDS: Record<string, string> = {
  admin: 'Admin@2026', zhangwei: 'Group@2026', zhaomin: 'Group@2026', lina: 'Company@2026', wangqiang: 'Company@2026',
  liuyang: 'Project@2026', chenjing: 'Project@2026',
  fengtao: 'Company@2026', sunlihua: 'Company@2026', zhoujianguo: 'Company@2026', zhengxiao: 'Company@2026',
  wufang: 'Company@2026', qianweidong: 'Company@2026', huanglei: 'Company@2026', wangpeng: 'Company@2026', zhaoqiang: 'Company@2026',
};

/** The seeded data directory the server project's global setup unpacked (none on PostgreSQL): each file opens a copy. */
function seededTemplate(): string | undefined {
  return inject('pgliteTemplate') || undefined;
}

/**
 * The real app on a real database: in-memory PGlite, or with DATABASE_URL a throwaway PostgreSQL schema
 * (dropped on close), migrated and seeded with the demo data.
 */
export async function createTestPlatform(
  options: Pick<AppOptions, 'rateLimit' | 'allowedOrigins' | 'seedDemoFlows' | 'distDir' | 'originalClientMenu'> & {
    /** PostgreSQL only: reach the database at this address instead of DATABASE_URL's (a fault-injecting proxy). */
    connectVia?: (url: string) => string;
  } = {},
): Promise<TestPlatform> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const pgSchema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const { connectVia, ...appOptions } = options;
  const platform = await openPlatform({
    rootDir: ROOT, databaseUrl: databaseUrl && connectVia ? connectVia(databaseUrl) : databaseUrl, pgSchema, seedDemo: true, template: seededTemplate(),
  });
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-upload-'));
  const app = await buildApp({ db: platform.db, store: platform.store, bus: platform.bus, uploadDir, ...appOptions });
  const tokens = new Map<string, string>();
  const t: TestPlatform = {
    ...platform,
    app,
    uploadDir,
    async login(username) {
      const cached = tokens.get(username);
      if (cached) return cached;
      const res = await app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username, password: PASSWORDS[username] } });
      const token = res.json().result?.token as string;
      if (!token) throw new Error(`login ${username} failed: ${res.body}`);
      tokens.set(username, token);
      return token;
    },
    async loginInProject(username, projectId) {
      const res = await app.inject({ method: 'GET', url: `/devops/sys/setToken?projectId=${projectId}`, headers: { 'x-access-token': await t.login(username) } });
      const token = res.json().result?.token as string;
      if (!token) throw new Error(`${username} into project ${projectId} failed: ${res.body}`);
      return token;
    },
    get(url, token) {
      return app.inject({ method: 'GET', url, headers: token ? { 'x-access-token': token } : {} });
    },
    async close() {
      await app.close();
      await platform.bus.close();
      await platform.db.close();
      fs.rmSync(uploadDir, { recursive: true, force: true });
      if (databaseUrl && pgSchema) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
        await client.end();
      }
    },
  };
  return t;
}
