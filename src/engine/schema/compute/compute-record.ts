import type { FieldSchema, SubTableSchema } from '../page-schema';
import { compileExpression, type CompiledExpression } from './compute-expression';
import { EMPTY_CALENDAR, round, type WorkCalendar } from './compute-functions';

/** One computed field: its expression and the names it depends on. */
export interface ComputedField {
  field: FieldSchema;
  expression: CompiledExpression;
  /** Fields (and, on the main record, sub-tables) whose change recomputes it. */
  dependencies: string[];
}

/** What a page computes: the main record's fields in dependency order, and each sub-table's row fields. */
export interface PageComputations {
  main: ComputedField[];
  subs: Map<string, ComputedField[]>;
  /** Whether any expression needs the working-day calendar (the caller then loads `work_calendar`). */
  needsCalendar: boolean;
  /** Whether the page computes anything at all. */
  any: boolean;
}

interface ComputablePage {
  fields: FieldSchema[];
  subTables?: Pick<SubTableSchema, 'name' | 'fields'>[];
}

/** Fields in an order where each comes after the computed fields it reads (a cycle is left in schema order: the linter reports it). */
function ordered(list: ComputedField[]): ComputedField[] {
  const byName = new Map(list.map((c) => [c.field.name, c]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const out: ComputedField[] = [];
  const visit = (c: ComputedField) => {
    if (done.has(c.field.name) || visiting.has(c.field.name)) return;
    visiting.add(c.field.name);
    for (const dep of c.dependencies) {
      const other = byName.get(dep);
      if (other) visit(other);
    }
    visiting.delete(c.field.name);
    done.add(c.field.name);
    out.push(c);
  };
  list.forEach(visit);
  return out;
}

const computedOf = (fields: FieldSchema[]): ComputedField[] => fields.filter((f) => typeof f.compute === 'string' && f.compute.trim() !== '')
  .map((field) => {
    const expression = compileExpression(field.compute!);
    return { field, expression, dependencies: expression.identifiers };
  });

const cache = new WeakMap<FieldSchema[], PageComputations>();

/**
 * A page's computed fields, compiled once per field list.
 *
 * @example
 * const c = pageComputations(articlesPage);
 * c.subs.get('items')?.map((x) => x.field.name); // ['amount']
 * c.main.map((x) => x.field.name); // ['totalAmount']
 */
export function pageComputations(page: ComputablePage): PageComputations {
  const hit = cache.get(page.fields);
  if (hit) return hit;
  const main = ordered(computedOf(page.fields));
  const subs = new Map<string, ComputedField[]>();
  for (const sub of page.subTables ?? []) {
    const list = ordered(computedOf(sub.fields));
    if (list.length) subs.set(sub.name, list);
  }
  const all = [...main, ...[...subs.values()].flat()];
  const result: PageComputations = {
    main,
    subs,
    needsCalendar: all.some((c) => c.expression.functions.includes('workdays')),
    any: all.length > 0,
  };
  cache.set(page.fields, result);
  return result;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A stored or typed value as an expression sees it: numbers as numbers, blanks as null, the rest as they are. */
function contextValue(field: FieldSchema | undefined, value: unknown): unknown {
  if (blank(value)) return null;
  if (field && !field.dict && (field.dbType === 'numeric' || field.dbType === 'int' || field.dbType === 'bigint')) {
    const n = Number(typeof value === 'string' ? value.trim() : value);
    return Number.isFinite(n) ? n : null;
  }
  return value;
}

function contextOf(fields: FieldSchema[], record: Record<string, unknown>): Record<string, unknown> {
  const context: Record<string, unknown> = {};
  const byName = new Map(fields.map((f) => [f.name, f]));
  for (const [key, value] of Object.entries(record)) context[key] = contextValue(byName.get(key), value);
  for (const field of fields) if (!(field.name in context)) context[field.name] = null;
  return context;
}

/**
 * An expression's answer in the field's column type: numbers rounded to the column's decimals (integers whole),
 * dates as YYYY-MM-DD, text as text; anything unusable (NaN, an object) is null.
 */
export function toFieldValue(field: FieldSchema, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  switch (field.dbType) {
    case 'numeric':
    case 'int':
    case 'bigint': {
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n)) return null;
      const digits = field.dbType === 'numeric' ? Math.min(field.precision ?? field.scale ?? 2, field.scale ?? 2) : 0;
      return round(n, digits);
    }
    case 'boolean':
      return Boolean(value);
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
    default:
      return typeof value === 'object' ? null : String(value);
  }
}

function computeInto(list: ComputedField[], fields: FieldSchema[], record: Record<string, unknown>, calendar: WorkCalendar, extra: Record<string, unknown> = {}) {
  const context = { ...contextOf(fields, record), ...extra };
  for (const c of list) {
    const value = toFieldValue(c.field, c.expression.evaluate(context, calendar));
    record[c.field.name] = value;
    context[c.field.name] = contextValue(c.field, value);
  }
}

export interface ApplyOptions {
  calendar?: WorkCalendar;
  /**
   * Sub-table rows to read when the record does not carry them (an edit that leaves the rows as stored): the main
   * record's sums are then computed over these.
   */
  storedSubRows?: Record<string, Record<string, unknown>[]>;
}

/**
 * Fills in a record's computed fields — each sub-table row's first, then the main record's, which may sum the rows —
 * and answers the record (a copy; the input is left as it was). A value the caller typed into a computed field is
 * replaced: the expression is the authority, on the server as in the form.
 *
 * @example
 * applyComputations(articlesPage, { items: [{ quantity: 2, unitPrice: 35 }] });
 * // { items: [{ quantity: 2, unitPrice: 35, amount: 70 }], totalAmount: 70 }
 */
export function applyComputations(page: ComputablePage, record: Record<string, unknown>, options: ApplyOptions = {}): Record<string, unknown> {
  const computations = pageComputations(page);
  if (!computations.any) return record;
  const calendar = options.calendar ?? EMPTY_CALENDAR;
  const out: Record<string, unknown> = { ...record };
  const extra: Record<string, unknown> = {};
  for (const sub of page.subTables ?? []) {
    const list = computations.subs.get(sub.name);
    const rows = Array.isArray(out[sub.name]) ? (out[sub.name] as unknown[]) : undefined;
    if (rows) {
      out[sub.name] = rows.map((row) => {
        if (!row || typeof row !== 'object') return row;
        const copy = { ...(row as Record<string, unknown>) };
        if (list) computeInto(list, sub.fields, copy, calendar);
        return copy;
      });
    }
    const source = (out[sub.name] as Record<string, unknown>[] | undefined) ?? options.storedSubRows?.[sub.name] ?? [];
    extra[sub.name] = source.map((row) => contextOf(sub.fields, row ?? {}));
  }
  computeInto(computations.main, page.fields, out, calendar, extra);
  return out;
}

/** Names of a page's computed main fields, which forms show read-only and API clients need not send. */
export function computedFieldNames(page: ComputablePage): Set<string> {
  return new Set(pageComputations(page).main.map((c) => c.field.name));
}
