import type { FieldSchema, StateMachine } from './page-schema';

type Values = Record<string, unknown>;

/** What a save breaks in a state machine: one message for the whole save, or one per field that must be filled. */
export type StateRefusal = { message: string } | { fieldErrors: Record<string, string> };

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The states a record may be saved in next: on add the initial ones, on edit the one it is in and every state a
 * transition leads to from there (for the form's choices; the server applies {@link stateRefusal}).
 *
 * @example
 * nextStates(hiddenDanger, 'rectifying') // → ['rectifying', 'reviewing']
 */
export function nextStates(machine: StateMachine, current: unknown, roles?: readonly string[]): string[] {
  if (empty(current)) return [...machine.initial];
  const from = text(current);
  const to = machine.transitions
    .filter((t) => t.from.includes(from) && (!roles || !t.roles?.length || t.roles.some((r) => roles.includes(r))))
    .map((t) => t.to);
  return [from, ...to.filter((s, i) => s !== from && to.indexOf(s) === i)];
}

/**
 * Checks one save against the page's state machine, the rule being: a new record starts in an initial state; an edit
 * moves the state only along a declared transition, by a holder of one of its roles when it names any; and entering
 * a state needs the transition's fields filled in. A save that leaves the state as it was passes.
 *
 * @param before the stored record (undefined on add); after: the record as it would be saved.
 * @param label the text of a state value, for messages (the dictionary's).
 */
export function stateRefusal(
  machine: StateMachine, fields: readonly Pick<FieldSchema, 'name' | 'label'>[], before: Values | undefined, after: Values,
  roles: readonly string[], label: (state: string) => string,
): StateRefusal | undefined {
  const field = fields.find((f) => f.name === machine.field);
  const stateLabel = field?.label ?? machine.field;
  const to = text(after[machine.field]);
  if (!before) {
    if (machine.initial.includes(to)) return undefined;
    return { message: `新增时${stateLabel}只能为${machine.initial.map((s) => `“${label(s)}”`).join('或')}` };
  }
  const from = text(before[machine.field]);
  if (from === to) return undefined;
  const ways = machine.transitions.filter((t) => t.from.includes(from) && t.to === to);
  if (!ways.length) return { message: `${stateLabel}不能从“${label(from)}”改为“${label(to)}”` };
  const allowed = ways.filter((t) => !t.roles?.length || t.roles.some((r) => roles.includes(r)));
  if (!allowed.length) return { message: `您无权将${stateLabel}改为“${label(to)}”` };
  // Of several ways in, the one asking least decides (a role-free way and a role's way may differ).
  const missing = allowed
    .map((t) => (t.require ?? []).filter((name) => empty(after[name])))
    .reduce((a, b) => (b.length < a.length ? b : a));
  if (!missing.length) return undefined;
  const labelOf = (name: string) => fields.find((f) => f.name === name)?.label ?? name;
  return { fieldErrors: Object.fromEntries(missing.map((name) => [name, `${stateLabel}为“${label(to)}”时${labelOf(name)}必填`])) };
}

/** The fields a record in `state` should have filled, by every transition that leads there (for the seed linter). */
export function fieldsRequiredIn(machine: StateMachine, state: string): string[] {
  const names = machine.transitions.filter((t) => t.to === state).flatMap((t) => t.require ?? []);
  return names.filter((n, i) => names.indexOf(n) === i);
}

/**
 * Days past the deadline of a record still open (in one of the deadline's open states), or undefined when it is on
 * time, closed, or has no deadline. `today` is `YYYY-MM-DD` in the platform's time zone.
 *
 * @example
 * overdueDays(machine, { status: 'rectifying', deadline: '2026-11-20' }, '2026-11-27') // → 7
 */
export function overdueDays(machine: StateMachine, row: Values, today: string): number | undefined {
  const deadline = machine.deadline;
  if (!deadline || !deadline.open.includes(text(row[machine.field]))) return undefined;
  const due = text(row[deadline.field]).slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(due) || due >= today) return undefined;
  return Math.round((Date.parse(today) - Date.parse(due)) / 86_400_000);
}

/** The page's state machine, for any page kind (only list pages with a table declare one). */
export function stateMachineOf(page: object): StateMachine | undefined {
  return (page as { states?: StateMachine }).states;
}
