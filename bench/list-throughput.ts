// The list endpoint over a 100,000-row module table, on PGlite and (with DATABASE_URL) on PostgreSQL,
// beside the same process's trivial-route rate. Prints rows for run-bench's table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPlatform } from '../server/src/platform';
import { startServer } from '../tests/e2e/support/server-process';
import { load, ms, dropSchema } from './measure';

export const BENCH_ROWS = 100_000;

/** Fills biz_news_notice with generated rows in one statement, server-side. */
async function fill(query: (sql: string) => Promise<unknown>) {
  await query(`INSERT INTO biz_news_notice (id, company_id, title, news_type, publisher, publish_date, priority, read_count, create_by, create_time)
    SELECT md5('bench' || g), CASE g % 3 WHEN 0 THEN '001' WHEN 1 THEN 'c01' ELSE 'c02' END,
           '基准测试新闻第' || g || '号：关于做好工程质量安全管理的通知',
           (ARRAY['notice','news','industry','party'])[1 + g % 4], '工程咨询集团', DATE '2020-01-01' + (g % 2000),
           (ARRAY['L','M','H'])[1 + g % 3], g % 1000, 'bench', now() - (g || ' minutes')::interval
      FROM generate_series(1, ${BENCH_ROWS}) g`);
}

async function measure(label: string, env: Record<string, string>, rows: { measure: string; value: string; note: string }[]) {
  const server = await startServer(env);
  try {
    const login = await fetch(`${server.url}/devops/sys/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
    }).then((r) => r.json());
    const headers = { 'x-access-token': login.result.token as string };
    const list = () => fetch(`${server.url}/devops/news/notice/list?pageNo=3&pageSize=10`, { headers }).then((r) => r.json());
    const filtered = () => fetch(`${server.url}/devops/news/notice/list?pageSize=10&newsType=party&column=readCount&order=desc`, { headers }).then((r) => r.json());
    const health = () => fetch(`${server.url}/devops/health`).then((r) => r.json());
    const total = (await list()).result.total;
    for (let i = 0; i < 30; i++) await list();
    const plain = await load(list, 20, 8);
    const withFilter = await load(filtered, 20, 5);
    const trivial = await load(health, 20, 4);
    rows.push({ measure: `列表 ${total} 行（${label}，并发 20）`, value: `${plain.rps.toFixed(0)} 次/s`, note: `p50 ${ms(plain.p50)}，p99 ${ms(plain.p99)}` });
    rows.push({ measure: `列表+过滤+排序（${label}）`, value: `${withFilter.rps.toFixed(0)} 次/s`, note: `p99 ${ms(withFilter.p99)}` });
    rows.push({ measure: `对照：空路由（${label}）`, value: `${trivial.rps.toFixed(0)} 次/s`, note: `p99 ${ms(trivial.p99)}` });
  } finally {
    await server.stop();
  }
}

export async function listThroughput(root: string, rows: { measure: string; value: string; note: string }[]): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-list-'));
  try {
    const platform = await openPlatform({ rootDir: root, dataDir, seedDemo: true });
    await fill((sql) => platform.db.query(sql));
    await platform.db.close();
    // DATABASE_URL may be set for the PostgreSQL run below; this server must use the embedded database.
    await measure('PGlite', { DATA_DIR: dataDir, RATE_LIMIT: 'off', DATABASE_URL: '' }, rows);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    rows.push({ measure: '列表（PostgreSQL）', value: '未测', note: '设置 DATABASE_URL 后运行' });
    return;
  }
  const schema = `bench_${Date.now()}`;
  try {
    const platform = await openPlatform({ rootDir: root, databaseUrl: url, pgSchema: schema, seedDemo: true });
    await fill((sql) => platform.db.query(sql));
    await platform.db.query('ANALYZE');
    await platform.db.close();
    await measure('PostgreSQL', { DATABASE_URL: url, DATABASE_SCHEMA: schema, RATE_LIMIT: 'off' }, rows);
  } finally {
    await dropSchema(url, schema);
  }
}
