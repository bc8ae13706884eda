import jexl from 'jexl';
import * as fns from './compute-functions';
import { COMPUTE_FUNCTIONS, EMPTY_CALENDAR, type WorkCalendar } from './compute-functions';

/**
 * Computed fields are Jexl expressions over the record's fields: arithmetic, comparison, `a ? b : c` and the reviewed
 * functions of `compute-functions.ts` — nothing else, so a schema can never run code. Compiled once per text.
 */
const engine = new jexl.Jexl();

/** The calendar of the evaluation in progress; evaluation is synchronous, so one slot serves every caller. */
let calendarInUse: WorkCalendar = EMPTY_CALENDAR;

for (const name of Object.keys(COMPUTE_FUNCTIONS) as (keyof typeof COMPUTE_FUNCTIONS)[]) {
  if (name === 'workdays') {
    engine.addFunction(name, (start: unknown, end: unknown, startHalf?: unknown, endHalf?: unknown) => fns.workdays(start, end, startHalf, endHalf, calendarInUse));
  } else {
    engine.addFunction(name, fns[name] as (...args: unknown[]) => unknown);
  }
}

interface AstNode {
  type: string;
  value?: unknown;
  name?: string;
  pool?: string;
  from?: AstNode;
  relative?: boolean;
  left?: AstNode;
  right?: AstNode;
  args?: AstNode[];
  test?: AstNode;
  consequent?: AstNode;
  alternate?: AstNode;
  expr?: AstNode;
  subject?: AstNode;
  right_?: AstNode;
}

export interface CompiledExpression {
  text: string;
  /** Top-level names the expression reads (fields of the record, or sub-tables). */
  identifiers: string[];
  /** Functions it calls. */
  functions: string[];
  /** Problems that make it unusable, in Chinese; empty when it compiles and uses only known functions. */
  problems: string[];
  evaluate(context: Record<string, unknown>, calendar?: WorkCalendar): unknown;
}

const cache = new Map<string, CompiledExpression>();

function walk(node: AstNode | undefined, seen: { identifiers: Set<string>; functions: Set<string>; transforms: Set<string> }): void {
  if (!node || typeof node !== 'object') return;
  if (node.type === 'Identifier') {
    // `a.b` is an Identifier b whose `from` is a; the root of the chain is the record's field.
    if (node.from) walk(node.from, seen);
    else if (!node.relative) seen.identifiers.add(String(node.value));
    return;
  }
  if (node.type === 'FunctionCall') {
    (node.pool === 'transforms' ? seen.transforms : seen.functions).add(String(node.name));
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((v) => walk(v as AstNode, seen));
    else if (value && typeof value === 'object') walk(value as AstNode, seen);
  }
}

/**
 * Compiles an expression (cached): its identifiers and functions for the linter and the form's dependencies, and an
 * evaluator that answers null instead of throwing.
 *
 * @example
 * const e = compileExpression('round(quantity * unitPrice, 2)');
 * e.identifiers; // ['quantity', 'unitPrice']
 * e.evaluate({ quantity: 3, unitPrice: 12.5 }); // 37.5
 */
export function compileExpression(text: string): CompiledExpression {
  const hit = cache.get(text);
  if (hit) return hit;
  const problems: string[] = [];
  const seen = { identifiers: new Set<string>(), functions: new Set<string>(), transforms: new Set<string>() };
  let compiled: ReturnType<typeof engine.compile> | null = null;
  try {
    compiled = engine.compile(text);
    walk((compiled as unknown as { _ast: AstNode })._ast, seen);
  } catch (error) {
    problems.push(`表达式无法解析：${(error as Error).message}`);
  }
  for (const name of seen.functions) {
    if (!(name in COMPUTE_FUNCTIONS)) problems.push(`未知的函数 ${name}（可用：${Object.keys(COMPUTE_FUNCTIONS).join('、')}）`);
  }
  for (const name of seen.transforms) problems.push(`不支持管道写法 |${name}，请写成函数调用 ${name}(…)`);
  const result: CompiledExpression = {
    text,
    identifiers: [...seen.identifiers],
    functions: [...seen.functions],
    problems,
    evaluate(context, calendar = EMPTY_CALENDAR) {
      if (!compiled || problems.length) return null;
      const previous = calendarInUse;
      calendarInUse = calendar;
      try {
        return compiled.evalSync(context);
      } catch {
        return null;
      } finally {
        calendarInUse = previous;
      }
    },
  };
  cache.set(text, result);
  return result;
}
