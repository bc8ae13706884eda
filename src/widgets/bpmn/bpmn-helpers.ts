// The pure parts of the BPMN widgets, apart from bpmn-js so tests (and the lazy entry) can use them without it:
// how a gateway condition is written and shown, how field rights become table rows, how approvers are stored and
// what a failed import tells the user.
import type Canvas from 'diagram-js/lib/core/Canvas';
import type { Point } from 'diagram-js/lib/util/Types';
import { FIELD_RIGHTS, formatFieldRights, parseFieldRights, type AssigneeType, type FieldRight } from '@/engine/schema/flow/flow-moddle';

export interface FormField { name: string; label: string }
export interface Option { value: string; label: string }
export interface FlowProblem { id: string; message: string; category: 'error' | 'warn' }

/**
 * The condition a user types (`days > 3`) from a stored FormalExpression body (`${days > 3}`). The engine evaluates
 * the `${…}` form, so the editor hides the wrapper; a body someone wrote without it is shown as it is.
 *
 * @example
 * conditionToExpression('${leaveDays > 3}'); // 'leaveDays > 3'
 */
export function conditionToExpression(body: string | undefined | null): string {
  const text = (body ?? '').trim();
  const wrapped = /^\$\{([\s\S]*)\}$/.exec(text);
  return (wrapped ? wrapped[1] : text).trim();
}

/**
 * The FormalExpression body to store for what the user typed; undefined when the input is empty, which removes the
 * condition. An expression already wrapped in `${…}` is not wrapped twice.
 *
 * @example
 * expressionToCondition('amount >= 100000'); // '${amount >= 100000}'
 */
export function expressionToCondition(expression: string | undefined | null): string | undefined {
  const inner = conditionToExpression(expression);
  return inner ? `\${${inner}}` : undefined;
}

/** Inserts a field name at the caret (or the end), with a space where it would touch other text. */
export function insertAtCaret(text: string, name: string, caret = text.length): string {
  const before = text.slice(0, caret);
  const after = text.slice(caret);
  const left = before && !/\s$/.test(before) ? ' ' : '';
  const right = after && !/^\s/.test(after) ? ' ' : '';
  return `${before}${left}${name}${right}${after}`;
}

export interface FieldRightRow extends FormField { right: FieldRight }

/** One row per form field with its right on the node; a field the node does not name is read-only, as the server reads it. */
export function fieldRightRows(fields: FormField[], stored: string | undefined | null): FieldRightRow[] {
  const rights = parseFieldRights(stored);
  return fields.map((f) => ({ ...f, right: rights[f.name] ?? 'readonly' }));
}

/**
 * The `flow:fieldRights` value after one field's right changed: form fields in the form's order, then rights of
 * fields the form no longer has (kept, so a field renamed by mistake does not silently lose its setting).
 *
 * @example
 * withFieldRight('reason:readonly', [{ name: 'reason', label: '事由' }, { name: 'remark', label: '审批意见' }], 'remark', 'editable');
 * // 'reason:readonly;remark:editable'
 */
export function withFieldRight(stored: string | undefined | null, fields: FormField[], name: string, right: FieldRight): string {
  const rights = { ...parseFieldRights(stored), [name]: right };
  const ordered: Record<string, FieldRight> = {};
  for (const f of fields) if (rights[f.name]) ordered[f.name] = rights[f.name];
  for (const [n, r] of Object.entries(rights)) if (!(n in ordered)) ordered[n] = r;
  return formatFieldRights(ordered);
}

export const FIELD_RIGHT_OPTIONS = Object.entries(FIELD_RIGHTS).map(([value, label]) => ({ value: value as FieldRight, label }));

/** Which control picks the approver for each assignee type; the other types need no value. */
export function assigneeInput(type: AssigneeType | undefined): 'roles' | 'users' | 'field' | 'expression' | undefined {
  if (type === 'role') return 'roles';
  if (type === 'user') return 'users';
  if (type === 'field' || type === 'expression') return type;
  return undefined;
}

/** `fgld,zjl` ⇄ `['fgld', 'zjl']`: several roles or people are stored comma-separated in `flow:assignee`. */
export function splitAssignee(value: string | undefined | null): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

export function joinAssignee(values: string[]): string | undefined {
  return values.length ? values.join(',') : undefined;
}

/** The Chinese reason an import failed, for 「流程图无法显示：…」. bpmn-js reports in English and in parser terms. */
export function importErrorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (/unparsable content/.test(message)) {
    const nested = /nested error: (.*)/.exec(message)?.[1] ?? '';
    const detail = /end of file/.test(nested) ? '文件不完整' : /start tag/.test(nested) ? '不是 XML 内容' : nested;
    return `XML 格式不正确${detail ? `（${detail}）` : ''}`;
  }
  if (/failed to parse document as <bpmn:Definitions>/.test(message)) return '内容不是 BPMN 2.0 流程定义';
  if (/no diagram to display/.test(message)) return '文件中没有流程图的图形信息（BPMNDI）';
  return message || '未知错误';
}

/** The text shown when there is nothing to draw or drawing failed. */
export function importErrorText(xml: string, error?: unknown): string {
  return `流程图无法显示：${xml.trim() ? importErrorReason(error) : '没有流程定义'}`;
}

/** The problem categories' Chinese names and colours (antd Tag presets). */
export const PROBLEM_CATEGORIES = {
  error: { label: '错误', color: 'error', marker: 'flow-lint-error' },
  warn: { label: '警告', color: 'warning', marker: 'flow-lint-warn' },
} as const;

/**
 * Fits the diagram into the canvas (never zooming in past 100 %); `centered` puts it in the middle, otherwise it keeps
 * its own position, which leaves the modeler's palette room on the left. A canvas that cannot be measured keeps
 * bpmn-js's own zoom rather than failing.
 */
export function fitViewport(viewer: { get<T>(name: string): T } | undefined, centered = false): void {
  try {
    // bpmn-js documents 'auto' as the centre that means "the diagram's"; its typing only knows points.
    viewer?.get<Canvas>('canvas').zoom('fit-viewport', centered ? ('auto' as unknown as Point) : undefined);
  } catch {
    // The diagram is drawn already; only its initial zoom is lost.
  }
}
