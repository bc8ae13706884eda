import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, inject } from 'vitest';
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
  options: Pick<AppOptions, 'rateLimit' | 'allowedOrigins' | 'seedDemoFlows' | 'distDir' | 'objectStore' | 'originalClientMenu'> & {
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

/** Statuses the server keeps on the wire (an invalid token, a body too large, rate limits, the database away). */
const TRANSPORT_STATUSES = [401, 413, 429, 503];

const bodyOf = (res: LightMyRequestResponse): { success?: unknown; code?: unknown; message?: unknown } | undefined => {
  if (!/json/.test(String(res.headers['content-type'] ?? ''))) return undefined;
  try {
    return res.json();
  } catch {
    return undefined;
  }
};

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A call as a demo user: `as('admin', 'POST', '/sys/position/add', {...})` logs the user in (once; `login` caches) and
 * injects the request. `platform` is read at call time, as test files create theirs in `beforeAll`.
 */
export function callAs(platform: () => TestPlatform) {
  return async (user: string, method: Method, url: string, payload?: object) => {
    const t = platform();
    return t.app.inject({ method, url: `/devops${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
  };
}

/**
 * What a client reads from an answer, as one number: 200 for an answer, a refusal's envelope code (HTTP 200 with
 * `success:false`: 510 no right, 400 invalid, 404, 409, …), or a status the transport keeps (401, 413, 429, 503).
 * A refusal sent with any other HTTP status fails the test: the original client would show no message for it.
 */
export function outcome(res: LightMyRequestResponse): number {
  const body = bodyOf(res);
  if (res.statusCode === 200) return body?.success === false ? Number(body.code) : 200;
  if (!TRANSPORT_STATUSES.includes(res.statusCode) && res.statusCode >= 400) {
    throw new Error(`拒绝应以 HTTP 200 与 success:false 答复，却是 HTTP ${res.statusCode}：${res.body.slice(0, 200)}`);
  }
  return res.statusCode;
}

/**
 * Asserts a refusal as JeecgBoot answers one: HTTP 200, `success:false`, this `code` (510 for no right, else the
 * status it means: 400, 404, 409, 412, 422, …) and, when given, the message (`{ message, note }`: a note labels a failure). Returns the body.
 *
 * @example
 * expectRefused(await call('lina', 'POST', 'sys/user/add', user), 510, '没有权限，请联系管理员授权');
 */
export function expectRefused(res: LightMyRequestResponse, code: number, expected?: string | RegExp | { message?: string | RegExp; note?: string }) {
  const { message, note: label } = typeof expected === 'object' && !(expected instanceof RegExp) ? expected : { message: expected, note: undefined };
  const note = `${label ? `${label}: ` : ''}${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, note).toBe(200);
  const body = res.json() as { success: unknown; code: unknown; message: string; result: unknown };
  expect(body.success, note).toBe(false);
  expect(body.code, note).toBe(code);
  if (typeof message === 'string') expect(body.message, note).toBe(message);
  else if (message) expect(body.message, note).toMatch(message);
  return body;
}

/** Asserts an answer (HTTP 200 and, for JSON, not `success:false`): a 200 alone no longer tells it from a refusal. */
export function expectOk(res: LightMyRequestResponse, note?: string): void {
  expect(res.statusCode, note ?? res.body.slice(0, 300)).toBe(200);
  expect(bodyOf(res)?.success, note ?? res.body.slice(0, 300)).not.toBe(false);
}

/**
 * Asserts a refused file download (a stored file, an export, a zip): the real HTTP status, which a browser's image or
 * link reads, with the envelope's `code` mirroring it.
 */
export function expectFileRefused(res: LightMyRequestResponse, status: number, note?: string): void {
  expect(res.statusCode, note ?? res.body.slice(0, 300)).toBe(status);
  expect(res.json(), note).toMatchObject({ success: false, code: status });
}
