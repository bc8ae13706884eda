import type { LintProblem } from './lint-types';

/**
 * Runs one rule so that a surprise in the file (a list written as an object, a number where text belongs) becomes a
 * problem at the rule's pointer instead of an exception: the linter never crashes, whatever it is given.
 */
export function guarded(problems: LintProblem[], file: string, pointer: string, rule: () => void): void {
  try {
    rule();
  } catch (error) {
    problems.push({ file, pointer, message: `无法检查：文件结构不符合约定（${(error as Error).message}）`, fatal: true });
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A container of the wrong kind, reported where it stands. */
export function expectArray(problems: LintProblem[], file: string, pointer: string, value: unknown, what: string): value is unknown[] {
  if (value === undefined || Array.isArray(value)) return true;
  problems.push({ file, pointer, message: `${what}应写成数组 [...]，这里是${kindOf(value)}`, fatal: true });
  return false;
}

export function kindOf(value: unknown): string {
  if (Array.isArray(value)) return '数组';
  if (value === null) return ' null';
  return { object: '对象 {...}', string: '文本', number: '数字', boolean: '布尔值' }[typeof value as string] ?? typeof value;
}
