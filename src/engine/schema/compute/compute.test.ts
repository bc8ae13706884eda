import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../page-schema';
import { compileExpression } from './compute-expression';
import { calendarFromItems, days, EMPTY_CALENDAR, hours, months, netOfTax, round, taxOf, workdays } from './compute-functions';
import { applyComputations } from './compute-record';

// 2026's National Day week as the State Council set it: 10-01…10-07 off (the weekdays among them are 休), 10-10 (Saturday) worked.
const calendar = calendarFromItems([
  ...['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'].map((value) => ({ value, text: '休' })),
  { value: '2026-10-10', text: '班' },
]);

describe('computed-field functions', () => {
  it('workdays leaves out weekends and holidays, counts make-up Saturdays and half days', () => {
    expect(workdays('2026-11-27', '2026-11-30', 'am', 'pm', EMPTY_CALENDAR)).toBe(2); // Friday + Monday
    expect(workdays('2026-11-23', '2026-11-27', 'pm', 'am', EMPTY_CALENDAR)).toBe(4);
    expect(workdays('2026-11-27', '2026-11-27', 'pm', 'pm', EMPTY_CALENDAR)).toBe(0.5);
    expect(workdays('2026-09-28', '2026-10-10', 'am', 'pm', calendar)).toBe(6); // 28–30 Sept, 8–9 Oct and Saturday 10 Oct
    expect(workdays('2026-11-30', '2026-11-27', 'am', 'pm', EMPTY_CALENDAR)).toBeNull();
    expect(workdays('2026-02-30', '2026-03-02', 'am', 'pm', EMPTY_CALENDAR)).toBeNull();
  });

  it('days, months and tax split add up as an accountant expects', () => {
    expect(days('2026-11-03', '2026-11-05')).toBe(3);
    expect(months('2026-01-01', '2027-06-30')).toBe(18);
    expect(months('2026-01-01', '2027-07-15')).toBe(18.5);
    expect(netOfTax(28640000, 6)).toBe(27018867.92);
    expect(taxOf(28640000, 6)).toBe(1621132.08);
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(-2.5, 0)).toBe(-3);
    expect(hours('2026-11-26 22:30:00', '2026-11-27 03:10:00')).toBe(4.7);
    expect(hours('2026-11-27 08:00', '2026-11-27 07:00')).toBeNull();
  });
});

describe('computed fields', () => {
  const f = (name: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({ name, label: name, type: 'input', dbType: 'varchar', ...extra } as FieldSchema);
  const money = (name: string, extra: Partial<FieldSchema> = {}) => f(name, { type: 'money', dbType: 'numeric', scale: 2, ...extra });
  const page = {
    fields: [money('totalAmount', { compute: 'sum(items, "amount")' }), f('remark')],
    subTables: [{ name: 'items', fields: [
      f('quantity', { type: 'inputNumber', dbType: 'numeric', scale: 2 }), money('unitPrice'), money('amount', { compute: 'round(quantity * unitPrice, 2)' }),
    ] }],
  };

  it('fills each row first, then the total from the rows; typed values in computed fields are replaced', () => {
    const out = applyComputations(page, { totalAmount: '1', items: [{ quantity: '3', unitPrice: '12.35', amount: 999 }, { quantity: 2, unitPrice: 0.1 }] });
    expect(out.items).toEqual([{ quantity: '3', unitPrice: '12.35', amount: 37.05 }, { quantity: 2, unitPrice: 0.1, amount: 0.2 }]);
    expect(out.totalAmount).toBe(37.25);
  });

  it('sums the stored rows when an edit leaves the sub-table out', () => {
    expect(applyComputations(page, { remark: 'x' }, { storedSubRows: { items: [{ amount: '10.50' }, { amount: '4.5' }] } }).totalAmount).toBe(15);
  });

  it('a computed field may read another computed field, whatever their order in the schema', () => {
    const p = { fields: [money('tax', { compute: 'amount - net' }), money('net', { compute: 'netOfTax(amount, rate)' }), money('amount'), f('rate', { dict: 'tax_rate' })] };
    expect(applyComputations(p, { amount: '106.00', rate: '6' })).toMatchObject({ net: 100, tax: 6 });
  });

  it('answers null, never a wrong value, when an input is missing or malformed', () => {
    const p = { fields: [f('leaveDays', { type: 'inputNumber', dbType: 'numeric', scale: 1, compute: 'workdays(startTime, endTime, startHalf, endHalf)' }),
      f('startTime', { dbType: 'date' }), f('endTime', { dbType: 'date' })] };
    expect(applyComputations(p, { startTime: '2026-11-27' }).leaveDays).toBeNull();
    expect(applyComputations(p, { startTime: '2026-09-30', endTime: '2026-10-12' }, { calendar }).leaveDays).toBe(5);
  });

  it('knows what an expression reads and refuses unknown functions and pipes', () => {
    expect(compileExpression('round(quantity * unitPrice, 2) + sum(items, "amount")').identifiers.sort()).toEqual(['items', 'quantity', 'unitPrice']);
    expect(compileExpression('system(1)').problems[0]).toMatch(/未知的函数 system/);
    expect(compileExpression('amount|upper').problems[0]).toMatch(/不支持管道写法/);
    expect(compileExpression('amount *').problems[0]).toMatch(/表达式无法解析/);
  });
});
