import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

describe('monitoring (admin only)', () => {
  it('reports the server, disks, the Node process, recent requests, cache and sessions to an administrator', async () => {
    const token = await t.login('admin');
    await t.get('/devops/sys/dict/getDictItems/sex', token);
    await t.get('/devops/sys/dict/getDictItems/sex', token);
    const get = async (p: string) => (await t.get(`/devops/monitor/${p}`, token)).json().result;
    expect(await get('server')).toMatchObject({ cpu: { cores: expect.any(Number) }, memory: { totalMb: expect.any(Number) } });
    expect((await get('disk')).some((d: { mount: string }) => d.mount === '/')).toBe(true);
    expect(await get('node')).toMatchObject({ version: process.version, heapUsedMb: expect.any(Number), eventLoopDelayMs: { p99: expect.any(Number) } });
    expect((await get('httptrace'))[0]).toMatchObject({ method: 'GET', path: expect.stringContaining('/devops/'), status: 200 });
    expect((await get('cache')).dictionary.hits).toBeGreaterThan(0);
    const sessions = await get('sessions');
    expect(sessions.sessions.map((s: { username: string }) => s.username)).toContain('admin');
    expect(JSON.stringify(sessions)).not.toContain(token);
  });

  it('refuses everyone else', async () => {
    for (const p of ['server', 'disk', 'node', 'httptrace', 'cache', 'sessions']) {
      expect((await t.get(`/devops/monitor/${p}`, await t.login('lina'))).statusCode, p).toBe(403);
    }
  });
});
