import { describe, expect, it } from 'vitest';
import { numToUpper } from './money-upper';

describe('numToUpper', () => {
  it.each([
    [1234.5, '壹仟贰佰叁拾肆元伍角'],
    [100, '壹佰元整'],
    [0, '零元整'],
    [1005, '壹仟零伍元整'],
    [1000.05, '壹仟元伍分'],
    [100000, '壹拾万元整'],
    [10010, '壹万零壹拾元整'],
    [100000000, '壹亿元整'],
    [100000001, '壹亿零壹元整'],
    [1e12, '壹万亿元整'],
    [0.5, '伍角'],
    [12.3456, '壹拾贰元叁角肆分伍厘陆毫'],
    ['999999999999999.99', '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['18,650,000.00', '壹仟捌佰陆拾伍万元整'],
    [-25.8, '负贰拾伍元捌角'],
  ])('%s → %s', (input, expected) => {
    expect(numToUpper(input)).toBe(expected);
  });

  it('rounds beyond four decimals and refuses empty, invalid or too large amounts', () => {
    expect(numToUpper('1.00005')).toBe('壹元壹毫');
    expect(numToUpper('')).toBeNull();
    expect(numToUpper(null)).toBeNull();
    expect(numToUpper('abc')).toBeNull();
    expect(numToUpper(1e15)).toBeNull();
    expect(numToUpper(Number.NaN)).toBeNull();
  });
});
