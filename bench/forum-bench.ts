// Forum figures: list (newest, hottest), post detail with its replies, and a two-character search, with 100,000 posts and
// 1,000,000 replies on PostgreSQL (DATABASE_URL), and a tenth of that on PGlite. Prints rows for run-bench's table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPlatform } from '../server/src/platform';
import { bigrams, normalizeSearch } from '../server/src/forum/forum-text';
import { startServer } from '../tests/e2e/support/server-process';
import { ms, percentile, timed, dropSchema } from './measure';

type Rows = { measure: string; value: string; note: string }[];
const TITLES = ['沥青路面压实度检测频率', '隧道二衬脱空雷达检测', '监理日志填写要点', '桥梁桩基声测管堵管', '水稳基层强度离散',
  '高边坡开挖安全巡视', '预制梁腹板裂缝分析', '计量支付审核问题', '冬期混凝土施工', '钢筋保护层厚度检测'];

/** Posts spread over the year by the demo users, ten replies each on average, all in a few server-side statements. */
async function fill(query: (sql: string, params?: unknown[]) => Promise<unknown>, posts: number, replies: number) {
  const search = TITLES.map((t) => normalizeSearch(t));
  await query(`INSERT INTO forum_post (id, kind, board_code, title, content, excerpt, labels, author_id, reply_count, thumbs_count, view_count,
      search_text, search_bigrams, create_time)
    SELECT 'bp' || g, 'post', (ARRAY['practice','quality','testing','tech'])[g % 4 + 1], ($1::text[])[g % 10 + 1] || ' 第' || g || '帖',
           '<p>' || ($1::text[])[g % 10 + 1] || '的经验交流。</p>', ($1::text[])[g % 10 + 1], ARRAY['基准'], u.id, ${Math.round(replies / posts)}, g % 17, g % 300,
           ($2::text[])[g % 10 + 1], (SELECT array_agg(x) FROM jsonb_array_elements_text(($3::jsonb)->(g % 10)) x), now() - (g || ' minutes')::interval
      FROM generate_series(1, ${posts}) g
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM sys_user) u ON u.k = g % 8`,
  [TITLES, search, JSON.stringify(search.map((s) => bigrams(s)))]);
  await query(`INSERT INTO forum_reply (id, post_id, author_id, content, create_time)
    SELECT 'br' || g, 'bp' || (g % ${posts} + 1), u.id, '<p>学习了，感谢分享。</p>', now() - (g || ' seconds')::interval
      FROM generate_series(1, ${replies}) g
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM sys_user) u ON u.k = g % 8`);
}

async function measure(label: string, env: Record<string, string>, size: string, rows: Rows) {
  const server = await startServer(env);
  try {
    const login = await fetch(`${server.url}/devops/sys/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'wangpeng', password: 'Company@2026' }),
    }).then((r) => r.json()) as { result?: { token: string } };
    const headers = { 'x-access-token': login.result?.token ?? '' };
    const get = (url: string) => fetch(`${server.url}/devops/forum/${url}`, { headers }).then((r) => r.json());
    const run = async (name: string, url: () => string, note: string) => {
      for (let i = 0; i < 20; i++) await get(url());
      const times: number[] = [];
      for (let i = 0; i < 200; i++) times.push(await timed(() => get(url())));
      times.sort((a, b) => a - b);
      rows.push({ measure: `论坛 ${name}（${label}，${size}）`, value: `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))}`, note: `p50 / p99，顺序 200 次；${note}` });
    };
    let n = 0;
    await run('最新列表', () => `post/list?kind=post&sort=new&pageNo=${(n++ % 5) + 1}`, '目标 p99 < 100 ms（PostgreSQL）');
    await run('最热列表', () => 'post/list?kind=post&sort=hot', '按互动与时间衰减排序');
    await run('帖子详情+回复', () => `post/queryById?id=bp${(n++ % 1000) + 1}`, '含浏览数更新与回复列表');
    await run('搜索“压实”', () => `post/list?kind=post&keyword=${encodeURIComponent('压实')}`, 'bigram GIN 索引 + LIKE 复核');
  } finally {
    await server.stop();
  }
}

export async function forumBench(root: string, rows: Rows): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-forum-'));
  try {
    const platform = await openPlatform({ rootDir: root, dataDir, seedDemo: true });
    await fill((sql, params) => platform.db.query(sql, params), 10_000, 100_000);
    await platform.db.close();
    await measure('PGlite', { DATA_DIR: dataDir, RATE_LIMIT: 'off', SEED_DEMO: 'false', DATABASE_URL: '' }, '1 万帖 / 10 万回复', rows);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    rows.push({ measure: '论坛列表 / 详情 / 搜索（PostgreSQL，10 万帖 / 100 万回复）', value: '未测', note: '设置 DATABASE_URL 后运行' });
    return;
  }
  const schema = `bench_forum_${Date.now()}`;
  try {
    const platform = await openPlatform({ rootDir: root, databaseUrl: url, pgSchema: schema, seedDemo: true });
    await fill((sql, params) => platform.db.query(sql, params), 100_000, 1_000_000);
    await platform.db.query('ANALYZE');
    await platform.db.close();
    await measure('PostgreSQL', { DATABASE_URL: url, DATABASE_SCHEMA: schema, RATE_LIMIT: 'off', SEED_DEMO: 'false' }, '10 万帖 / 100 万回复', rows);
  } finally {
    await dropSchema(url, schema);
  }
}
