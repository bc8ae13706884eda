import { describe, expect, it } from 'vitest';
import { compileRecordValidator } from './record-validator';
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

describe('the named rules of spec §5', () => {
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
