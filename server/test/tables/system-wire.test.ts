import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectOk } from '../helper';

// The answers of every system screen's list and queryById, pinned: moving a screen onto the one table layer must
// not change a byte of what JeecgBoot clients read (times and generated ids aside, which differ per run).
const LISTS: [code: string, list: string][] = [
  ['sys/user', 'list'], ['sys/role', 'list'], ['sys/permission', 'list'], ['sys/sysDepart', 'queryTreeList'],
  ['sys/position', 'list'], ['sys/tenant', 'list'], ['sys/sysParam', 'list'], ['sys/dataSource', 'list'],
  ['sys/category', 'rootList'], ['sys/dict', 'list'], ['sys/annountCement', 'list'], ['sys/log', 'list'],
  ['sys/quartzJob', 'list'], ['sys/thirdPartyLog', 'list'],
];

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const HEX_ID = /^[0-9a-f]{32}$/;

/** Replaces what differs per run (times, random ids, counters) by placeholders, keeping every key and type. */
function normalise(value: unknown, key = ''): unknown {
  // A tree's shape is pinned by its first branches; how many menus the business areas add is not the wire's concern.
  if (Array.isArray(value) && key === 'children') return value.slice(0, 2).map((v) => normalise(v));
  if (Array.isArray(value)) return value.map((v) => normalise(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, normalise(v, k)]));
  }
  if (typeof value === 'string' && TIME.test(value)) return '<time>';
  if (typeof value === 'string' && HEX_ID.test(value)) return '<id>';
  if (key === 'timestamp' || key === 'costTime' || key === 'durationMs') return '<n>';
  return value;
}

describe('system screens on the wire', () => {
  let t: TestPlatform;
  let token: string;
  beforeAll(async () => {
    // With the demo approvals (their notices are announcements), as the PGlite template holds them, so PostgreSQL answers the same.
    t = await createTestPlatform({ seedDemoFlows: true });
    token = await t.login('admin');
    // Tables the demo seed leaves empty get one row each, so their row shape is pinned too. Positions keep the demo's:
    // accounts name theirs by code, and the user list's 职务 texts come from them.
    await t.db.query(`INSERT INTO sys_announcement (id, titile, msg_content, start_time, end_time, sender, priority, msg_category, msg_type, send_status, send_time, msg_abstract, create_by)
      VALUES ('a0000000000000000000000000000001', '关于开展年度安全生产大检查的通知', '<p>各单位：请于本月底前完成自查。</p>', '2026-03-02 09:00:00+08', '2026-03-31 18:00:00+08', '系统管理员', 'H', '1', 'ALL', '1', '2026-03-02 09:00:00+08', '年度安全生产大检查', 'admin')`);
    await t.db.query(`INSERT INTO sys_quartz_job (id, job_class_name, cron_expression, parameter, description, status, last_result, create_by)
      VALUES ('j0000000000000000000000000000001', 'logCleanup', '0 0 2 * * ?', '{"days":180}', '清理 180 天前的操作日志', 0, 'ok', 'admin')`);
    // The demo's weeks of activity in the log count back from today: the row shape is pinned on one row of its own.
    await t.db.query('DELETE FROM sys_log');
    await t.db.query(`INSERT INTO sys_log (id, log_type, username, user_id, method, path, status, ip, user_agent, cost_ms) VALUES (1, 'operate', 'admin', 'u', 'POST', '/devops/sys/position/add', 200, '127.0.0.1', 'test', 12)`);
    // An explicit id: a serial's next value differs between a restored template and a fresh database.
    await t.db.query(`INSERT INTO sys_third_party_log (id, provider, action, target, success, message, duration_ms, username) VALUES (1000, 'sms', 'send', '138****0001', true, '发送成功', 35, 'admin')`);
  });
  afterAll(async () => t.close());

  for (const [code, list] of LISTS) {
    it(`${code}/${list} and queryById answer as before`, async () => {
      const res = await t.get(`/devops/${code}/${list}?pageNo=1&pageSize=5`, token);
      expectOk(res);
      const body = res.json();
      const rows = Array.isArray(body.result) ? body.result : body.result?.records ?? [];
      const first = rows[0] as { id?: string } | undefined;
      const byId = first?.id && code !== 'sys/log' ? (await t.get(`/devops/${code}/queryById?id=${first.id}`, token)).json() : null;
      await expect(JSON.stringify({ list: normalise(body), queryById: normalise(byId) }, null, 1))
        .toMatchFileSnapshot(`./__wire__/${code.replace('/', '-')}.json`);
    });
  }
});
