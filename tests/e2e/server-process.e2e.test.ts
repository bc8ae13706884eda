import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runToExit, startServer, type ServerProcess } from './support/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-e2e-'));
let running: ServerProcess | undefined;
afterAll(async () => {
  await running?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function loginOk(url: string) {
  const res = await fetch(`${url}/devops/sys/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
  });
  return (await res.json()).code === 200;
}

describe('npm start', () => {
  it('creates and seeds the embedded database on first start, printing the URL and the demo accounts', async () => {
    // The demo approvals are seeded (and checked) on the data the browser tests share; here the start itself counts.
    running = await startServer({ DATA_DIR: dataDir, SEED_DEMO_APPROVALS: 'false' });
    const out = running.output();
    expect(out).toContain(`http://localhost:${running.port}`);
    expect(out).toContain('已初始化演示数据');
    expect(out).toMatch(/admin\s+Admin@2026/);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    expect(await loginOk(running.url)).toBe(true);
    const page = await fetch(`${running.url}/user/login`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<div id="root">');
    const root = await fetch(`${running.url}/`);
    expect(root.status).toBe(200);
    expect(root.headers.get('content-type')).toContain('text/html');
    expect((await fetch(`${running.url}/assets/missing.js`)).status).toBe(404);
  });

  it('refuses a second process on the same data directory, naming the holder', async () => {
    const second = await runToExit({ DATA_DIR: dataDir, PORT: '0' });
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(`已被进程 ${running!.proc.pid}`);
  });

  it('stops gracefully on SIGTERM and reuses the data on the next start', async () => {
    expect(await running!.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'platform.lock'))).toBe(false);
    running = await startServer({ DATA_DIR: dataDir, SEED_DEMO_APPROVALS: 'false' });
    expect(running.output()).toContain('沿用已有数据');
    expect(await loginOk(running.url)).toBe(true);
  });
});
