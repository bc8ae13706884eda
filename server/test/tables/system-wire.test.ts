import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';

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
    t = await createTestPlatform();
    token = await t.login('admin');
  });
  afterAll(async () => t.close());

  for (const [code, list] of LISTS) {
    it(`${code}/${list} and queryById answer as before`, async () => {
      const res = await t.get(`/devops/${code}/${list}?pageNo=1&pageSize=5`, token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const rows = Array.isArray(body.result) ? body.result : body.result?.records ?? [];
      const first = rows[0] as { id?: string } | undefined;
      const byId = first?.id && code !== 'sys/log' ? (await t.get(`/devops/${code}/queryById?id=${first.id}`, token)).json() : null;
      await expect(JSON.stringify({ list: normalise(body), queryById: normalise(byId) }, null, 1))
        .toMatchFileSnapshot(`./__wire__/${code.replace('/', '-')}.json`);
    });
  }
});
