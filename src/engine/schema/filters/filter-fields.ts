import type { FieldSchema } from '../generated/page-schema.types';
import type { FilterField, FilterKind } from './filter-tree';

const KINDS: Record<FieldSchema['dbType'], FilterKind> = {
  varchar: 'text', text: 'text', int: 'number', bigint: 'number', numeric: 'number', date: 'date', timestamp: 'datetime', boolean: 'boolean',
};

/**
 * The fields of a schema that a list request may filter and sort on, with their kinds: every stored field (as
 * JeecgBoot allows any entity field), never a virtual or password one.
 *
 * @example
 * filterFieldsOf(page.fields); // [{ name: 'contractNo', kind: 'text', like: true }, { name: 'amount', kind: 'number' }, ...]
 */
export function filterFieldsOf(fields: FieldSchema[]): FilterField[] {
  return fields
    .filter((f) => !f.virtual && f.type !== 'password')
    .map((f) => ({
      name: f.name, kind: KINDS[f.dbType], label: f.label, ...(f.query?.mode === 'like' ? { like: true } : {}),
      ...(MULTI.has(f.type) && f.dict ? { multi: true } : {}),
    }));
}

/** Field types whose column keeps several dictionary values, comma-separated. */
const MULTI = new Set(['select-multiple', 'checkbox']);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/;

/**
 * Kinds guessed from the rows themselves, for a provider that has rows but no schema (the in-memory provider):
 * a column of numbers is numeric, of `YYYY-MM-DD` text a date, of `YYYY-MM-DD HH:mm…` text a date-time.
 */
export function inferFilterFields(rows: Record<string, unknown>[], names: Iterable<string>): FilterField[] {
  return [...new Set(names)].map((name) => {
    const sample = rows.map((r) => r[name]).find((v) => v !== null && v !== undefined && v !== '');
    const kind: FilterKind = typeof sample === 'number' ? 'number'
      : typeof sample === 'boolean' ? 'boolean'
        : typeof sample === 'string' && DATE.test(sample) ? 'date'
          : typeof sample === 'string' && DATE_TIME.test(sample) ? 'datetime'
            : 'text';
    return { name, kind };
  });
}
