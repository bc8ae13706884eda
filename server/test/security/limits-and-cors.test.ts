import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { rateCounters } from '../../src/tables/stores/rate-counter-store';
import { openPlatform, type Platform } from '../../src/platform';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused, ROOT } from '../helper';

// A per-session rate limit (heavy endpoints at most N at a time per user), and CORS for configured origins only.
describe('rate limits and CORS', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({
      rateLimit: { perSecond: 2, burst: 8, heavyConcurrency: 2 },
      allowedOrigins: ['https://pm.example.cn'],
    });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once a session spends its burst, and other sessions are unaffected', async () => {
    const token = await t.login('lina');
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 12; i++) {
      const res = await t.get('/devops/sys/user/getCurrentUserDeparts', token);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses).toContain(429);
    expect(limited!.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited!.json()).toMatchObject({ success: false, code: 429, message: '请求过于频繁，请稍后再试' });

    const other = await t.login('wangqiang');
    expectOk((await t.get('/devops/sys/user/getCurrentUserDeparts', other)));
  });

  it('answers a dashboard’s reports read at once (report data is not a heavy request), within the session’s burst', async () => {
    const token = await t.login('zhangwei');
    const reports = ['screen_contract_year', 'screen_contract_month', 'screen_overview', 'screen_project_state', 'screen_danger_level', 'screen_tender_month', 'screen_latest'];
    const answers = await Promise.all(reports.map((code) => t.get(`/devops/online/cgreport/api/getData/${code}?pageSize=500`, token)));
    expect(answers.map((res) => res.statusCode)).toEqual(reports.map(() => 200));
  });

  it('lets a user run only two uploads at a time; the third is refused before its body is read', async () => {
    const token = await t.login('zhaomin');
    const boundary = '----limit';
    const open = [new PassThrough(), new PassThrough()];
    const pending = open.map((stream) => {
      stream.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n`);
      return t.app.inject({
        method: 'POST', url: '/devops/sys/common/upload', payload: stream,
        headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    });
    // Give both requests time to pass the onRequest hooks while their bodies stay open.
    await new Promise((r) => setTimeout(r, 200));
    const third = await t.app.inject({
      method: 'POST', url: '/devops/sys/common/upload', payload: 'x',
      headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe('同时进行的导出、导入或上传不能超过2个，请等待当前任务完成');
    for (const stream of open) stream.end(`hello\r\n--${boundary}--\r\n`);
    const done = await Promise.all(pending);
    expect(done.map((r) => r.statusCode).every((s) => s < 429)).toBe(true);

    // The slots are free again once those finished.
    const after = await t.app.inject({
      method: 'POST', url: '/devops/sys/common/upload',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.txt"\r\nContent-Type: text/plain\r\n\r\nhi\r\n--${boundary}--\r\n`,
      headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(after.statusCode).not.toBe(429);
  });

  it('never echoes an origin that is not configured, on a real request or a preflight', async () => {
    const token = await t.login('admin');
    const evil = await t.app.inject({ method: 'GET', url: '/devops/sys/role/queryall', headers: { 'x-access-token': token, origin: 'https://evil.example' } });
    expectOk(evil);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined();

    const preflight = await t.app.inject({
      method: 'OPTIONS', url: '/devops/sys/role/queryall',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expectRefused(preflight, 510);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

    const nullOrigin = await t.app.inject({ method: 'OPTIONS', url: '/devops/sys/login', headers: { origin: 'null', 'access-control-request-method': 'POST' } });
    expectRefused(nullOrigin, 510);
    expect(nullOrigin.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a configured origin with that origin only and never allows credentials', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS', url: '/devops/sys/login',
      headers: { origin: 'https://pm.example.cn', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-access-token' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://pm.example.cn');
    expect(preflight.headers['access-control-allow-headers']).toContain('X-Access-Token');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const token = await t.login('zhangwei');
    const real = await t.app.inject({ method: 'GET', url: '/devops/sys/role/queryall', headers: { 'x-access-token': token, origin: 'https://pm.example.cn' } });
    expect(real.headers['access-control-allow-origin']).toBe('https://pm.example.cn');
    expect(String(real.headers.vary)).toContain('Origin');
  });
});

// Two server processes behind one balancer: the limits are counted in the database, so a session that alternates
// between them gets one allowance, not one per process. On PostgreSQL the second app has its own connections, as a
// second process would; on PGlite (one process by nature) it shares the database handle but none of the first's memory.
describe('rate limits shared by two app instances on one database', () => {
  const limit = { perSecond: 2, burst: 8, heavyConcurrency: 2 };
  let t: TestPlatform;
  let second: Platform | undefined;
  let b: FastifyInstance;
  beforeAll(async () => {
    t = await createTestPlatform({ rateLimit: limit });
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) {
      const { rows: [{ s: pgSchema }] } = await t.db.query<{ s: string }>('SELECT current_schema() AS s');
      second = await openPlatform({ rootDir: ROOT, databaseUrl, pgSchema, seedDemo: true });
    }
    const p = second ?? t;
    b = await buildApp({ db: p.db, store: p.store, bus: p.bus, uploadDir: t.uploadDir, rateLimit: limit });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await second?.bus.close();
    await second?.db.close();
    await t?.close();
  });

  it('refuses the session on both once its burst is spent across them', async () => {
    const token = await t.login('liuyang');
    const statuses: string[] = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 ? b : t.app;
      const res = await app.inject({ method: 'GET', url: '/devops/sys/user/getCurrentUserDeparts', headers: { 'x-access-token': token } });
      statuses.push(`${i % 2 ? 'B' : 'A'}${res.statusCode}`);
    }
    // Eight in all (four on each), then both refuse: each process alone would have allowed eight.
    expect(statuses).toEqual(['A200', 'B200', 'A200', 'B200', 'A200', 'B200', 'A200', 'B200', 'A429', 'B429', 'A429', 'B429']);
  });

  it('counts a user’s running uploads across both: two on A, the third on B is refused', async () => {
    const token = await t.login('chenjing');
    const boundary = '----shared-limit';
    const head = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`;
    const headers = { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` };
    const open = [new PassThrough(), new PassThrough()];
    const pending = open.map((stream, i) => {
      stream.write(head(`a${i}.txt`));
      return t.app.inject({ method: 'POST', url: '/devops/sys/common/upload', payload: stream, headers });
    });
    await new Promise((r) => setTimeout(r, 300));
    const third = await b.inject({ method: 'POST', url: '/devops/sys/common/upload', payload: 'x', headers });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe('同时进行的导出、导入或上传不能超过2个，请等待当前任务完成');
    for (const stream of open) stream.end(`hello\r\n--${boundary}--\r\n`);
    expect((await Promise.all(pending)).map((r) => r.statusCode)).toEqual([200, 200]);
    // Their slots are free again, on the other instance too.
    const after = await b.inject({ method: 'POST', url: '/devops/sys/common/upload', payload: `${head('b.txt')}hi\r\n--${boundary}--\r\n`, headers });
    expectOk(after);
  });

  it('frees a slot whose holder died once its lease ends, and the nightly cleanup drops stale rows', async () => {
    const token = await t.login('zhengxiao');
    const { rows: [{ id }] } = await t.db.query<{ id: string }>(`SELECT id FROM sys_user WHERE username = 'zhengxiao'`);
    // Two uploads of a process that was killed mid-way: one lease still running, one ended.
    await t.db.query(`INSERT INTO sys_heavy_slot VALUES ($1, 1, 'dead-1', now() + interval '5 minutes'), ($1, 2, 'dead-2', now() - interval '2 hours')`, [id]);
    const boundary = '----lease';
    const res = await b.inject({
      method: 'POST', url: '/devops/sys/common/upload', headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.txt"\r\nContent-Type: text/plain\r\n\r\nhi\r\n--${boundary}--\r\n`,
    });
    expectOk(res);
    await t.db.query(`UPDATE sys_heavy_slot SET expire_time = now() - interval '2 hours' WHERE user_id = $1`, [id]);
    await t.db.query(`UPDATE sys_session_rate SET window_start = now() - interval '2 hours'`);
    await rateCounters.removeOld(t.db);
    const left = await t.db.query(`SELECT 1 FROM sys_heavy_slot WHERE user_id = $1 UNION ALL SELECT 1 FROM sys_session_rate`, [id]);
    expect(left.rows).toHaveLength(0);
  });
});
