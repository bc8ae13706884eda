import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused } from '../helper';

let t: TestPlatform;
let token: string;
beforeAll(async () => {
  t = await createTestPlatform();
  token = await t.login('lina');
});
afterAll(() => t.close());

const get = (url: string) => t.get(url, token);
const NO_SQL = /select|syntax|pg_|sys_user|password/i;

describe('dictionary items', () => {
  it('answers a plain code with value/text/title/label items (and the tag colour where one is set, as JeecgBoot\'s DictModel), code 0', async () => {
    const res = await get('/devops/sys/dict/getDictItems/project_state');
    expect(res.json()).toMatchObject({ success: true, code: 0 });
    expect(res.json().result).toEqual([
      { value: '1', text: '未开工', title: '未开工', label: '未开工', color: 'default' },
      { value: '2', text: '在建', title: '在建', label: '在建', color: 'processing' },
      { value: '3', text: '已完工', title: '已完工', label: '已完工', color: 'success' },
    ]);
    const b64 = Buffer.from('priority').toString('base64');
    expect((await get(`/devops/sys/dict/getDictItemsBase64/${b64}`)).json().result.map((i: { value: string }) => i.value)).toEqual(['L', 'M', 'H']);
  });

  it('resolves a registered table dictionary', async () => {
    const res = await get('/devops/sys/dict/getDictItems/sys_user,realname,username');
    expect(res.json().result).toContainEqual({ value: 'lina', text: '李娜', title: '李娜', label: '李娜' });
  });

  it('offers no account still waiting for approval, to the group or to its company, in the user dictionary or the user picker', async () => {
    for (const user of ['admin', 'lina']) {
      const auth = await t.login(user);
      const names = (await t.get('/devops/sys/dict/getDictItems/sys_user,realname,username', auth)).json().result.map((i: { value: string }) => i.value);
      expect(names).toContain('lina');
      expect(names).not.toContain('hezhiyuan');
      const picker = (await t.get('/devops/online/cgreport/api/getData/user_list?pageSize=1000', auth)).json().result.records.map((r: { username: string }) => r.username);
      expect(picker).toContain('lina');
      expect(picker).not.toContain('hezhiyuan');
    }
  });

  it('refuses unregistered tables and sensitive columns without returning rows', async () => {
    for (const spec of ['sys_user,password_hash,username', 'sys_user,salt,id', 'sys_tenant,name,id', 'pg_authid,rolname,oid']) {
      const res = await get(`/devops/sys/dict/getDictItems/${spec}`);
      expectRefused(res, 510, { note: spec });
      expect(res.json().message).toBe('系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!');
      expect(res.body).not.toMatch(/argon2|\$/);
    }
  });

  it('refuses a fourth (filter) segment the same way whatever it says (no boolean differential)', async () => {
    const a = await get('/devops/sys/dict/getDictItems/sys_depart,depart_name,id,1=1');
    const b = await get('/devops/sys/dict/getDictItems/sys_depart,depart_name,id,1=2');
    expectRefused(a, 400);
    expect({ ...a.json(), timestamp: 0 }).toEqual({ ...b.json(), timestamp: 0 });
  });

  it('refuses client SQL in sqlStr with a clear message', async () => {
    const sql = Buffer.from('select username,password from sys_user').toString('base64');
    for (const url of [`/devops/sys/dict/getDictItemsByCode?dictCode=sex&sqlStr=${sql}`, `/devops/sys/dict/loadDict/sys_user,realname,username?sqlStr=${sql}`]) {
      const res = await get(url);
      expectRefused(res, 400);
      expect(res.json().message).toBe('不支持客户端提交的 SQL（sqlStr），请使用已登记的字典编码');
      expect(res.body).not.toMatch(/lina|admin/);
    }
  });

  it('filters a scoped table dictionary by companyProjectId, within the caller\'s own scope', async () => {
    const res = await t.get('/devops/sys/dict/getDictItemsByCode?dictCode=project_info,project_name,id&companyProjectId=c02', await t.login('admin'));
    expect(res.json().result.map((i: { value: string }) => i.value).sort()).toEqual(['p03', 'p04', 'p07']);
    // A company user asking for another company's projects gets none: the lookup never leaves the caller's company.
    const lina = await t.app.inject({ method: 'GET', url: '/devops/sys/dict/getDictItemsByCode?dictCode=project_info,project_name,id&companyProjectId=c02',
      headers: { 'x-access-token': await t.login('lina') } });
    expect(lina.json().result).toEqual([]);
  });

  it('searches with a literal keyword and translates keys', async () => {
    const hit = await get(`/devops/sys/dict/loadDict/sys_user,realname,username?keyword=${encodeURIComponent('李')}&pageSize=5`);
    expect(hit.json().result.map((i: { value: string }) => i.value)).toEqual(['lina']);
    for (const probe of ["' or '1'='1", '%', '_']) {
      const res = await get(`/devops/sys/dict/loadDict/sys_user,realname,username?keyword=${encodeURIComponent(probe)}`);
      expectOk(res, probe);
      expect(res.json().result, probe).toEqual([]);
      expect(res.body).not.toMatch(NO_SQL);
    }
    // wangqiang works for another company: his name is not translated for a c01 user (tests/security/dict-scope).
    const texts = await get('/devops/sys/dict/loadDictItem/sys_user,realname,username?key=lina,fengtao,wangqiang,ghost');
    expect(texts.json().result).toEqual(['李娜', '冯涛']);
  });

  it('serves all items and refreshes the cache', async () => {
    expect((await get('/devops/sys/dict/queryAllDictItems')).json()).toMatchObject({ code: 200, result: { sex: expect.any(Array) } });
    expect((await get('/devops/sys/dict/refleshCache')).json()).toMatchObject({ success: true, code: 0 });
  });
});

describe('the dictionary cache', () => {
  it('stays correct across two server processes sharing one database', async () => {
    const other = await buildApp({ db: t.db, store: t.store, bus: t.bus });
    const read = async (app: typeof other) =>
      (await app.inject({ url: '/devops/sys/dict/getDictItems/priority', headers: { 'x-access-token': token } })).json().result[2].text;
    expect(await read(other)).toBe('紧急');
    await t.db.query(`UPDATE sys_dict_item SET item_text = '特急' WHERE item_value = 'H' AND dict_id = (SELECT id FROM sys_dict WHERE dict_code = 'priority')`);
    await t.app.inject({ url: '/devops/sys/dict/refleshCache', headers: { 'x-access-token': token } });
    expect(await read(t.app)).toBe('特急');
    await new Promise((r) => setTimeout(r, 1100));
    expect(await read(other)).toBe('特急');
    await other.close();
  });
});

describe('dictionary administration', () => {
  it('adds items that every reader sees at once, and refuses duplicate values', async () => {
    const admin = await t.login('admin');
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/devops${url}`, headers: { 'x-access-token': admin }, payload });
    const dict = await post('/sys/dict/add', { dictName: '天气', dictCode: 'weather' });
    expect(dict.json().success).toBe(true);
    expect((await post('/sys/dict/add', { dictName: '重复', dictCode: 'weather' })).json().message).toBe('字典编码“weather”已存在');
    await post('/sys/dictItem/add', { dictId: dict.json().result.id, itemText: '晴', itemValue: 'sunny', sortOrder: 1 });
    expect((await post('/sys/dictItem/add', { dictId: dict.json().result.id, itemText: '又晴', itemValue: 'sunny' })).json().message).toBe('该字典下已有相同的数据值');
    const items = (await t.get('/devops/sys/dict/getDictItems/weather', token)).json().result;
    expect(items).toEqual([{ value: 'sunny', text: '晴', title: '晴', label: '晴' }]);
  });
});
