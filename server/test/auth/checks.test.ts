import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';

let t: TestPlatform;
let token: string;
beforeAll(async () => {
  t = await createTestPlatform();
  token = await t.login('zhangwei');
});
afterAll(() => t.close());
const get = (url: string) => t.get(url, token);

describe('GET /devops/sys/duplicate/check', () => {
  it('answers taken and free values with the contract’s messages', async () => {
    const taken = await get('/devops/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin');
    expect(taken.json()).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    const free = await get('/devops/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=newcomer');
    expect(free.json()).toMatchObject({ success: true, code: 200, message: '该值可用！', result: '该值可用！' });
    const own = await get('/devops/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin&dataId=' +
      (await t.db.query<{ id: string }>(`SELECT id FROM sys_user WHERE username='admin'`)).rows[0].id);
    expect(own.json().success).toBe(true);
    const empty = await get('/devops/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=');
    expect(empty.json()).toMatchObject({ success: true, code: 500, message: '数据为空,不作处理！' });
  });

  it('only looks at registered unique fields', async () => {
    for (const q of [
      'tableName=sys_login_log&fieldName=(select%20password_hash%20from%20sys_user%20limit%201)&fieldVal=1',
      'tableName=pg_authid&fieldName=rolname&fieldVal=x',
      "tableName=sys_user&fieldName=username'&fieldVal=x",
      'tableName=sys_user&fieldName=password_hash&fieldVal=x',
    ]) {
      const res = await get(`/devops/sys/duplicate/check?${q}`);
      expectRefused(res, 400, { note: q });
      expect(res.json().message).toBe('不支持对该表字段做重复校验');
    }
  });

  it('has a variant that ignores deleted rows', async () => {
    await t.db.query(`UPDATE sys_user SET del_flag = 1 WHERE username = 'zhaomin'`);
    const res = await get('/devops/sys/duplicate/checkNoDel?tableName=sys_user&fieldName=username&fieldVal=zhaomin&delFlag=del_flag&noDelVal=0');
    expect(res.json().success).toBe(true);
    expect((await get('/devops/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=zhaomin')).json().success).toBe(false);
  });
});

describe('GET /devops/sys/checkRule/checkByCode', () => {
  it('passes a good value and explains the first failing segment', async () => {
    expect((await get('/devops/sys/checkRule/checkByCode?ruleCode=common&value=a_12')).json()).toMatchObject({ success: true, code: 200 });
    const bad = await get('/devops/sys/checkRule/checkByCode?ruleCode=common&value=1abc');
    expect(bad.json()).toMatchObject({ success: false, message: '第一位只能是字母', result: { passed: false, beginIndex: 0, endIndex: 1, checkValue: '1' } });
    const short = await get(`/devops/sys/checkRule/checkByCode?ruleCode=common&value=${encodeURIComponent(encodeURIComponent('a'))}`);
    expect(short.json().message).toBe('最少输入3位数');
    expect((await get('/devops/sys/checkRule/checkByCode?ruleCode=nope&value=x')).json().message).toBe('该编码不存在');
  });
});

describe('GET /devops/division/mdmAdminDivision/getList', () => {
  it('serves provinces under root 86, their cities and districts', async () => {
    const provinces = (await get('/devops/division/mdmAdminDivision/getList?parentCode=86')).json().result;
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['北京市', '四川省', '广东省']));
    const sichuan = provinces.find((p: { name: string }) => p.name === '四川省');
    const cities = (await get(`/devops/division/mdmAdminDivision/getList?parentCode=${sichuan.code}`)).json().result;
    const chengdu = cities.find((c: { name: string }) => c.name === '成都市');
    expect(chengdu.level).toBe(2);
    const districts = (await get(`/devops/division/mdmAdminDivision/getList?parentCode=${chengdu.code}`)).json().result;
    expect(districts.map((d: { name: string }) => d.name)).toContain('武侯区');
  });
});
