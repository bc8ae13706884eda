import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, expectRefused, type TestPlatform } from '../helper';
import type { LightMyRequestResponse } from 'fastify';

let t: TestPlatform;
let key: string;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipart(filename: string, body: Buffer) {
  const boundary = '----encoded-path-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    body, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const filesOnDisk = (dir: string): string[] => (fs.existsSync(dir)
  ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
  : []);

beforeAll(async () => {
  t = await createTestPlatform();
  const res = await t.app.inject({ method: 'POST', url: '/devops/sys/common/upload', ...multipart('现场照片.png', PNG), headers: { ...multipart('a.png', PNG).headers, 'x-access-token': await t.login('lina') } });
  key = res.json().message;
});
afterAll(() => t.close());

// Ways of writing `/devops/…` that a router may decode or normalise to the same route.
const PREFIXES = ['/%64evops', '/%64%65%76%6f%70%73', '/devop%73', '//devops', '/./devops', '/devops/.', '/DEVOPS', '/Devops', '/devops/%2e'];
const variants = (rest: string) => [...PREFIXES.map((p) => `${p}${rest}`), `/devops${rest.replace(/\//g, '%2F')}`, `/devops/${rest.slice(1).replace('/', '%2F')}`, `/devops//${rest.slice(1)}`];

/**
 * Refused: 401 (no login), a plain 404 for a path outside the API, or, for a spelling of an API path the router does
 * not know, JeecgBoot's unknown path (HTTP 200, code 404).
 */
function expectShut(res: LightMyRequestResponse, url: string) {
  if (res.statusCode === 401 || res.statusCode === 404) return;
  expectRefused(res, 404, { note: url });
}

describe('a route is reached only with a login, whatever way its path is written', () => {
  it('gives no signed link to a caller without a token', async () => {
    for (const url of variants(`/sys/common/signUrl?path=${encodeURIComponent(key)}`)) {
      const res = await t.app.inject({ url });
      expectShut(res, url);
      expect(res.body, url).not.toContain('sig=');
    }
  });

  it('writes no file and no row for an anonymous upload', async () => {
    const before = filesOnDisk(t.uploadDir).length;
    const { rows: [{ n }] } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_file');
    for (const url of variants('/sys/common/upload')) {
      const res = await t.app.inject({ method: 'POST', url, ...multipart('x.png', PNG) });
      expectShut(res, url);
    }
    expect(filesOnDisk(t.uploadDir).length).toBe(before);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_file')).rows[0].n).toBe(n);
  });

  it('lists no module rows for a caller without a token', async () => {
    for (const url of variants('/contract/income/list')) {
      const res = await t.app.inject({ url });
      expectShut(res, url);
      expect(res.body, url).not.toContain('records');
    }
  });

  it('still refuses a token in the address on an encoded path', async () => {
    const res = await t.app.inject({ url: `/%64evops/contract/income/list?token=${await t.login('lina')}` });
    expectRefused(res, 400);
  });

  it('still serves the same routes to a logged-in caller', async () => {
    const token = await t.login('lina');
    expect((await t.get(`/devops/sys/common/signUrl?path=${encodeURIComponent(key)}`, token)).json().result).toContain('sig=');
    expect((await t.get('/devops/contract/income/list', token)).json().result.records.length).toBeGreaterThan(0);
  });
});
