import { isGroup, type FilterCondition, type FilterKind, type FilterNode, type FilterValue } from '@/engine/schema/filters';
import { ident } from '../sql/identifiers';
import type { TableModel } from './table-model';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `%`, `_` and `\` in a search are text, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const CASTS: Record<FilterKind, string> = { text: 'text', number: 'numeric', date: 'date', datetime: 'timestamptz', boolean: 'boolean' };

/**
 * Compiles a filter tree to a SQL condition, appending every value to `params`. Identifiers come only from the
 * model (a field the model does not know cannot reach here: the parser refused it). Each operator means what the
 * in-memory evaluator means: `like` ignores case, NULL never matches, a date-time compared with a bare date
 * compares the day (the session runs in the platform's zone, so `::date` is the local day).
 *
 * @example
 * const params: unknown[] = [];
 * compileFilter(model, { field: 'amount', op: 'ge', value: 1000 }, params); // '"amount" >= $1::numeric'
 */
export function compileFilter(model: TableModel, node: FilterNode, params: unknown[]): string {
  if (isGroup(node)) {
    const parts = node.conditions.map((c) => compileFilter(model, c, params));
    return parts.length ? `(${parts.join(node.match === 'and' ? ' AND ' : ' OR ')})` : 'TRUE';
  }
  return compileCondition(model, node, params);
}

function compileCondition(model: TableModel, c: FilterCondition, params: unknown[]): string {
  const column = model.column(c.field);
  const filterField = model.filterFields.find((f) => f.name === c.field);
  const kind = filterField?.kind ?? 'text';
  if (!column) throw new Error(`过滤字段不存在：${c.field}`);
  const col = ident(column);
  const bind = (v: unknown) => `$${params.push(v)}`;
  const typed = (v: FilterValue) => `${bind(v)}::${CASTS[kind]}`;
  if (filterField?.multi && (c.op === 'eq' || c.op === 'in')) {
    const values = (c.op === 'in' ? (c.value as FilterValue[]) : [c.value as FilterValue]).map(String);
    return `string_to_array(${col}::text, ',') && ${bind(values)}::text[]`;
  }
  switch (c.op) {
    case 'like': return `${col}::text ILIKE ${bind(`%${escapeLike(String(c.value))}%`)}`;
    case 'startsWith': return `${col}::text ILIKE ${bind(`${escapeLike(String(c.value))}%`)}`;
    case 'endsWith': return `${col}::text ILIKE ${bind(`%${escapeLike(String(c.value))}`)}`;
    case 'in': {
      const values = c.value as FilterValue[];
      if (kind === 'datetime' && values.some((v) => DATE.test(String(v)))) {
        return `(${values.map((v) => dayCompare(col, 'eq', String(v), bind)).join(' OR ')})`;
      }
      return `${col} = ANY(${bind(values)}::${CASTS[kind]}[])`;
    }
    default: {
      const value = c.value as FilterValue;
      if (kind === 'datetime' && DATE.test(String(value))) return dayCompare(col, c.op, String(value), bind);
      const sql = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' }[c.op];
      return `${col} ${sql} ${typed(value)}`;
    }
  }
}

/** A date-time column against a bare date: the day's start for ge/lt, the next day's start for le/gt. */
function dayCompare(col: string, op: FilterCondition['op'], day: string, bind: (v: unknown) => string): string {
  const start = () => `${bind(day)}::date::timestamptz`;
  switch (op) {
    case 'ge': return `${col} >= ${start()}`;
    case 'lt': return `${col} < ${start()}`;
    case 'gt': return `${col} >= (${start()} + interval '1 day')`;
    case 'le': return `${col} < (${start()} + interval '1 day')`;
    case 'ne': return `${col}::date <> ${bind(day)}::date`;
    default: return `${col}::date = ${bind(day)}::date`;
  }
}
