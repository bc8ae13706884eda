import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, expectRefused, outcome, type TestPlatform } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0].n;
const notice = (title: string) => ({ title, newsType: 'news', publishDate: '2026-11-21' });
const addNotice = async (user: string, payload: object, key?: string) => t.app.inject({
  method: 'POST', url: '/devops/news/notice/add', payload,
  headers: { 'x-access-token': await t.login(user), ...(key ? { 'idempotency-key': key } : {}) },
});

function multipart(filename: string, file: Buffer, type = 'application/octet-stream') {
  const boundary = '----idempotency-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    file, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('收入合同');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const importIncome = async (user: string, file: Buffer, key?: string) => {
  const body = multipart('合同.xlsx', file);
  return t.app.inject({ method: 'POST', url: '/devops/contract/income/importExcel', payload: body.payload,
    headers: { ...body.headers, 'x-access-token': await t.login(user), ...(key ? { 'idempotency-key': key } : {}) } });
};
const HEADER = ['合同编号', '合同名称', '合同类型', '业务来源', '委托方', '合同金额（元）', '签订日期'];
const incomeRow = (no: string) => [no, `导入合同${no}`, 'testing', 'direct', '测试建设单位', 1000, '2026-11-26'];

describe('Idempotency-Key on a create', () => {
  it('answers a repeat with the first answer and saves one record', async () => {
    const first = await addNotice('admin', notice('幂等新增一'), 'key-add-1');
    expect(first.json().success).toBe(true);
    const again = await addNotice('admin', notice('幂等新增一'), 'key-add-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count(`biz_news_notice WHERE title = '幂等新增一'`)).toBe(1);
  });

  it('refuses the same key with different content (422) and saves nothing', async () => {
    await addNotice('admin', notice('幂等新增二'), 'key-add-2');
    const other = await addNotice('admin', notice('幂等新增二（改）'), 'key-add-2');
    expectRefused(other, 422, '该 Idempotency-Key 已用于内容不同的请求，请换一个新的键');
    expect(await count(`biz_news_notice WHERE title = '幂等新增二（改）'`)).toBe(0);
  });

  it('saves one record for several concurrent repeats, each answered with it or refused while it runs', async () => {
    await t.login('admin');
    const answers = await Promise.all(Array.from({ length: 5 }, () => addNotice('admin', notice('幂等并发'), 'key-add-3')));
    expect(answers.every((a) => outcome(a) === 200 || outcome(a) === 409)).toBe(true);
    expect(await count(`biz_news_notice WHERE title = '幂等并发'`)).toBe(1);
    const ids = answers.filter((a) => outcome(a) === 200).map((a) => a.json().result?.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(1);
  });

  it('refuses a repeat while the first is still running, on this process or another (409)', async () => {
    // The first request's claim, as another process holds it mid-write.
    const { rows: [admin] } = await t.db.query<{ id: string }>(`SELECT id FROM sys_user WHERE username = 'admin'`);
    await t.db.query(`INSERT INTO sys_idempotency (user_id, idem_key, request_hash, state, expire_time) VALUES ($1, 'key-add-running', 'x', 'running', now() + interval '1 hour')`, [admin.id]);
    const res = await addNotice('admin', notice('幂等进行中'), 'key-add-running');
    expectRefused(res, 409, '相同的请求正在处理中，请勿重复提交');
    expect(await count(`biz_news_notice WHERE title = '幂等进行中'`)).toBe(0);
  });

  it('keeps keys per user, frees a key whose request failed, and forgets it after it expires', async () => {
    await addNotice('admin', notice('幂等按用户'), 'key-add-4');
    expect((await addNotice('lina', notice('幂等按用户'), 'key-add-4')).json().success).toBe(true);
    expect(await count(`biz_news_notice WHERE title = '幂等按用户'`)).toBe(2);
    // A refused request (no title) does not hold its key: the corrected one runs.
    expectRefused(await addNotice('admin', { newsType: 'news' }, 'key-add-5'), 400);
    expect((await addNotice('admin', notice('幂等重试'), 'key-add-5')).json().success).toBe(true);
    await t.db.query(`UPDATE sys_idempotency SET expire_time = now() - interval '1 second' WHERE idem_key = 'key-add-4'`);
    expect((await addNotice('admin', notice('幂等按用户'), 'key-add-4')).headers['idempotent-replayed']).toBeUndefined();
    expect(await count(`biz_news_notice WHERE title = '幂等按用户'`)).toBe(3);
  });

  it('refuses a malformed key', async () => {
    const res = await addNotice('admin', notice('坏键'), 'x'.repeat(201));
    expectRefused(res, 400);
    expect(await count(`biz_news_notice WHERE title = '坏键'`)).toBe(0);
  });
});

describe('Idempotency-Key on the creates outside the table layer', () => {
  const post = async (user: string, url: string, payload: object, key: string) => t.app.inject({
    method: 'POST', url: `/devops/${url}`, payload, headers: { 'x-access-token': await t.login(user), 'idempotency-key': key },
  });

  it('submits a record for approval once: a repeat gets the first answer, other content 422', async () => {
    const leave = { applicantName: '李娜', departName: '工程技术部', leaveType: 'annual', startTime: '2026-04-07', endTime: '2026-04-08', reason: '幂等提交', handover: 'fengtao' };
    const ids: string[] = [];
    for (const n of [1, 2]) {
      const added = await t.app.inject({ method: 'POST', url: '/devops/flow/leave/add', payload: { ...leave, reason: `幂等提交${n}` }, headers: { 'x-access-token': await t.login('lina') } });
      ids.push(String(added.json().result.id));
    }
    const first = await post('lina', 'company/flow/instance/start', { pageCode: 'flow/leave', id: ids[0] }, 'key-start-1');
    expect(first.json()).toMatchObject({ success: true, message: '提交成功，已进入审批' });
    const again = await post('lina', 'company/flow/instance/start', { pageCode: 'flow/leave', id: ids[0] }, 'key-start-1');
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count(`flow_instance WHERE business_id = $1`, [ids[0]])).toBe(1);
    expectRefused(await post('lina', 'company/flow/instance/start', { pageCode: 'flow/leave', id: ids[1] }, 'key-start-1'), 422);
    expect(await count(`flow_instance WHERE business_id = $1`, [ids[1]])).toBe(0);
  });

  it('adds a data rule once: a repeat gets the first answer, other content 422', async () => {
    const { rows: [menu] } = await t.db.query<{ id: string }>(`SELECT id FROM sys_permission WHERE component = 'schema:research/achievement' AND menu_code = '11'`);
    const rule = { permissionId: menu.id, ruleName: '幂等规则', status: '1', ruleConditions: 'SELF' };
    const first = await post('admin', 'sys/permission/addPermissionRule', rule, 'key-rule-1');
    expect(first.json().success).toBe(true);
    expect((await post('admin', 'sys/permission/addPermissionRule', rule, 'key-rule-1')).json()).toEqual(first.json());
    expectRefused(await post('admin', 'sys/permission/addPermissionRule', { ...rule, ruleName: '幂等规则（改）' }, 'key-rule-1'), 422);
    expect(await count(`sys_permission_data_rule WHERE rule_name LIKE '幂等规则%'`)).toBe(1);
  });
});

describe('Idempotency-Key on an upload and an import', () => {
  it('stores a repeated upload once and answers its first key', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const send = async (key: string, body = png) => {
      const m = multipart('现场.png', body, 'image/png');
      return t.app.inject({ method: 'POST', url: '/devops/sys/common/upload', payload: m.payload, headers: { ...m.headers, 'x-access-token': await t.login('lina'), 'idempotency-key': key } });
    };
    const before = await count('sys_file');
    const first = await send('key-upload-1');
    const again = await send('key-upload-1');
    expect(again.json().message).toBe(first.json().message);
    expect(fs.existsSync(path.join(t.uploadDir, first.json().message))).toBe(true);
    expect(await count('sys_file')).toBe(before + 1);
    expectRefused(await send('key-upload-1', Buffer.concat([png, Buffer.from('x')])), 422);
  });

  it('imports a repeated file once', async () => {
    const file = await xlsx([HEADER, incomeRow('HT-2031-101'), incomeRow('HT-2031-102')]);
    const first = await importIncome('lina', file, 'key-import-1');
    expect(first.json()).toMatchObject({ success: true, message: '文件导入成功！数据行数：2' });
    expect((await importIncome('lina', file, 'key-import-1')).json()).toEqual(first.json());
    expect(await count(`biz_contract_income WHERE contract_no LIKE 'HT-2031-10%'`)).toBe(2);
  });
});

describe('Excel import validates every row like 新增', () => {
  it('refuses a number repeated inside the file, or already saved, by row number', async () => {
    const existing = (await t.db.query<{ contract_no: string }>(`SELECT contract_no FROM biz_contract_income WHERE company_id = 'c01' AND del_flag = 0 LIMIT 1`)).rows[0].contract_no;
    const file = await xlsx([HEADER, incomeRow('HT-2031-201'), incomeRow('HT-2031-201'), incomeRow(existing), incomeRow('HT-2031-202'), [...incomeRow('HT-2031-203').slice(0, 2), '没有这种类型', ...incomeRow('HT-2031-203').slice(3)]]);
    const res = await importIncome('lina', file);
    expect(res.json()).toMatchObject({ success: true, code: 201, result: { msg: '总上传行数：5，已导入行数：2，错误行数：3' } });
    expect(res.json().result.errors).toEqual([
      { row: 3, message: '合同编号“HT-2031-201”与第 2 行重复' },
      { row: 4, message: `合同编号“${existing}”已存在` },
      { row: 6, message: expect.stringContaining('合同类型') },
    ]);
    // The same file again: every row is now taken.
    const again = await importIncome('lina', file);
    expectRefused(again, 400);
    expect(again.json().result.errors.map((e: { row: number }) => e.row)).toEqual([2, 3, 4, 5, 6]);
    expect(await count(`biz_contract_income WHERE contract_no LIKE 'HT-2031-20%'`)).toBe(2);
  });

  it('refuses another company’s number without naming it', async () => {
    const theirs = (await t.db.query<{ contract_no: string }>(`SELECT contract_no FROM biz_contract_income WHERE company_id = 'c02' AND del_flag = 0 LIMIT 1`)).rows[0].contract_no;
    const res = await importIncome('lina', await xlsx([HEADER, incomeRow(theirs), incomeRow('HT-2031-210')]));
    expect(res.json().result.errors).toEqual([{ row: 2, message: '合同编号不可用，请更换' }]);
  });
});

describe('concurrent creates of one unique value', () => {
  it('save it once: the others are refused as taken', async () => {
    const tokens = { lina: await t.login('lina'), sunlihua: await t.login('sunlihua') };
    const answers = await Promise.all((['lina', 'lina', 'sunlihua', 'lina', 'sunlihua'] as const).map(async (user) => (await t.app.inject({
      method: 'POST', url: '/devops/contract/income/add', headers: { 'x-access-token': tokens[user] },
      payload: { contractNo: 'HT-2031-301', contractName: '并发合同', contractType: 'testing', partyA: '测试建设单位', amount: 1000, signDate: '2026-11-26', bizSource: 'direct' },
    })).json()));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.success).map((a) => a.message)).toEqual(Array(4).fill('合同编号“HT-2031-301”已存在'));
    expect(await count(`biz_contract_income WHERE contract_no = 'HT-2031-301'`)).toBe(1);
  });
});
