import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await t.login('admin') }, payload });

describe('system parameter values (hook param-values)', () => {
  it('read as their declared type, checked against the record as it will be', async () => {
    const cases: [object, string][] = [
      [{ key: 'p.number', value: 'ten', type: 'number' }, '参数类型为 number，参数值必须是数字'],
      [{ key: 'p.flag', value: 'yes', type: 'boolean' }, '参数类型为 boolean，参数值只能是 true 或 false'],
      [{ key: 'p.json', value: '{a:1}', type: 'json' }, '参数类型为 json，参数值必须是合法的 JSON'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', 'sys/sysParam/add', body);
      expectRefused(res, 400, { note: message });
      expect(res.json().message).toBe(message);
    }
    const id = (await call('POST', 'sys/sysParam/add', { key: 'p.limit', value: '10', type: 'number' })).json().result.id;
    expect((await call('PUT', 'sys/sysParam/edit', { id, value: 'many' })).json().message).toBe('参数类型为 number，参数值必须是数字');
    expect((await call('PUT', 'sys/sysParam/edit', { id, value: 'many', type: 'string' })).json().success).toBe(true);
  });

  it('keep their key once created (code reads parameters by key)', async () => {
    const id = (await call('POST', 'sys/sysParam/add', { key: 'p.fixed', value: 'a' })).json().result.id;
    expect((await call('PUT', 'sys/sysParam/edit', { id, key: 'p.renamed', value: 'b' })).json().success).toBe(true);
    expect((await call('GET', 'sys/sysParam/queryByKey?key=p.fixed')).json().result).toMatchObject({ id, value: 'b' });
    expectRefused((await call('GET', 'sys/sysParam/queryByKey?key=p.renamed')), 404);
  });
});
