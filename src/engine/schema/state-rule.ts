import type { FieldSchema, StateMachine } from './page-schema';

type Values = Record<string, unknown>;

/** What a save breaks in a state machine: one message for the whole save, or one per field that must be filled. */
export type StateRefusal = { message: string } | { fieldErrors: Record<string, string> };

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));
// Stored and sent values compare as the user sees them: blanks alike, numbers by value (12.5 and "12.50").
function same(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  const x = Number(a);
  const y = Number(b);
  if (typeof a !== 'boolean' && !empty(a) && !empty(b) && Number.isFinite(x) && Number.isFinite(y)) return x === y;
  return str(a) === str(b);
}
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
  const from = str(current);
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
 * A transition with `when` also needs those fields to hold one of its values (闭合 needs 复检结果 合格). A record in a
 * locked state (已签发) keeps every other field as it is.
 *
 * @param before the stored record (undefined on add); after: the record as it would be saved.
 * @param text the text of a field's dictionary value, for messages.
 * @param sent the fields the request carried (an edit of a locked record may not change any other of them).
 */
export function stateRefusal(
  machine: StateMachine, fields: readonly Pick<FieldSchema, 'name' | 'label'>[], before: Values | undefined, after: Values,
  roles: readonly string[], text: (field: string, value: string) => string, sent?: ReadonlySet<string>,
): StateRefusal | undefined {
  const label = (state: string) => text(machine.field, state);
  const field = fields.find((f) => f.name === machine.field);
  const stateLabel = field?.label ?? machine.field;
  const to = str(after[machine.field]);
  if (!before) {
    if (machine.initial.includes(to)) return undefined;
    return { message: `新增时${stateLabel}只能为${machine.initial.map((s) => `“${label(s)}”`).join('或')}` };
  }
  const from = str(before[machine.field]);
  if (machine.locked?.includes(from)) {
    // A settled record (已签发) changes only its state, with what the way out asks for.
    const way = from === to ? undefined : machine.transitions.find((t) => t.from.includes(from) && t.to === to);
    const free = new Set([machine.field, ...(way?.require ?? [])]);
    const touched = fields.find((f) => !free.has(f.name) && (sent ? sent.has(f.name) : f.name in after) && !same(before[f.name], after[f.name]));
    if (touched) return { message: `${label(from)}的记录不能修改${touched.label}` };
  }
  if (from === to) return undefined;
  const ways = machine.transitions.filter((t) => t.from.includes(from) && t.to === to);
  if (!ways.length) return { message: `${stateLabel}不能从“${label(from)}”改为“${label(to)}”` };
  const allowed = ways.filter((t) => !t.roles?.length || t.roles.some((r) => roles.includes(r)));
  if (!allowed.length) return { message: `您无权将${stateLabel}改为“${label(to)}”` };
  const labelOf = (name: string) => fields.find((f) => f.name === name)?.label ?? name;
  // Of several ways in, the one asking least decides (a role-free way and a role's way may differ).
  const problems = allowed
    .map((t) => {
      const errors: Record<string, string> = {};
      for (const name of t.require ?? []) if (empty(after[name])) errors[name] = `${stateLabel}为“${label(to)}”时${labelOf(name)}必填`;
      for (const [name, values = []] of Object.entries(t.when ?? {})) {
        if (errors[name] || values.includes(str(after[name]))) continue;
        errors[name] = `${stateLabel}为“${label(to)}”时${labelOf(name)}须为${values.map((v) => `“${text(name, v)}”`).join('或')}`;
      }
      return errors;
    })
    .reduce((a, b) => (Object.keys(b).length < Object.keys(a).length ? b : a));
  return Object.keys(problems).length ? { fieldErrors: problems } : undefined;
}

/**
 * What every way into `state` asks for — the fields it needs filled and the values it needs (`when`) — so a seeded
 * record in that state is one the platform could have reached. A state a record may start in asks for nothing.
 */
function askedOnEntering(machine: StateMachine, state: string): { fields: string[]; values: Record<string, string[]> } {
  const ways = machine.transitions.filter((t) => t.to === state);
  if (machine.initial.includes(state) || !ways.length) return { fields: [], values: {} };
  const fields = (ways[0].require ?? []).filter((name) => ways.every((t) => t.require?.includes(name)));
  const values: Record<string, string[]> = {};
  for (const name of Object.keys(ways[0].when ?? {})) {
    if (!ways.every((t) => t.when?.[name])) continue;
    const all = ways.flatMap((t) => t.when![name] ?? []);
    values[name] = all.filter((v, i) => all.indexOf(v) === i);
  }
  return { fields, values };
}

/** The fields a record in `state` must have filled, whichever way it came in (for the seed linter). */
export function fieldsRequiredIn(machine: StateMachine, state: string): string[] {
  return askedOnEntering(machine, state).fields;
}

/** The values a record in `state` must hold, whichever way it came in (for the seed linter). */
export function valuesRequiredIn(machine: StateMachine, state: string): Record<string, string[]> {
  return askedOnEntering(machine, state).values;
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
  if (!deadline || !deadline.open.includes(str(row[machine.field]))) return undefined;
  const due = str(row[deadline.field]).slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(due) || due >= today) return undefined;
  return Math.round((Date.parse(today) - Date.parse(due)) / 86_400_000);
}

/** The page's state machine, for any page kind (only list pages with a table declare one). */
export function stateMachineOf(page: object): StateMachine | undefined {
  return (page as { states?: StateMachine }).states;
}
