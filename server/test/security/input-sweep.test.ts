import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, expectRefused, outcome, type TestPlatform } from '../helper';

// The bad-input sweep as a test: every module list, module write and system route meets the malformed values a
// careless client or an attacker sends. None may answer a fault (HTTP 5xx, or code 500 inside JeecgBoot's HTTP 200
// envelope), and none may store the value.
let t: TestPlatform;
let token: string;
beforeAll(async () => {
  t = await createTestPlatform({ rateLimit: false });
  token = await t.login('admin');
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url, payload: payload as object, headers: { 'x-access-token': token, ...headers } });
/**
 * A fault: HTTP 5xx, or our global fault answer inside the envelope (code 500, 服务器内部错误…). Other envelope codes
 * of 500 and above are JeecgBoot's business answers (510 no right; 未找到权限配置信息 is its Result.error, code 500);
 * a refused file download keeps its real 4xx status.
 */
const fault = (res: Parameters<typeof outcome>[0]) => {
  if (res.statusCode !== 200) return res.statusCode >= 500;
  const body = res.json() as { success?: boolean; code?: number; message?: string };
  return body.success === false && (body.code === 503 || (body.code === 500 && /服务器内部错误/.test(body.message ?? '')));
};
const isDate = (dbType: unknown) => dbType === 'date' || dbType === 'datetime';

describe('the bad-input sweep', () => {
  it('lists every module with hostile paging, repeated parameters, objects and non-dates without a 5xx', async () => {
    const failures: string[] = [];
    for (const m of t.app.tables.all()) {
      const text = m.page.fields.find((f) => f.type === 'input')?.name ?? 'id';
      const date = m.page.fields.find((f) => isDate(f.dbType))?.name;
      const cases = ['pageNo=Infinity', 'pageNo=1e308&pageSize=NaN', 'pageNo=1&pageNo=2', 'order=asc&order=desc', `${text}=a&${text}=b`, `${text}[x]=1`,
        'superQueryParams=%5B%7B%22field%22%3A%7B%7D%7D%5D', ...(date ? [`${date}_begin=notadate`, `${date}=2026-13-45`] : [])];
      for (const query of cases) {
        const res = await call('GET', `/devops/${m.page.code}/list?${query}`);
        if (fault(res) || !('success' in res.json())) failures.push(`${m.page.code}?${query} → ${outcome(res)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('stores no object, array, non-date, out-of-dictionary or overflowing value through any module edit', async () => {
    const failures: string[] = [];
    for (const m of t.app.tables.all()) {
      const row = (await call('GET', `/devops/${m.page.code}/list?pageSize=1`)).json().result?.records?.[0];
      if (!row) continue;
      const writable = m.page.fields.filter((f) => f.name !== 'id');
      const cases: [string, Record<string, unknown>][] = [
        ['objects', Object.fromEntries(writable.map((f) => [f.name, {}]))],
        ['arrays', Object.fromEntries(writable.map((f) => [f.name, ['a', 'b']]))],
        ['non-dates', Object.fromEntries(writable.filter((f) => isDate(f.dbType)).map((f) => [f.name, 'notadate']))],
        ['outside the dictionary', Object.fromEntries(writable.filter((f) => f.dict && !f.dict.includes(',')).map((f) => [f.name, 'no-such-value']))],
        ['1e308', Object.fromEntries(writable.filter((f) => ['int', 'double', 'decimal', 'bigint'].includes(String(f.dbType))).map((f) => [f.name, 1e308]))],
      ];
      for (const [label, fields] of cases) {
        if (!Object.keys(fields).length) continue;
        const res = await call('PUT', `/devops/${m.page.code}/edit`, { ...row, ...fields, id: row.id });
        if (fault(res)) failures.push(`${m.page.code} ${label} → ${outcome(res)}`);
        if (outcome(res) !== 200) continue;
        // Accepted only where the page ignores the field (computed, state-driven): the value must not be stored.
        const now = (await call('GET', `/devops/${m.page.code}/queryById?id=${row.id}`)).json().result;
        for (const [name, sent] of Object.entries(fields)) {
          const kept = now[name];
          if (JSON.stringify(kept) === JSON.stringify(sent) || kept === '[object Object]' || (typeof sent === 'number' && Number(kept) === sent)) failures.push(`${m.page.code} stored ${label}: ${name}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses the same values on every module add', async () => {
    const failures: string[] = [];
    for (const m of t.app.tables.all()) {
      const bodies: [string, Record<string, unknown>][] = [
        ['objects', Object.fromEntries(m.page.fields.map((f) => [f.name, {}]))],
        ['arrays', Object.fromEntries(m.page.fields.map((f) => [f.name, [1]]))],
      ];
      for (const [label, body] of bodies) {
        const res = await call('POST', `/devops/${m.page.code}/add`, body);
        if (fault(res) || outcome(res) === 200) failures.push(`${m.page.code} add ${label} → ${outcome(res)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers every system route’s malformed query, body and multipart without a fault', async () => {
    const failures: string[] = [];
    for (const r of t.app.routeInventory) {
      if (!r.url.startsWith('/devops/') || /Socket|websocket|logout|\/:a\/:b/.test(r.url)) continue;
      const url = r.url.replace(/:(\w+)/g, 'x').replace('*', 'x/y');
      const sends: [string, () => ReturnType<typeof call>][] = r.method === 'GET'
        ? ['id=a&id=b', 'pageNo=Infinity&pageSize=1e308', 'id[x]=1', 'key=a&key=b&code=a&code=b', 'startTime=notadate&endTime=x']
          .map((q) => [q, () => call('GET', `${url}?${q}`)])
        : [
          ...[{ id: {}, name: {}, dictName: {}, jobClassName: 5, birthday: 'notadate' }, [1, 2], 'null'].map((b): [string, () => ReturnType<typeof call>] => [JSON.stringify(b), () => call(r.method, url, b)]),
          ['multipart without boundary', () => call(r.method, url, 'x', { 'content-type': 'multipart/form-data' })],
        ];
      for (const [label, send] of sends) {
        const res = await send();
        if (fault(res)) failures.push(`${r.method} ${r.url} ${label} → ${outcome(res)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses the sweep’s named cases with a clear 400 and stores nothing', async () => {
    const dict = await call('POST', '/devops/sys/dict/add', { dictName: {}, dictCode: 'sweep_dict' });
    expectRefused(dict, 400);
    expect((await t.db.query(`SELECT 1 FROM sys_dict WHERE dict_code = 'sweep_dict'`)).rows).toHaveLength(0);
    const job = await call('POST', '/devops/sys/quartzJob/add', { jobClassName: 5, cronExpression: '0 0 1 * * ?', status: -1 });
    expectRefused(job, 400);
    const me = await call('PUT', '/devops/sys/user/appEdit', { birthday: 'notadate' });
    expectRefused(me, 400, /生日|日期/);
    const user = (await t.db.query<{ id: string }>(`SELECT id FROM sys_user WHERE username = 'lina'`)).rows[0];
    expectRefused(await call('PUT', '/devops/sys/user/edit', { id: user.id, birthday: 'notadate' }), 400);
    const repeated = await call('GET', '/devops/sys/user/list?username=a&username=b');
    expect(fault(repeated)).toBe(false);
    for (const paging of ['pageNo=Infinity', 'pageNo=1e308', 'pageSize=NaN']) {
      const res = await call('GET', `/devops/sys/user/list?${paging}`);
      expect(fault(res), paging).toBe(false);
    }
    for (const key of [undefined, 'sweep-upload-1']) {
      const upload = await call('POST', '/devops/sys/common/upload', 'x', { 'content-type': 'multipart/form-data', ...(key ? { 'idempotency-key': key } : {}) });
      expect(upload.json(), key).toMatchObject({ success: false, message: '上传内容格式不正确' });
    }
  });
});
