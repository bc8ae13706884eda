/**
 * The named validation patterns of spec §5 (JeecgBoot's Online aliases), shared by the browser's forms and
 * grid cells and by the server's validator. Where the spec and JeecgBoot differ (mobile, postal code,
 * money), the spec wins.
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

/** A field rule: one of the named patterns, or a custom pattern with its own message. */
export type FieldRule = { rule: NamedRule; message?: string } | { pattern: string; message: string };

/** The message shown when a rule fails; `${title}` in a custom message is replaced by the field label. */
export function ruleMessage(rule: FieldRule, label: string): string {
  if ('rule' in rule) {
    if (rule.message) return rule.message.replace(/\$\{title\}/g, label);
    return rule.rule === '*' ? `请输入${label}` : `${label}必须是${NAMED_RULES[rule.rule].title}`;
  }
  return rule.message.replace(/\$\{title\}/g, label);
}

/** The RegExp a rule tests; custom patterns are compiled once by the caller. */
export function rulePattern(rule: FieldRule): RegExp {
  return 'rule' in rule ? NAMED_RULES[rule.rule].pattern : new RegExp(rule.pattern);
}
