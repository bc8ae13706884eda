// Workflow figures: approvals per second through a three-node process, and 我的待办 latency with 100,000 finished
// and 5,000 open instances (PGlite, and PostgreSQL with DATABASE_URL). Prints rows for run-bench's table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPlatform } from '../server/src/platform';
import { checksum } from '../server/src/flows/flow-model';
import { startServer } from '../tests/e2e/support/server-process';
import { load, ms, percentile, timed, dropSchema } from './measure';

type Rows = { measure: string; value: string; note: string }[];
const FINISHED = 100_000;
const OPEN = 5_000;

/** Deploys 请假审批 as the server would, then fills instances and tasks in a few server-side statements. */
async function fill(root: string, query: (sql: string, params?: unknown[]) => Promise<unknown>) {
  const xml = fs.readFileSync(path.join(root, 'schemas/flows/leave.bpmn'), 'utf8');
  await query(`INSERT INTO flow_definition (id, process_key, name, version, form_code, xml, checksum, origin, deployed_by)
    VALUES ('bench-def', 'flow_leave', '请假审批', 1, 'flow/leave', $1, $2, 'file', 'system')`, [xml, checksum(xml)]);
  await query(`INSERT INTO flow_instance (id, definition_id, process_key, page_code, business_id, title, applicant_id, applicant_name, company_id,
      status, state, current_nodes, done_nodes, start_time, end_time)
    SELECT 'bi' || g, 'bench-def', 'flow_leave', 'flow/leave', md5('b' || g), '请假申请 · QJ-2025-' || g, u.id, u.realname, 'c01',
           CASE WHEN g <= ${OPEN} THEN 'running' ELSE 'approved' END, NULL,
           CASE WHEN g <= ${OPEN} THEN 'Task_DeptLeader' END, 'Start', now() - (g || ' minutes')::interval,
           CASE WHEN g > ${OPEN} THEN now() - (g || ' minutes')::interval + interval '2 hours' END
      FROM generate_series(1, ${FINISHED + OPEN}) g
      JOIN (SELECT id, realname, row_number() OVER (ORDER BY id) - 1 AS k FROM sys_user) u ON u.k = g % 8`);
  // Every instance has a 部门负责人 task, spread over the approvers (冯涛 holds a fifth): open for the running ones.
  await query(`INSERT INTO flow_task (id, instance_id, node_id, node_name, assignee_id, mode, status, decision, create_time, finish_time)
    SELECT 'bt' || g, 'bi' || g, 'Task_DeptLeader', '部门负责人审批', a.id, 'single',
           CASE WHEN g <= ${OPEN} THEN 'open' ELSE 'done' END, CASE WHEN g > ${OPEN} THEN 'approve' END,
           now() - (g || ' minutes')::interval, CASE WHEN g > ${OPEN} THEN now() - (g || ' minutes')::interval + interval '1 hour' END
      FROM generate_series(1, ${FINISHED + OPEN}) g
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM sys_user WHERE username IN ('fengtao','sunlihua','zhoujianguo','zhengxiao','wufang')) a ON a.k = g % 5`);
}

async function measure(label: string, env: Record<string, string>, rows: Rows) {
  const server = await startServer(env);
  try {
    const login = async (username: string) => (await fetch(`${server.url}/devops/sys/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Company@2026' }),
    }).then((r) => r.json()) as { result?: { token: string }; message: string }).result?.token ?? (() => { throw new Error(`登录 ${username} 失败`); })();
    const as = async (username: string) => {
      const headers = { 'x-access-token': await login(username), 'content-type': 'application/json' };
      return async (method: string, url: string, body?: unknown) =>
        (await fetch(`${server.url}/devops${url}`, { method, headers, body: body ? JSON.stringify(body) : undefined }).then((r) => r.json()));
    };
    const leader = await as('fengtao');
    const todo = () => leader('GET', '/company/flow/task/list?tab=todo&pageNo=1&pageSize=10');
    const total = (await todo()).result.total;
    for (let i = 0; i < 30; i++) await todo();
    const times: number[] = [];
    for (let i = 0; i < 200; i++) times.push(await timed(todo));
    times.sort((a, b) => a - b);
    rows.push({ measure: `我的待办 列表（${label}，${FINISHED / 1000}k 已结束 + ${OPEN / 1000}k 进行中）`, value: `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))}`,
      note: `p50 / p99，顺序 200 次；冯涛 ${total} 条待办；目标 p99 < 100 ms（PostgreSQL）` });
    const counts = await load(() => leader('GET', '/company/flow/flowInfo/queryTodo'), 10, 4);
    rows.push({ measure: `待办数 queryTodo（${label}，并发 10）`, value: `${counts.rps.toFixed(0)} 次/s`, note: `p99 ${ms(counts.p99)}` });

    // Approvals through 部门负责人 → 分管领导 → 人事备案: 40 two-day leaves submitted, then every step approved.
    const applicant = await as('wangpeng');
    const deciders = { Task_DeptLeader: leader, Task_Fgld: await as('sunlihua'), Task_Hr: await as('zhengxiao') } as Record<string, typeof leader>;
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const added = await applicant('POST', '/flow/leave/add', { applicantName: '王鹏', leaveType: 'personal', startTime: '2026-12-21', endTime: '2026-12-22', leaveDays: 2, reason: `基准 ${i}` });
      await applicant('POST', '/company/flow/instance/start', { pageCode: 'flow/leave', id: added.id });
      ids.push(added.id);
    }
    let approvals = 0;
    const t0 = performance.now();
    for (const node of ['Task_DeptLeader', 'Task_Fgld', 'Task_Hr']) {
      const decide = deciders[node];
      const mine = (await decide('GET', '/company/flow/task/list?tab=todo&pageSize=100&keyword=' + encodeURIComponent('王鹏'))).result.records
        .filter((r: { businessId: string }) => ids.includes(r.businessId));
      await Promise.all(mine.map(async (r: { taskId: string }) => {
        if ((await decide('POST', '/company/flow/task/approve', { taskId: r.taskId })).success) approvals++;
      }));
    }
    const seconds = (performance.now() - t0) / 1000;
    rows.push({ measure: `审批吞吐（${label}，三节点流程）`, value: `${(approvals / seconds).toFixed(1)} 次/s`, note: `${approvals} 次同意（40 单 × 3 节点，每节点并发），含查询待办` });
  } finally {
    await server.stop();
  }
}

export async function flowBench(root: string, rows: Rows): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-flow-'));
  try {
    const platform = await openPlatform({ rootDir: root, dataDir, seedDemo: true });
    await fill(root, (sql, params) => platform.db.query(sql, params));
    await platform.db.close();
    // DATABASE_URL may be set for the PostgreSQL run below; this server must use the embedded database.
    await measure('PGlite', { DATA_DIR: dataDir, RATE_LIMIT: 'off', SEED_DEMO: 'false', DATABASE_URL: '' }, rows);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    rows.push({ measure: '我的待办 / 审批吞吐（PostgreSQL）', value: '未测', note: '设置 DATABASE_URL 后运行' });
    return;
  }
  const schema = `bench_flow_${Date.now()}`;
  try {
    const platform = await openPlatform({ rootDir: root, databaseUrl: url, pgSchema: schema, seedDemo: true });
    await fill(root, (sql, params) => platform.db.query(sql, params));
    await platform.db.query('ANALYZE');
    await platform.db.close();
    await measure('PostgreSQL', { DATABASE_URL: url, DATABASE_SCHEMA: schema, RATE_LIMIT: 'off', SEED_DEMO: 'false' }, rows);
  } finally {
    await dropSchema(url, schema);
  }
}
