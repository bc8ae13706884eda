import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectOk, outcome } from '../helper';
import type { PlatformEvent } from '../../src/realtime/event-bus';

// The server survives its database going away: every connection cut at once (pg_terminate_backend, as a PostgreSQL
// restart does to its clients) and the database out of reach for a while. Meanwhile requests are answered 503 with a
// message staff understand; afterwards the server works again without a restart, every write it acknowledged is
// stored, and the connection that carries events between processes is back.

const databaseUrl = process.env.DATABASE_URL;
const UNAVAILABLE = '数据库暂时不可用，请稍后重试';

/** A TCP relay in front of PostgreSQL that the test can cut or close, as a network fault or a stopped server would. */
function faultyProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  return {
    async start() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
      return port;
    },
    /** Refuses new connections and cuts the open ones. */
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

describe.skipIf(!databaseUrl)('the database goes away and comes back', () => {
  const target = new URL(databaseUrl ?? 'postgres://localhost/x');
  const proxy = faultyProxy(target);
  const appName = `faults_${randomBytes(4).toString('hex')}`;
  let t: TestPlatform;
  let admin: pg.Client;
  let token: string;
  const events: PlatformEvent[] = [];

  beforeAll(async () => {
    const port = await proxy.start();
    t = await createTestPlatform({
      connectVia: (url) => {
        const via = new URL(url);
        via.hostname = '127.0.0.1';
        via.port = String(port);
        via.searchParams.set('application_name', appName);
        return via.toString();
      },
    });
    t.bus.subscribe((event) => events.push(event));
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    token = await t.login('lina');
  }, 180_000);
  afterAll(async () => {
    await admin?.end();
    await t?.close();
    await proxy.stop().catch(() => undefined);
  });

  const add = async (title: string) => {
    const res = await t.app.inject({
      method: 'POST', url: '/devops/news/notice/add', headers: { 'x-access-token': token },
      payload: { title, newsType: 'notice', publishDate: '2026-11-23' },
    });
    return { title, status: outcome(res), body: res.json() as { success: boolean; message: string }, retryAfter: res.headers['retry-after'] };
  };
  const stored = async (titles: string[]) => {
    const schema = (await t.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0].s;
    const { rows } = await admin.query<{ title: string }>(`SELECT title FROM ${schema}.biz_news_notice WHERE title = ANY($1)`, [titles]);
    return new Set(rows.map((r) => r.title));
  };

  /**
   * Six writers adding notices until `finish`, which lets a few more writes land, stops them and checks what a client
   * saw: each answer the write saved or the clear refusal it may retry (never a crash or a 500), and every write
   * answered as saved is stored. A writer told 503 waits `pauseAfter503` ms before it tries again.
   */
  const writeLoad = (prefix: string, pauseAfter503 = 0) => {
    const answers: Awaited<ReturnType<typeof add>>[] = [];
    let running = true;
    const writers = Array.from({ length: 6 }, async (_, w) => {
      for (let i = 0; running; i++) {
        const answer = await add(`${prefix} ${w}-${i}`);
        answers.push(answer);
        if (pauseAfter503 && answer.status === 503) await new Promise((r) => setTimeout(r, pauseAfter503));
      }
    });
    const saved = () => answers.filter((a) => a.status === 200).length;
    const finish = async () => {
      const last = saved();
      await expect.poll(saved, { timeout: 30_000, interval: 50 }).toBeGreaterThan(last + 2);
      running = false;
      await Promise.all(writers);
      const odd = answers.filter((a) => !(a.status === 200 && a.body.success) && !(a.status === 503 && a.body.message === UNAVAILABLE));
      expect(odd.map((a) => `${a.status} ${a.body.message}`)).toEqual([]);
      const acknowledged = answers.filter((a) => a.status === 200).map((a) => a.title);
      const found = await stored(acknowledged);
      expect(acknowledged.filter((title) => !found.has(title))).toEqual([]);
      return answers;
    };
    return { saved, finish };
  };

  it('keeps answering while every connection is terminated under load, and loses no acknowledged write', async () => {
    const { saved, finish } = writeLoad('断连测试');
    for (let round = 0; round < 3; round++) {
      // Writes in flight, some saved since the last cut: then every connection is cut again.
      const before = saved();
      await expect.poll(saved, { timeout: 30_000, interval: 50 }).toBeGreaterThan(before + 2);
      const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [appName]);
      expect(killed.rowCount).toBeGreaterThan(0);
    }
    await finish();
    // And the next request simply works.
    expect((await add('断连之后')).status).toBe(200);
  }, 120_000);

  it('answers 503 with Retry-After while PostgreSQL is out of reach, then recovers and hears events again', async () => {
    events.length = 0;
    await proxy.stop();
    const during = await add('停机期间');
    expect(during.status).toBe(503);
    expect(during.body).toMatchObject({ success: false, message: UNAVAILABLE, code: 503 });
    expect(during.retryAfter).toBe('5');
    // Reads too, and the process is still here to answer them.
    const list = await t.get('/devops/news/notice/list?pageNo=1&pageSize=5', token);
    expect(list.statusCode).toBe(503);

    await proxy.start();
    await expect.poll(async () => (await add('恢复之后')).status, { timeout: 20_000, interval: 250 }).toBe(200);
    expectOk((await t.get('/devops/news/notice/list?pageNo=1&pageSize=5', token)));
    // The LISTEN connection came back by itself and told its subscribers to read afresh what they may have missed.
    await expect.poll(() => events.some((e) => e.kind === 'resync'), { timeout: 20_000, interval: 250 }).toBe(true);
    const schema = (await t.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0].s;
    await admin.query('SELECT pg_notify($1, $2)', [`platform_events_${schema}`, JSON.stringify({ kind: 'schemas', from: 'another-process' })]);
    await expect.poll(() => events.some((e) => e.kind === 'schemas' && e.from === 'another-process'), { timeout: 10_000 }).toBe(true);
  }, 120_000);

  it('survives the network to PostgreSQL dropping and coming back under a write load, and loses no acknowledged write', async () => {
    // Unlike pg_terminate_backend, the cut comes from the client's side: PostgreSQL sees each socket close mid-statement
    // (a COMMIT may have run with its answer lost), and for a moment no new connection can be made at all.
    // A client told 503 waits before it tries again (briefly here, to keep the outage short).
    const { saved, finish } = writeLoad('网络中断', 50);
    for (let round = 0; round < 3; round++) {
      const before = saved();
      await expect.poll(saved, { timeout: 30_000, interval: 50 }).toBeGreaterThan(before + 2);
      await proxy.stop();
      await new Promise((r) => setTimeout(r, 300 + round * 400));
      await proxy.start();
    }
    const answers = await finish();
    // Some writes did meet the cut (else the test proved nothing).
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    expect((await add('网络恢复之后')).status).toBe(200);
  }, 120_000);
});
