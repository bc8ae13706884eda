const DIGITS = '零壹贰叁肆伍陆柒捌玖';
// Units by position from the lowest digit after scaling by 10^4: 毫 厘 分 角, then the integer places.
// '' marks a section start, where the section marker (元/万/亿/万) is written instead of a unit.
const UNITS = ['毫', '厘', '分', '角', '', '拾', '佰', '仟', '', '拾', '佰', '仟', '', '拾', '佰', '仟', '', '拾', '佰'];
const MARKERS: Record<number, string> = { 4: '元', 8: '万', 12: '亿', 16: '万' };
const NO_ZERO_BEFORE = new Set(['零', '元', '万', '亿']);
const DECIMALS = 4;
/** Amounts must stay below this (1e15). */
export const MONEY_UPPER_LIMIT = 1e15;

// Exact digits from a string input; a number goes through toFixed, which is exact enough below 1e15.
function toScaledDigits(value: number | string): { negative: boolean; digits: string } | null {
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(text) && /^-?\d+(\.\d+)?e[-+]?\d+$/i.test(text)) text = Number(text).toFixed(DECIMALS);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const sign = match[1];
  let integer = match[2];
  let fraction = match[3] ?? '';
  if (fraction.length > DECIMALS) {
    const rounded = Number(`${integer}.${fraction}`).toFixed(DECIMALS).split('.');
    integer = rounded[0];
    fraction = rounded[1];
  }
  if (Number(integer) >= MONEY_UPPER_LIMIT) return null;
  const digits = `${integer}${fraction.padEnd(DECIMALS, '0')}`.replace(/^0+(?=\d)/, '');
  return { negative: sign === '-' && /[1-9]/.test(digits), digits };
}

/**
 * Chinese capital amount, following JeecgBoot's `numToUpper` rules but for amounts below 1e15 with up to four
 * decimals (角, 分, 厘, 毫). Returns `null` for empty or invalid input and for amounts of 1e15 or more.
 *
 * @example
 * numToUpper(1234.5); // '壹仟贰佰叁拾肆元伍角'
 * numToUpper(100);    // '壹佰元整'
 */
export function numToUpper(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const scaled = toScaledDigits(value);
  if (!scaled) return null;
  const { digits, negative } = scaled;
  const length = digits.length;
  if (!/[1-9]/.test(digits)) return '零元整';
  const integerDigits = digits.slice(0, Math.max(0, length - DECIMALS));
  let result = '';
  for (let i = 0; i < length; i += 1) {
    const marker = MARKERS[i];
    // A section marker is written only when its section (or, for 亿, anything above it) holds a non-zero digit;
    // otherwise 100000000 would read 壹亿万元.
    if (marker) {
      const sectionEnd = integerDigits.length - (i - DECIMALS);
      const section = integerDigits.slice(Math.max(0, sectionEnd - 4), sectionEnd);
      const above = integerDigits.slice(0, Math.max(0, sectionEnd - 4));
      if (i === DECIMALS || /[1-9]/.test(section) || (i === 12 && /[1-9]/.test(above))) result = marker + result;
    }
    const digit = digits.charAt(length - i - 1);
    if (digit === '0') {
      // 零 is never written for the decimal places, and never twice or right before a marker.
      if (i >= DECIMALS && !NO_ZERO_BEFORE.has(result.charAt(0))) result = `零${result}`;
      continue;
    }
    result = DIGITS[Number(digit)] + UNITS[i] + result;
  }
  result = result.replace(/^零+/, '');
  if (result.endsWith('元')) result += '整';
  return negative ? `负${result}` : result;
}
