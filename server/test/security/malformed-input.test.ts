import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused, outcome } from '../helper';

let t: TestPlatform;
let token: string;
beforeAll(async () => {
  t = await createTestPlatform();
  token = await t.login('admin');
});
afterAll(() => t.close());

// Malformed and hostile input gets a 4xx JSON envelope, never a 5xx, SQL text or a stack.
const PROBES = ["' AND '1'='1", "' AND '1'='2", "1;select pg_sleep(3)--", "cast(version() as int)", '%00', '\u0000', 'x'.repeat(5000), '{"$ne":1}'];
const LEAK = /syntax error|pg_|sys_user|biz_news|at .*\.ts|node_modules|PostgreSQL \d/i;

describe('malformed input', () => {
  it('never yields a 5xx or leaks SQL on the query endpoints', async () => {
    const urls = (p: string) => [
      `/devops/news/notice/list?title=${p}`, `/devops/news/notice/list?newsType=${p}`, `/devops/news/notice/list?column=${p}`,
      `/devops/news/notice/list?order=${p}`, `/devops/news/notice/list?pageNo=${p}`, `/devops/news/notice/list?publishDate_begin=${p}`,
      `/devops/sys/dict/getDictItems/${p}`, `/devops/sys/dict/loadDict/sys_user,realname,username?keyword=${p}`,
      `/devops/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=${p}`,
      `/devops/sys/checkRule/checkByCode?ruleCode=${p}&value=${p}`, `/devops/sys/setToken?projectId=${p}`,
    ];
    for (const probe of PROBES) {
      for (const url of urls(encodeURIComponent(probe))) {
        const started = Date.now();
        const res = await t.get(url, token);
        const label = url.slice(0, 120);
        // A refusal (510 no right, 4xx) is an answer; a 5xx code or status is a fault.
        expect(outcome(res) >= 500 && outcome(res) !== 510, `${label}: ${res.body.slice(0, 200)}`).toBe(false);
        expect(res.json(), label).toHaveProperty('success');
        expect(res.body, label).not.toMatch(LEAK);
        expect(Date.now() - started, `${label} was slow: a sleep ran?`).toBeLessThan(2500);
      }
    }
  });

  it('answers wrong body types and unknown routes in the envelope', async () => {
    const wrongType = await t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: ['a'], password: 1 } });
    expectRefused(wrongType, 400);
    const unknown = await t.get('/devops/no/such/route', token);
    expectRefused(unknown, 404);
    expect(unknown.json()).toMatchObject({ success: false, code: 404, message: '路径不存在，请检查路径是否正确' });
    const big = await t.app.inject({ method: 'POST', url: '/devops/sys/login', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'b', pad: 'x'.repeat(1_100_000) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('请求内容过大');
  });

  it('refuses a multipart body without its boundary as a bad upload, not a server error', async () => {
    for (const url of ['/devops/sys/common/upload', '/devops/news/notice/importExcel']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'x-access-token': token, 'content-type': 'multipart/form-data' }, payload: 'x' });
      expectRefused(res, 400, { note: url });
      expect(res.json(), url).toMatchObject({ success: false, message: '上传内容格式不正确' });
    }
  });
});
