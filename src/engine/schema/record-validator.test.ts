import { describe, expect, it } from 'vitest';
import { compileRecordValidator, limitError } from './record-validator';
import { NAMED_RULES } from './validation-rules';
import type { FieldSchema } from './page-schema';

const fields: FieldSchema[] = [
  { name: 'title', label: '标题', type: 'input', dbType: 'varchar', length: 10, required: true },
  { name: 'mobile', label: '联系电话', type: 'input', dbType: 'varchar', rules: [{ rule: 'm' }] },
  { name: 'code', label: '编号', type: 'input', dbType: 'varchar', rules: [{ pattern: '^HT-\\d{4}$', message: '${title}应形如 HT-0001' }] },
  { name: 'amount', label: '金额', type: 'money', dbType: 'numeric', scale: 2, rules: [{ rule: 'money' }] },
  { name: 'count', label: '数量', type: 'inputNumber', dbType: 'int' },
  { name: 'signDate', label: '签订日期', type: 'date', dbType: 'date' },
];
const check = compileRecordValidator({ fields });

describe('compileRecordValidator', () => {
  it('accepts a good record, coerces types and drops undeclared and server-owned keys', () => {
    const { value, errors } = check({ title: '监理合同', mobile: '13800138000', code: 'HT-0001', amount: '1234.50', count: '3',
      signDate: '2026-03-01', id: 'x', createBy: 'admin', version: 9, delFlag: 1 });
    expect(errors).toEqual({});
    expect(value).toEqual({ title: '监理合同', mobile: '13800138000', code: 'HT-0001', amount: '1234.50', count: 3, signDate: '2026-03-01' });
  });

  it('puts a Chinese message on each bad field', () => {
    const { errors } = check({ title: '', mobile: '12800138000', code: 'HT-1', amount: '12.345', count: '1.5', signDate: '2026-02-30' });
    expect(errors).toEqual({
      title: '请输入标题',
      mobile: '联系电话必须是手机号码',
      code: '编号应形如 HT-0001',
      amount: '金额最多 2 位小数',
      count: '数量必须是整数',
      signDate: '签订日期的日期格式应为 YYYY-MM-DD',
    });
  });

  it('limits text to the column length in characters, not bytes', () => {
    expect(check({ title: '一二三四五六七八九十' }).errors.title).toBeUndefined();
    expect(check({ title: '一二三四五六七八九十一' }).errors.title).toBe('标题不能超过 10 个字符');
  });

  it('in partial mode checks only the keys present', () => {
    const partial = compileRecordValidator({ fields }, { partial: true });
    expect(partial({ mobile: '13900001111' })).toEqual({ value: { mobile: '13900001111' }, errors: {} });
  });
});

describe('the named validation rules (*, n6-16, e, m, url, …)', () => {
  const cases: [keyof typeof NAMED_RULES, string[], string[]][] = [
    ['n6-16', ['123456', '1234567890123456'], ['12345', '12345a']],
    ['*6-16', ['abc!@#', '中文也可以六个'], ['abc', 'a'.repeat(17)]],
    ['s6-18', ['abcdef', 'ABCdefGHI'], ['abc12f', 'abc|def']],
    ['url', ['https://www.example.com/a?b=1', 'http://10.1.2.3:8080'], ['www.example.com', 'javascript:alert(1)']],
    ['e', ['zhang.san@gcjt.example.cn'], ['zhang@', '@example.com']],
    ['m', ['13800138000', '19912345678'], ['12800138000', '1380013800']],
    ['p', ['100083', '610041'], ['010083', '12345']],
    ['s', ['abcXYZ'], ['abc1']],
    ['n', ['12', '-3.5'], ['1.', 'abc']],
    ['z', ['0', '-12'], ['1.0']],
    ['money', ['0.5', '12.34', '100'], ['12.345', '01.2', '1,000']],
  ];
  it.each(cases)('%s', (name, good, bad) => {
    for (const v of good) expect(NAMED_RULES[name].pattern.test(v), v).toBe(true);
    for (const v of bad) expect(NAMED_RULES[name].pattern.test(v), v).toBe(false);
  });
});

describe('linkage in validation', () => {
  const linked = compileRecordValidator({ fields: [
    { name: 'level', label: '隐患等级', type: 'radio', dbType: 'varchar' },
    { name: 'deadline', label: '整改期限', type: 'date', dbType: 'date',
      form: { reactions: [{ dependencies: ['level'], effect: 'requiredWhen', values: ['major'] }] } },
    { name: 'measures', label: '整改措施', type: 'textarea', dbType: 'text', required: true,
      form: { reactions: [{ dependencies: ['level'], effect: 'visibleWhen', values: ['major'] }] } },
  ] });

  it('requires a field only while its condition holds', () => {
    expect(linked({ level: 'general' }).errors).toEqual({});
    expect(linked({ level: 'major', measures: '封闭施工' }).errors).toEqual({ deadline: '请输入整改期限' });
  });

  it('skips a field hidden by visibleWhen, dropping its value', () => {
    expect(linked({ level: 'general', measures: '不该保存' }).value).not.toHaveProperty('measures');
    expect(linked({ level: 'major', deadline: '2026-12-01' }).errors).toEqual({ measures: '请输入整改措施' });
  });
});

describe('declared bounds (min, max, precision, minLength, maxLength)', () => {
  const bounded = compileRecordValidator({ fields: [
    { name: 'amount', label: '合同金额（元）', type: 'money', dbType: 'numeric', scale: 2, min: 0, precision: 2 },
    { name: 'rate', label: '管理费率（%）', type: 'inputNumber', dbType: 'numeric', scale: 4, min: 0, max: 100, precision: 1 },
    { name: 'copies', label: '份数', type: 'inputNumber', dbType: 'int', min: 1, max: 10 },
    { name: 'summary', label: '合同摘要', type: 'textarea', dbType: 'varchar', length: 500, minLength: 5, maxLength: 20 },
  ] });

  it('min: refuses a smaller number', () => {
    expect(bounded({ amount: '-0.01' }).errors.amount).toBe('合同金额（元）不能小于 0');
    expect(bounded({ copies: 0 }).errors.copies).toBe('份数不能小于 1');
    expect(bounded({ amount: '0', copies: 1 }).errors).toEqual({});
  });

  it('max: refuses a larger number', () => {
    expect(bounded({ rate: '100.5' }).errors.rate).toBe('管理费率（%）不能大于 100');
    expect(bounded({ copies: '11' }).errors.copies).toBe('份数不能大于 10');
    expect(bounded({ rate: 100, copies: 10 }).errors).toEqual({});
  });

  it('precision: refuses more decimals than declared, before the column scale', () => {
    expect(bounded({ rate: '12.25' }).errors.rate).toBe('管理费率（%）最多保留 1 位小数');
    expect(bounded({ amount: 12.345 }).errors.amount).toBe('合同金额（元）最多保留 2 位小数');
    expect(bounded({ rate: 12.5, amount: '12.30' })).toEqual({ value: { rate: '12.5', amount: '12.30', copies: null, summary: null }, errors: {} });
  });

  it('minLength: refuses shorter text, counting characters', () => {
    expect(bounded({ summary: '监理合同' }).errors.summary).toBe('合同摘要至少 5 个字符');
    expect(bounded({ summary: '高速公路监理' }).errors.summary).toBeUndefined();
  });

  it('maxLength: refuses longer text, below the column length', () => {
    expect(bounded({ summary: '一'.repeat(21) }).errors.summary).toBe('合同摘要不能超过 20 个字符');
    expect(bounded({ summary: '一'.repeat(20) }).errors.summary).toBeUndefined();
  });

  it('leaves empty values to required and text that is no number to the column type', () => {
    expect(bounded({}).errors).toEqual({});
    expect(bounded({ rate: 'abc' }).errors.rate).toBe('管理费率（%）必须是数字');
  });

  it('limitError is the same check for grid cells', () => {
    expect(limitError({ label: '费率', min: 0, max: 100 }, 101)).toBe('费率不能大于 100');
    expect(limitError({ label: '费率', precision: 6 }, 1e-7)).toBe('费率最多保留 6 位小数');
    expect(limitError({ label: '费率', min: 0 }, '')).toBeUndefined();
  });
});

describe('rules across fields (compare)', () => {
  const leave = compileRecordValidator({
    fields: [
      { name: 'startTime', label: '开始日期', type: 'date', dbType: 'date' },
      { name: 'endTime', label: '结束日期', type: 'date', dbType: 'date', rules: [{ compare: 'startTime', op: '>=', message: '${title}不能早于开始日期' }] },
      { name: 'arrived', label: '到账金额', type: 'money', dbType: 'numeric' },
      { name: 'claimed', label: '认领金额', type: 'money', dbType: 'numeric', rules: [{ compare: 'arrived', op: '<=', message: '认领金额不能超过到账金额' }] },
    ],
  });

  it('refuses an end before its start on the end field, and accepts the same day', () => {
    expect(leave({ startTime: '2026-04-10', endTime: '2026-04-07' }).errors.endTime).toBe('结束日期不能早于开始日期');
    expect(leave({ startTime: '2026-04-07', endTime: '2026-04-07' }).errors).toEqual({});
  });

  it('compares money as numbers (9 is less than 10, though "9" sorts after "10")', () => {
    expect(leave({ arrived: '10', claimed: '9' }).errors).toEqual({});
    expect(leave({ arrived: '100000.00', claimed: '100000.01' }).errors.claimed).toBe('认领金额不能超过到账金额');
  });

  it('leaves an empty side to the required rules, and a bad value to its own message', () => {
    expect(leave({ endTime: '2026-04-07' }).errors).toEqual({});
    expect(leave({ startTime: '2026-13-01', endTime: '2026-04-07' }).errors).toEqual({ startTime: '开始日期的日期格式应为 YYYY-MM-DD' });
  });
});
