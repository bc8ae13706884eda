// `npm run soak -- <url>[,<url>…]`: virtual users against a running server for a while, as staff use it — log in, load the menu,
// page and filter lists, open records, save news, upload files, read and receive notices — then a check that every
// write the server acknowledged can be read back through the API. Prints throughput, p50/p99 per kind of call, errors
// and lost writes. Not part of `npm test`. Options (environment): SOAK_USERS (200), SOAK_MINUTES (30), SOAK_THINK_MS
// (mean pause between a user's calls, 1000). Start the servers with TRUST_PROXY=true: each virtual user sends an
// address of its own in X-Forwarded-For.
//
// Each virtual user is a person of their own: the run first adds one account per virtual user (`soak_<run>_<n>`, with
// 李娜's roles and department, so they may add news) and deletes them at the end. Two hundred people sharing five
// accounts would be refused by the login throttle, which reads simultaneous logins to one account as an attack.
import WebSocket from 'ws';
import { percentile } from './measure';

/** One server, or several processes of one installation (comma-separated): each virtual user keeps to one of them. */
const BASES = (process.argv[2] ?? process.env.SOAK_URL ?? '').split(',').map((u) => u.trim().replace(/\/$/, '')).filter(Boolean);
const BASE = BASES[0] ?? '';
const USERS = Number(process.env.SOAK_USERS ?? 200);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 1000);
const RUN = Date.now().toString(36);
const PASSWORD = 'Soak@2026x';
/** The model for the virtual users' accounts: a company user who may add news. */
const MODEL_USER = 'lina';
/** One in this many virtual users also publishes announcements, with the administrator's session. */
const PUBLISHER_EVERY = 50;

type Kind = 'login' | 'menu' | 'list' | 'filter' | 'detail' | 'save' | 'upload' | 'notices' | 'publish' | 'verify';
const latencies = new Map<Kind, number[]>();
const errors = new Map<string, number>();
const written: { id: string; title: string }[] = [];
const uploaded: { path: string; size: number }[] = [];
let pushed = 0;
let published = 0;

function record(kind: Kind, ms: number) {
  const list = latencies.get(kind) ?? [];
  list.push(ms);
  latencies.set(kind, list);
}

function fail(kind: Kind, why: string) {
  const key = `${kind}: ${why.slice(0, 120)}`;
  errors.set(key, (errors.get(key) ?? 0) + 1);
}

/** One API call, timed and checked (HTTP 200 and `success: true`); answers the envelope, or undefined on failure. */
async function call(kind: Kind, path: string, init: RequestInit & { token?: string; base?: string; from?: string } = {}): Promise<Record<string, unknown> | undefined> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('x-access-token', init.token);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  // Each virtual user's own address, as a reverse proxy reports it (servers started with TRUST_PROXY=true): the login
  // throttle counts per address, and two hundred people are not one machine.
  if (init.from) headers.set('x-forwarded-for', init.from);
  const t0 = performance.now();
  try {
    let res = await fetch(`${init.base ?? BASE}/devops${path}`, { ...init, headers, signal: AbortSignal.timeout(30_000) });
    // The read-back is one administrator's session: it keeps to the session's rate limit instead of counting a refusal
    // as a lost write.
    for (let tries = 0; kind === 'verify' && res.status === 429 && tries < 20; tries += 1) {
      await sleep(1000 * Number(res.headers.get('retry-after') ?? 1));
      res = await fetch(`${init.base ?? BASE}/devops${path}`, { ...init, headers, signal: AbortSignal.timeout(30_000) });
    }
    const body = (await res.json()) as Record<string, unknown>;
    record(kind, performance.now() - t0);
    if (res.status !== 200 || body.success !== true) {
      fail(kind, `HTTP ${res.status} ${String(body.message ?? '')}`);
      return undefined;
    }
    return body;
  } catch (error) {
    record(kind, performance.now() - t0);
    fail(kind, (error as Error).message);
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

// A small PDF-looking file: the server checks the type by extension and magic bytes.
const FILE = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(8 * 1024, 0x20)]);

/** The administrator's session, opened once: it adds and removes the accounts, publishes, and reads everything back. */
let adminToken = '';

const accountName = (index: number) => `soak_${RUN}_${index}`;

/** One account per virtual user, with the model user's roles and departments. */
async function addAccounts(): Promise<string[]> {
  const admin = (await call('verify', '/sys/login', { method: 'POST', body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }) }))?.result as { token: string } | undefined;
  if (!admin) throw new Error('管理员无法登录，无法准备压力测试账号');
  adminToken = admin.token;
  const model = ((await call('verify', `/sys/user/list?username=${MODEL_USER}`, { token: adminToken }))?.result as { records?: { id: string }[] } | undefined)?.records?.[0];
  if (!model) throw new Error(`找不到样板用户 ${MODEL_USER}`);
  const roles = ((await call('verify', `/sys/user/queryUserRole?userid=${model.id}`, { token: adminToken }))?.result as string[] | undefined) ?? [];
  const departs = ((await call('verify', `/sys/user/userDepartList?userId=${model.id}`, { token: adminToken }))?.result as { key: string }[] | undefined) ?? [];
  const ids: string[] = [];
  await each(Array.from({ length: USERS }, (_, i) => i), 4, async (i) => {
    const added = await call('verify', '/sys/user/add', {
      method: 'POST', token: adminToken,
      body: JSON.stringify({ username: accountName(i), realname: `压测用户${i}`, password: PASSWORD, selectedroles: roles.join(','), selecteddeparts: departs.map((d) => d.key).join(',') }),
    });
    const id = (added?.result as { id?: string } | undefined)?.id;
    if (!id) throw new Error(`压力测试账号 ${accountName(i)} 未能添加：${[...errors.keys()].join('；')}`);
    ids.push(id);
  });
  return ids;
}

async function virtualUser(index: number, end: number): Promise<void> {
  const username = accountName(index);
  const password = PASSWORD;
  const publisher = index % PUBLISHER_EVERY === 0;
  const base = BASES[index % BASES.length];
  const from = `10.${Math.floor(index / 250) % 250}.${index % 250}.${1 + (index % 7)}`;
  // Users arrive over the first half minute, not all in one second.
  await sleep(Math.random() * Math.min(30_000, (end - Date.now()) / 4));
  const login = await call('login', '/sys/login', { method: 'POST', base, from, body: JSON.stringify({ username, password }) });
  const result = login?.result as { token?: string; userInfo?: { id?: string } } | undefined;
  const token = result?.token;
  if (!token) return;
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/devops/websocket/${result?.userInfo?.id}`, [token]);
  socket.on('message', (data) => {
    if (!String(data).includes('heartcheck')) pushed += 1;
  });
  socket.on('error', (error) => fail('notices', `socket ${error.message}`));
  let n = 0;
  while (Date.now() < end) {
    const roll = Math.random();
    n += 1;
    if (roll < 0.08) await call('menu', '/sys/permission/getUserPermissionByToken', { token, base });
    else if (roll < 0.45) await call('list', `/news/notice/list?pageNo=${1 + Math.floor(Math.random() * 5)}&pageSize=10`, { token, base });
    else if (roll < 0.62) {
      const query = pick(['newsType=party', 'newsType=notice&column=readCount&order=desc', 'title=*安全*', 'priority=H&column=publishDate&order=asc']);
      await call('filter', `/news/notice/list?pageSize=10&${query}`, { token, base });
    } else if (roll < 0.72) {
      const page = await call('list', '/news/notice/list?pageNo=1&pageSize=10', { token, base });
      const records = ((page?.result as { records?: { id: string }[] } | undefined)?.records ?? []);
      if (records.length) await call('detail', `/news/notice/queryById?id=${pick(records).id}`, { token, base });
    } else if (roll < 0.84) {
      const title = `压力测试 ${RUN} 用户${index} 第${n}条`;
      const saved = await call('save', '/news/notice/add', {
        method: 'POST', token, base,
        body: JSON.stringify({ title, newsType: 'notice', publisher: '压力测试', publishDate: '2026-12-01', priority: 'L' }),
      });
      const id = (saved?.id ?? (saved?.result as { id?: string } | undefined)?.id) as string | undefined;
      if (saved && id) written.push({ id, title });
      else if (saved) fail('save', '应答没有 id');
    } else if (roll < 0.90) {
      const form = new FormData();
      form.append('biz', 'soak');
      form.append('file', new Blob([FILE], { type: 'application/pdf' }), `压力测试附件${index}-${n}.pdf`);
      const up = await call('upload', '/sys/common/upload', { method: 'POST', token, base, body: form });
      if (up && typeof up.message === 'string') uploaded.push({ path: up.message, size: FILE.length });
    } else if (roll < 0.99 || !publisher) {
      await call('notices', '/sys/annountCement/listByUser', { token, base });
    } else {
      const added = await call('publish', '/sys/annountCement/add', {
        method: 'POST', token: adminToken, base,
        body: JSON.stringify({ titile: `压力测试通知 ${RUN}-${index}-${n}`, msgContent: '<p>系统压力测试，请忽略。</p>', priority: 'L', msgCategory: '1' }),
      });
      const id = added?.id ?? (added?.result as { id?: string } | undefined)?.id;
      if (id && (await call('publish', `/sys/annountCement/doReleaseData?id=${id}`, { token: adminToken, base }))) published += 1;
    }
    await think();
  }
  socket.close();
}

/** Runs `task` over `items` with at most `width` at a time. */
async function each<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await task(items[next++]);
  }));
}

/** Every acknowledged record and upload, read back through the API as an administrator. */
async function verify(): Promise<{ lostRecords: string[]; lostFiles: string[] }> {
  // Eight administrator sessions, each within its own rate limit, reading through every process in turn (a write
  // acknowledged by one process must be there for the others).
  const sessions: string[] = [adminToken];
  while (sessions.length < 8) {
    const admin = (await call('verify', '/sys/login', { method: 'POST', body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }) }))?.result as { token: string } | undefined;
    if (!admin) break;
    sessions.push(admin.token);
  }
  const lostRecords: string[] = [];
  const lostFiles: string[] = [];
  let n = 0;
  const next = () => {
    n += 1;
    return { token: sessions[n % sessions.length], base: BASES[n % BASES.length] };
  };
  await each(written, sessions.length * 2, async ({ id, title }) => {
    const found = await call('verify', `/news/notice/queryById?id=${id}`, next());
    if ((found?.result as { title?: string } | undefined)?.title !== title) lostRecords.push(`${id} ${title}`);
  });
  await each(uploaded, sessions.length * 2, async ({ path, size }) => {
    const via = next();
    const signed = await call('verify', `/sys/common/signUrl?path=${encodeURIComponent(path)}`, via);
    const url = typeof signed?.result === 'string' ? signed.result : typeof signed?.message === 'string' ? signed.message : undefined;
    const res = url ? await fetch(new URL(url, via.base)).catch(() => undefined) : undefined;
    const bytes = res?.ok ? (await res.arrayBuffer()).byteLength : -1;
    if (bytes !== size) lostFiles.push(path);
  });
  return { lostRecords, lostFiles };
}

async function main(): Promise<void> {
  if (!BASE) throw new Error('用法：npm run soak -- http://localhost:8080（或设置 SOAK_URL）');
  console.log(`压力测试 ${RUN}：${USERS} 个虚拟用户，${MINUTES} 分钟，对 ${BASES.join('、')}`);
  const accounts = await addAccounts();
  console.log(`已添加 ${accounts.length} 个压力测试账号（soak_${RUN}_*）`);
  const started = Date.now();
  const end = started + MINUTES * 60_000;
  const ticker = setInterval(() => {
    const calls = [...latencies.values()].reduce((n, l) => n + l.length, 0);
    const errs = [...errors.values()].reduce((a, b) => a + b, 0);
    console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s：${calls} 次调用，${errs} 个错误，写入 ${written.length} 条，上传 ${uploaded.length} 个`);
  }, 60_000);
  await Promise.all(Array.from({ length: USERS }, (_, i) => virtualUser(i, end)));
  clearInterval(ticker);
  const seconds = (Date.now() - started) / 1000;
  const { lostRecords, lostFiles } = await verify();
  // The accounts go again (soft delete, then out of the recycle bin), 200 at a time.
  for (let i = 0; i < accounts.length; i += 200) {
    const ids = accounts.slice(i, i + 200).join(',');
    await call('verify', `/sys/user/deleteBatch?ids=${ids}`, { method: 'DELETE', token: adminToken });
    await call('verify', `/sys/user/deleteRecycleBin?userIds=${ids}`, { method: 'DELETE', token: adminToken });
  }

  const total = [...latencies.entries()].filter(([k]) => k !== 'verify').reduce((n, [, l]) => n + l.length, 0);
  console.log(`\n${USERS} 个虚拟用户，${(seconds / 60).toFixed(1)} 分钟：${total} 次调用，${(total / seconds).toFixed(1)} 次/s`);
  console.log(`${'调用'.padEnd(10)}${'次数'.padStart(8)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'错误'.padStart(8)}`);
  for (const [kind, list] of latencies) {
    const sorted = [...list].sort((a, b) => a - b);
    const errs = [...errors].filter(([k]) => k.startsWith(`${kind}:`)).reduce((n, [, c]) => n + c, 0);
    console.log(`${kind.padEnd(10)}${String(list.length).padStart(8)}${`${percentile(sorted, 50).toFixed(0)} ms`.padStart(10)}${`${percentile(sorted, 99).toFixed(0)} ms`.padStart(10)}${String(errs).padStart(8)}`);
  }
  console.log(`通知：发布 ${published} 条，各用户共收到推送 ${pushed} 次`);
  for (const [why, count] of errors) console.log(`  错误 ×${count}  ${why}`);
  console.log(`已确认的写入：${written.length} 条记录、${uploaded.length} 个文件；丢失：${lostRecords.length} 条记录、${lostFiles.length} 个文件`);
  for (const lost of [...lostRecords, ...lostFiles].slice(0, 20)) console.log(`  丢失 ${lost}`);
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  process.exitCode = errorCount || lostRecords.length || lostFiles.length ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
