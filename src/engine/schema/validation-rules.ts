import type { FieldRule, NamedFieldRule } from './generated/page-schema.types';

/**
 * The named validation patterns (JeecgBoot's Online aliases), shared by the browser's forms and grid cells and by
 * the server's validator. A mobile number is 11 digits starting with 1 and a second digit 3–9; a postal code is six
 * digits not starting with 0; money has at most two decimals — where JeecgBoot's own patterns differ, these win.
 *
 * @example
 * NAMED_RULES.m.pattern.test('13800138000'); // true
 * NAMED_RULES.m.title; // '手机号码'
 */
export const NAMED_RULES = {
  '*': { title: '非空', pattern: /^[\s\S]*\S[\s\S]*$/ },
  'n6-16': { title: '6到16位数字', pattern: /^\d{6,16}$/ },
  '*6-16': { title: '6到16位任意字符', pattern: /^[\s\S]{6,16}$/ },
  's6-18': { title: '6到18位字母', pattern: /^[a-zA-Z]{6,18}$/ },
  url: { title: '网址', pattern: /^(?:https?|ftp):\/\/[\w-]+(?:\.[\w-]+)+(?::\d{1,5})?(?:[/?#][^\s]*)?$/ },
  e: { title: '电子邮件', pattern: /^[\w.+-]+@[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)+$/ },
  m: { title: '手机号码', pattern: /^1[3-9]\d{9}$/ },
  p: { title: '邮政编码', pattern: /^[1-9]\d{5}$/ },
  s: { title: '字母', pattern: /^[a-zA-Z]+$/ },
  n: { title: '数字', pattern: /^-?\d+(?:\.\d+)?$/ },
  z: { title: '整数', pattern: /^-?\d+$/ },
  money: { title: '金额', pattern: /^-?(?:0|[1-9]\d*)(?:\.\d{1,2})?$/ },
} as const;

export type NamedRule = keyof typeof NAMED_RULES;
export const NAMED_RULE_NAMES = Object.keys(NAMED_RULES) as NamedRule[];

export type { FieldRule } from './generated/page-schema.types';
// The meta-schema's list of rule names and the patterns here must name the same rules.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const rulesAgree: Same<NamedRule, NamedFieldRule['rule']> = true;
void rulesAgree;

/** The message shown when a rule fails; `${title}` in a custom message is replaced by the field label. */
export function ruleMessage(rule: FieldRule, label: string): string {
  if ('rule' in rule) {
    if (rule.message) return rule.message.replace(/\$\{title\}/g, label);
    return rule.rule === '*' ? `请输入${label}` : `${label}必须是${NAMED_RULES[rule.rule].title}`;
  }
  return rule.message.replace(/\$\{title\}/g, label);
}

/** The RegExp a rule tests (none for a comparison with another field); custom patterns are compiled once by the caller. */
export function rulePattern(rule: FieldRule): RegExp | null {
  if ('compare' in rule) return null;
  return 'rule' in rule ? NAMED_RULES[rule.rule].pattern : new RegExp(rule.pattern);
}

type CompareRule = Extract<FieldRule, { compare: string }>;

/**
 * Whether a value stands in the rule's relation to the other field's value: numbers compare as numbers, dates and
 * times as their text (YYYY-MM-DD HH:mm:ss sorts as it reads). An empty side is left to the required rules.
 *
 * @example
 * compareHolds({ compare: 'startTime', op: '>=', message: '' }, '2026-04-10', '2026-04-07'); // true
 */
export function compareHolds(rule: CompareRule, value: unknown, other: unknown): boolean {
  if (value === undefined || value === null || value === '' || other === undefined || other === null || other === '') return true;
  const numeric = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()));
  const [a, b] = numeric(value) && numeric(other) ? [Number(value), Number(other)] : [String(value), String(other)];
  switch (rule.op) {
    case '>': return a > b;
    case '>=': return a >= b;
    case '<': return a < b;
    case '<=': return a <= b;
    case '!=': return a !== b;
  }
}
