import { describe, expect, it } from 'vitest';
import { coercePasted, formatTagsInput, parseClipboardMatrix, parseNumberCell, randomHexId, rowKeyOf, sanitizeNumberInput } from './grid-values';
import { columnOffsets, columnWindow, rowWindow } from './grid-window';

describe('cell value rules', () => {
  it('number input keeps minus, digits and one decimal point, and reverts anything else', () => {
    expect(sanitizeNumberInput('-12.5', '-12.')).toBe('-12.5');
    expect(sanitizeNumberInput('12a', '12')).toBe('12');
    expect(sanitizeNumberInput('1.2.3', '1.2')).toBe('1.2');
    expect(sanitizeNumberInput('1-', '1')).toBe('1');
  });

  it('a non-number becomes empty', () => {
    expect(parseNumberCell('-')).toBeNull();
    expect(parseNumberCell('.')).toBeNull();
    expect(parseNumberCell('abc')).toBeNull();
    expect(parseNumberCell('-3.25')).toBe(-3.25);
    expect(parseNumberCell('1,200')).toBe(1200);
  });

  it('tags get a semicolon after each 2 characters', () => {
    expect(formatTagsInput('a')).toBe('a');
    expect(formatTagsInput('ab')).toBe('ab;');
    expect(formatTagsInput('重点监理')).toBe('重点;监理;');
    expect(formatTagsInput('ab;c')).toBe('ab;c');
  });

  it('parses an Excel block without the trailing newline row', () => {
    expect(parseClipboardMatrix('a\t1\r\nb\t2\r\n')).toEqual([['a', '1'], ['b', '2']]);
  });

  it('coerces pasted text per column', () => {
    expect(coercePasted({ key: 'a', title: '金额', type: 'inputNumber' }, ' 12.5 ')).toBe(12.5);
    expect(coercePasted({ key: 'a', title: '金额', type: 'inputNumber' }, '十二')).toBeNull();
    expect(coercePasted({ key: 'd', title: '日期', type: 'date' }, '2026-3-5')).toBe('2026-03-05');
    expect(coercePasted({ key: 'd', title: '日期', type: 'date' }, '明天')).toBeNull();
    expect(coercePasted({ key: 's', title: '类型', type: 'select', options: [{ value: 'income', text: '收入合同' }] }, '收入合同')).toBe('income');
    expect(coercePasted({ key: 'c', title: '归档', type: 'checkbox', customValue: ['Y', 'N'] }, '是')).toBe('Y');
  });

  it('ids: 32 hex characters; row keys cut to 50', () => {
    expect(randomHexId()).toMatch(/^[0-9a-f]{32}$/);
    expect(rowKeyOf('x'.repeat(80))).toHaveLength(50);
  });
});

describe('windowing', () => {
  it('renders only the rows in view plus overscan', () => {
    expect(rowWindow(0, 400, 40, 100_000, 5)).toEqual({ start: 0, end: 16 });
    expect(rowWindow(40 * 50_000, 400, 40, 100_000, 5)).toEqual({ start: 49_995, end: 50_016 });
    expect(rowWindow(40 * 99_999, 400, 40, 100_000, 5).end).toBe(100_000);
  });

  it('finds the columns in view by their offsets', () => {
    const offsets = columnOffsets(Array(20).fill(100));
    expect(columnWindow(offsets, 0, 350, 1)).toEqual({ start: 0, end: 5 });
    expect(columnWindow(offsets, 1000, 350, 1)).toEqual({ start: 9, end: 15 });
    expect(columnWindow(offsets, 1950, 350, 1).end).toBe(20);
  });
});
