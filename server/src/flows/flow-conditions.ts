import jexl from 'jexl';

/**
 * Conditions on sequence flows and assignee expressions are Jexl expressions over the form's fields
 * (`leaveDays > 3`, `amount >= 500000 && payType == "contract"`): comparison and logic only, no access to anything
 * but the values handed in, so a deployed diagram cannot run code on the server.
 */
const engine = new jexl.Jexl();

/** The Chinese reason an expression cannot be used, or null when it compiles (and names only known fields). */
export function compileCondition(text: string, fields?: string[]): string | null {
  if (!text) return '表达式为空';
  try {
    engine.compile(text);
  } catch (error) {
    return `无法解析「${text}」（${(error as Error).message}）`;
  }
  if (fields) {
    const names = identifiers(text).filter((name) => !fields.includes(name) && !KNOWN.includes(name));
    if (names.length) return `表单中没有字段 ${names.map((n) => `「${n}」`).join('、')}`;
  }
  return null;
}

/** Variables every condition may use beside the form's fields. */
const KNOWN = ['applicantRoles', 'applicantCompany', 'true', 'false', 'null'];

/** The form fields a condition reads (`leaveDays > 3 && leaveType == "sick"` → leaveDays, leaveType). */
export function conditionFields(text: string): string[] {
  return identifiers(text).filter((name) => !KNOWN.includes(name));
}

function identifiers(text: string): string[] {
  const withoutStrings = text.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '');
  const names = withoutStrings.match(/(?<![.\w])[A-Za-z_]\w*/g) ?? [];
  return [...new Set(names.filter((n) => !['in', 'and', 'or'].includes(n)))];
}

/** Evaluates a condition over the record; a condition that fails to evaluate is false (the flow does not take it). */
export function evaluateCondition(text: string, values: Record<string, unknown>): boolean {
  try {
    return Boolean(engine.evalSync(text, values));
  } catch {
    return false;
  }
}

/** Evaluates an assignee expression to a list of usernames. */
export function evaluateAssignees(text: string, values: Record<string, unknown>): string[] {
  try {
    const value: unknown = engine.evalSync(text, values);
    const list = Array.isArray(value) ? value : String(value ?? '').split(',');
    return list.map((v) => String(v).trim()).filter(Boolean);
  } catch {
    return [];
  }
}
