// `npm run bench`: speed figures printed as a table. Benchmarks measure; tests never assert times.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, ROOT } from '../tests/e2e/support/server-process';
import { load, ms, percentile, timed } from './measure';
import { listThroughput } from './list-throughput';
import { uiBench } from './ui-bench';
import { platformExtras } from './platform-extras';
import { flowBench } from './flow-bench';
import { forumBench } from './forum-bench';
import { screenBench } from './screen-bench';
import { startBench } from './start-bench';
import { studioBench } from './studio-bench';

interface Row {
  measure: string;
  value: string;
  note: string;
}
const rows: Row[] = [];
const add = (measure: string, value: string, note = '') => rows.push({ measure, value, note });

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-'));
  try {
    let t0 = performance.now();
    let server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT: 'off', DATABASE_URL: '' });
    add('服务冷启动（首次：建库、迁移、演示数据）', ms(performance.now() - t0), 'PGlite，含进程启动');
    await server.stop();
    t0 = performance.now();
    server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT: 'off', DATABASE_URL: '' });
    add('服务启动（已有数据）', ms(performance.now() - t0), 'PGlite，含进程启动');

    const url = server.url;
    const login = () =>
      fetch(`${url}/devops/sys/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
      }).then((r) => r.json());
    const token = (await login()).result.token as string;
    const loginTimes: number[] = [];
    for (let i = 0; i < 20; i++) loginTimes.push(await timed(login));
    loginTimes.sort((a, b) => a - b);
    add('登录延迟 p50 / p99（顺序 20 次）', `${ms(percentile(loginTimes, 50))} / ${ms(percentile(loginTimes, 99))}`, 'Argon2id m=19MiB t=2');

    const loginLoad = await load(login, 4, 5);
    add('登录吞吐（并发 4，5 s）', `${loginLoad.rps.toFixed(1)} 次/s`, `p99 ${ms(loginLoad.p99)}；受 Argon2 计算限制`);

    const headers = { 'x-access-token': token };
    const menu = () => fetch(`${url}/devops/sys/permission/getUserPermissionByToken`, { headers }).then((r) => r.json());
    const dict = () => fetch(`${url}/devops/sys/dict/getDictItems/news_type`, { headers }).then((r) => r.json());
    for (const [label, fn] of [['getUserPermissionByToken', menu], ['getDictItems', dict]] as const) {
      const r = await load(fn, 10, 5);
      add(`${label} 吞吐（并发 10，5 s）`, `${r.rps.toFixed(0)} 次/s`, `p50 ${ms(r.p50)}，p99 ${ms(r.p99)}`);
    }
    const list = () => fetch(`${url}/devops/news/notice/list?pageNo=1&pageSize=10`, { headers }).then((r) => r.json());
    const health = () => fetch(`${url}/devops/health`).then((r) => r.json());
    for (let i = 0; i < 50; i++) await list();
    const single: number[] = [];
    for (let i = 0; i < 200; i++) single.push(await timed(list));
    single.sort((a, b) => a - b);
    add('列表延迟 p50 / p99（顺序 200 次）', `${ms(percentile(single, 50))} / ${ms(percentile(single, 99))}`, '新闻通知，32 行，每页 10');
    const listLoad = await load(list, 10, 5);
    add('列表吞吐（并发 10，5 s）', `${listLoad.rps.toFixed(0)} 次/s`, `p99 ${ms(listLoad.p99)}`);
    const healthLoad = await load(health, 10, 3);
    add('对照：空路由吞吐（并发 10，3 s）', `${healthLoad.rps.toFixed(0)} 次/s`, `p99 ${ms(healthLoad.p99)}`);
    const me = (await login()).result;
    await platformExtras(url, me.token as string, me.userInfo.id as string, add);
    await server.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  await startBench(rows);
  await listThroughput(ROOT, rows);
  await flowBench(ROOT, rows);
  await forumBench(ROOT, rows);
  await studioBench(rows);
  await screenBench(rows);
  await uiBench(rows);

  const w1 = Math.max(...rows.map((r) => r.measure.length)) + 4;
  console.log(`\n平台基准（${os.cpus().length} 核，Node ${process.version}，${new Date().toISOString().slice(0, 16)}）\n`);
  console.log(`${'指标'.padEnd(w1)}${'结果'.padEnd(24)}说明`);
  for (const r of rows) console.log(`${r.measure.padEnd(w1)}${r.value.padEnd(24)}${r.note}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
