import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createTestPlatform, type TestPlatform } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const C01_CONTRACT = 'HT-2026-001';
const dupCheck = async (user: string, table: string, field: string, value: string) =>
  (await t.get(`/devops/sys/duplicate/check?tableName=${table}&fieldName=${field}&fieldVal=${encodeURIComponent(value)}`, await t.login(user))).json();

const addIncome = async (user: string, contractNo: string) => (await t.app.inject({
  method: 'POST', url: '/devops/contract/income/add', headers: { 'x-access-token': await t.login(user) },
  payload: { contractNo, contractName: '存在性测试合同', contractType: 'testing', partyA: '测试建设单位', amount: 1000, signDate: '2026-11-26', bizSource: 'direct' },
})).json();

describe('uniqueness answers reveal nothing outside the caller’s scope', () => {
  it('answers the duplicate check on another company’s contract number with the generic refusal', async () => {
    expect((await t.db.query(`SELECT 1 FROM biz_contract_income WHERE contract_no = $1 AND company_id = 'c01'`, [C01_CONTRACT])).rows).toHaveLength(1);
    expect(await dupCheck('lina', 'biz_contract_income', 'contract_no', C01_CONTRACT)).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    const other = await dupCheck('wangqiang', 'biz_contract_income', 'contract_no', C01_CONTRACT);
    expect(other).toMatchObject({ success: false, message: '该值不可用，请更换' });
    expect(JSON.stringify(other)).not.toContain('已存在');
    expect(await dupCheck('wangqiang', 'biz_contract_income', 'contract_no', 'HT-NOBODY-HAS-THIS')).toMatchObject({ success: true, message: '该值可用！' });
  });

  it('checks a per-company number within the caller’s company only', async () => {
    const { rows: [row] } = await t.db.query<{ invoice_no: string }>(`SELECT invoice_no FROM biz_contract_invoice WHERE company_id = 'c01' AND del_flag = 0 AND invoice_no IS NOT NULL LIMIT 1`);
    expect(await dupCheck('lina', 'biz_contract_invoice', 'invoice_no', row.invoice_no)).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    // c02 may use the same number: it is unique per company.
    expect(await dupCheck('wangqiang', 'biz_contract_invoice', 'invoice_no', row.invoice_no)).toMatchObject({ success: true, message: '该值可用！' });
  });

  it('refuses an add that repeats another company’s number without naming it', async () => {
    const own = await addIncome('lina', C01_CONTRACT);
    expect(own.message).toBe(`合同编号“${C01_CONTRACT}”已存在`);
    const other = await addIncome('wangqiang', C01_CONTRACT);
    expect(other.success, JSON.stringify(other)).toBe(false);
    expect(other.message).toBe('合同编号不可用，请更换');
    expect(JSON.stringify(other)).not.toContain(C01_CONTRACT);
  });

  it('throttles existence checks per user', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 35; i++) {
      const res = await t.get(`/devops/sys/duplicate/check?tableName=sys_user&fieldName=phone&fieldVal=1380000${String(i).padStart(4, '0')}`, await t.login('fengtao'));
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers.slice(30).every((s) => s === 429)).toBe(true);
    const refused = await t.get('/devops/sys/duplicate/check?tableName=sys_user&fieldName=phone&fieldVal=13800000004', await t.login('fengtao'));
    expect(refused.json().message).toBe('校验过于频繁，请稍后再试');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another user is not held back by it
    expect((await t.get('/devops/sys/duplicate/check?tableName=sys_user&fieldName=phone&fieldVal=13800000004', await t.login('sunlihua'))).statusCode).toBe(200);
  });
});

describe('the SMS code endpoint answers registered and unregistered numbers alike', () => {
  it('gives the same status, body and time, first and repeated', async () => {
    // A gateway that takes 300 ms, as a real one does: its time must not show in the answer.
    const app = await buildApp({ db: t.db, store: t.store, bus: t.bus, providers: { sms: { send: () => new Promise((r) => setTimeout(r, 300)) } } });
    try {
      const ask = async (mobile: string) => {
        const started = performance.now();
        const res = await app.inject({ method: 'POST', url: '/devops/sys/sms', payload: { mobile } });
        const { timestamp: _ignored, ...body } = res.json();
        return { status: res.statusCode, body, ms: performance.now() - started, retryAfter: res.headers['retry-after'] };
      };
      await ask('13800000012');
      await ask('13987650000');
      const registered = [await ask('13800000009'), await ask('13800000009')];
      const unregistered = [await ask('13987654321'), await ask('13987654321')];
      expect(unregistered.map(({ status, body, retryAfter }) => ({ status, body, retryAfter })))
        .toEqual(registered.map(({ status, body, retryAfter }) => ({ status, body, retryAfter })));
      expect(registered.map((a) => a.status)).toEqual([200, 429]);
      expect(Math.abs(registered[0].ms - unregistered[0].ms)).toBeLessThan(150);
    } finally {
      await app.close();
    }
  });
});
