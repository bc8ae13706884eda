import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';

// Security headers on every response and the CSP on HTML, checked against the app serving a real page.
const CHUNK = Buffer.from(`export const 菜单 = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ key: `m${i}`, title: `收入合同${i}` })))};`);

describe('security headers', () => {
  let t: TestPlatform;
  let app: TestPlatform['app'];
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>平台</title></head><body><div id="root"></div></body></html>');
    // A built chunk with the .br and .gz the build writes beside it, and a file without a content hash in its name.
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-Bq3xY9_k.js'), CHUNK);
    fs.writeFileSync(path.join(dist, 'assets', 'index-Bq3xY9_k.js.br'), zlib.brotliCompressSync(CHUNK));
    fs.writeFileSync(path.join(dist, 'assets', 'index-Bq3xY9_k.js.gz'), zlib.gzipSync(CHUNK));
    fs.writeFileSync(path.join(dist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`);
    t = await createTestPlatform({ distDir: dist });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends nosniff, a strict referrer policy, framing denied and no X-Powered-By on API answers, errors included', async () => {
    for (const url of ['/devops/health', '/devops/sys/user/list', '/devops/no/such/route']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves HTML with a CSP that allows only our own scripts and no framing', async () => {
    const res = await app.inject({ method: 'GET', url: '/company/screen' });
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('tells the browser the platform’s time zone in the page, so its 今天 is the platform’s day', async () => {
    const res = await app.inject({ method: 'GET', url: '/contract/income' });
    expect(res.body).toContain('<meta name="platform-time-zone" content="Asia/Shanghai" />');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('sends the app’s chunks compressed to browsers that accept it, and lets them keep hashed chunks for good', async () => {
    const url = '/assets/index-Bq3xY9_k.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(CHUNK)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(CHUNK.length / 3);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(CHUNK)).toBe(true);
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(CHUNK)).toBe(true);
    // A file whose name carries no content hash may change under the same name: kept an hour, then asked again.
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});
