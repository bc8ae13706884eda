import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';

// Field-level permission codes hold on the server, not only in the browser: income contracts show
// 联系电话 only to holders of contract:income:phone:view and let only holders of contract:income:status:edit change 合同状态.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const call = async (user: string, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/contract/income/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });

const contract = {
  contractNo: 'HT-2026-501', contractName: '国道改扩建工程试验检测合同', contractType: 'testing', partyA: '某市公路事业发展中心',
  amount: '860000.00', signDate: '2026-10-15', contactPhone: '13800138000', status: 'signed',
};

describe('field permissions on the server', () => {
  it('never sends a field the caller may not view, in lists, details or exports, and ignores it as a filter', async () => {
    await t.db.query(`UPDATE biz_contract_income SET contact_phone = '13911112222' WHERE company_id = 'c01'`);
    const lina = (await call('lina', 'GET', 'list?pageSize=50')).json().result.records;
    expect(lina.length).toBeGreaterThan(0);
    expect(lina.every((r: Record<string, unknown>) => !('contactPhone' in r))).toBe(true);
    const filtered = (await call('lina', 'GET', 'list?pageSize=50&contactPhone=nobody')).json().result.total;
    expect(filtered).toBe(lina.length);
    const one = (await call('lina', 'GET', `queryById?id=${lina[0].id}`)).json().result;
    expect(one).not.toHaveProperty('contactPhone');

    const exported = await call('lina', 'GET', 'exportXls');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0].getRow(1).values as unknown[]).map(String);
    expect(header).toContain('合同编号');
    expect(header).not.toContain('联系电话');

    const group = (await call('zhangwei', 'GET', 'list?pageSize=50')).json().result.records;
    expect(group.some((r: Record<string, unknown>) => r.contactPhone === '13911112222')).toBe(true);
  });

  it('keeps the stored value of a field the caller may not edit, on add and on edit', async () => {
    const add = await call('lina', 'POST', 'add', contract);
    expect(add.json().success).toBe(true);
    const saved = (await call('zhangwei', 'GET', `queryById?id=${add.json().result.id}`)).json().result;
    expect(saved.status).toBe('draft');
    expect(saved.contactPhone).toBeNull();

    const edit = await call('lina', 'PUT', 'edit', { ...contract, id: saved.id, version: saved.version, status: 'terminated', partyA: '某市交通运输局' });
    expect(edit.json().success).toBe(true);
    const after = (await call('zhangwei', 'GET', `queryById?id=${saved.id}`)).json().result;
    expect(after).toMatchObject({ status: 'draft', partyA: '某市交通运输局' });

    const byGroup = await call('zhangwei', 'PUT', 'edit', { ...contract, id: saved.id, version: after.version, status: 'signed' });
    expect(byGroup.json().success).toBe(true);
    expect((await call('zhangwei', 'GET', `queryById?id=${saved.id}`)).json().result.status).toBe('signed');
  });
});
