import { isGroup, type FilterCondition, type FilterField, type FilterKind, type FilterNode, type FilterValue } from './filter-tree';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a row passes a filter tree, with SQL's reading of every operator (see compileFilter on the server). */
export type RowPredicate = (row: Record<string, unknown>) => boolean;

const pad = (n: number) => String(n).padStart(2, '0');
/** A row value as comparable text: dates as `YYYY-MM-DD`, date-times as `YYYY-MM-DD HH:mm:ss` in local time. */
function asText(value: unknown, kind: FilterKind): string {
  if (value instanceof Date) {
    const day = `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
    return kind === 'date' ? day : `${day} ${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
  }
  const text = String(value).replace('T', ' ');
  return kind === 'date' ? text.slice(0, 10) : text;
}

function compare(actual: unknown, expected: FilterValue, kind: FilterKind): number {
  if (kind === 'number') return Number(actual) - Number(expected);
  if (kind === 'boolean') return Number(actual === true || actual === 'true' || actual === 1) - Number(expected);
  const left = kind === 'text' ? String(actual) : asText(actual, kind);
  // A date-time compared with a bare date compares on the day: the rest of the day is equal to it.
  const right = String(expected);
  const cut = kind === 'datetime' && DATE.test(right) ? left.slice(0, 10) : left;
  return cut < right ? -1 : cut > right ? 1 : 0;
}

function test(row: Record<string, unknown>, c: FilterCondition, kind: FilterKind): boolean {
  const actual = row[c.field];
  // SQL: any comparison with NULL is unknown, so the row does not pass (not even `ne`).
  if (actual === null || actual === undefined) return false;
  const lower = (v: unknown) => (kind === 'text' ? String(v) : asText(v, kind)).toLowerCase();
  switch (c.op) {
    case 'like': return lower(actual).includes(String(c.value).toLowerCase());
    case 'startsWith': return lower(actual).startsWith(String(c.value).toLowerCase());
    case 'endsWith': return lower(actual).endsWith(String(c.value).toLowerCase());
    case 'in': return (c.value as FilterValue[]).some((v) => compare(actual, v, kind) === 0);
    case 'eq': return compare(actual, c.value as FilterValue, kind) === 0;
    case 'ne': return compare(actual, c.value as FilterValue, kind) !== 0;
    case 'gt': return compare(actual, c.value as FilterValue, kind) > 0;
    case 'ge': return compare(actual, c.value as FilterValue, kind) >= 0;
    case 'lt': return compare(actual, c.value as FilterValue, kind) < 0;
    case 'le': return compare(actual, c.value as FilterValue, kind) <= 0;
  }
}

/**
 * Compiles a filter tree into a predicate over wire rows, for the in-memory data provider and client-side filtering.
 * Each operator means what the server's SQL means: `like`/`startsWith`/`endsWith` ignore case, NULL never matches,
 * a date-time compared with a bare date compares the day.
 *
 * @example
 * const pass = compileRowFilter(tree, [{ name: 'title', kind: 'text' }]);
 * rows.filter(pass);
 */
export function compileRowFilter(node: FilterNode | undefined, fields: FilterField[]): RowPredicate {
  if (!node) return () => true;
  const kinds = new Map(fields.map((f) => [f.name, f.kind]));
  const multi = new Set(fields.filter((f) => f.multi).map((f) => f.name));
  const build = (n: FilterNode): RowPredicate => {
    if (isGroup(n)) {
      const parts = n.conditions.map(build);
      return n.match === 'and' ? (row) => parts.every((p) => p(row)) : (row) => parts.some((p) => p(row));
    }
    const kind = kinds.get(n.field) ?? 'text';
    if (multi.has(n.field) && (n.op === 'eq' || n.op === 'in')) {
      // A multi-select column holds its values comma-separated: any asked value among them matches (as the SQL's overlap).
      const asked = (n.op === 'in' ? (n.value as FilterValue[]) : [n.value as FilterValue]).map(String);
      return (row) => {
        const held = row[n.field];
        if (held === null || held === undefined) return false;
        const values = Array.isArray(held) ? held.map(String) : String(held).split(',');
        return values.some((v) => asked.includes(v));
      };
    }
    return (row) => test(row, n, kind);
  };
  return build(node);
}
