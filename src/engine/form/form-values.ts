import { startingValue } from '../env/platform-time';
import type { CrudPageSchema, FieldSchema } from '../schema/page-schema';

/**
 * Fields whose form control holds an array (multi-select, checkbox group) while the wire carries a
 * comma-separated string, as JeecgBoot stores them.
 *
 * @example
 * isMultiValued({ name: 'tags', label: '标签', type: 'select-multiple', dbType: 'varchar' }); // true
 */
export function isMultiValued(field: FieldSchema): boolean {
  return field.type === 'select-multiple' || (field.type === 'checkbox' && Boolean(field.dict));
}

const isNumeric = (field: FieldSchema) => field.dbType === 'int' || field.dbType === 'bigint' || field.dbType === 'numeric';

function toControlValue(field: FieldSchema, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (isMultiValued(field)) {
    if (Array.isArray(value)) return value.map(String);
    return String(value).split(',').map((s) => s.trim()).filter(Boolean);
  }
  if (isNumeric(field) && !field.dict) {
    const n = Number(value);
    return value === '' || Number.isNaN(n) ? undefined : n;
  }
  if (field.dbType === 'boolean') return value === true || value === 'true' || value === '1' || value === 1;
  if (field.dict) return String(value);
  return value;
}

/**
 * A record from the server turned into form values: comma strings split for multi-valued fields,
 * numeric strings turned into numbers for number inputs. Unknown keys (id, version, `_dictText`) are dropped.
 *
 * @example
 * toFormValues(page, { id: '1', tags: 'a,b', amount: '12.50' }); // { tags: ['a', 'b'], amount: 12.5 }
 */
export function toFormValues(page: Pick<CrudPageSchema, 'fields'>, record: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of page.fields) {
    const value = toControlValue(field, record[field.name]);
    if (value !== undefined) values[field.name] = value;
  }
  return values;
}

/**
 * Form values turned into the record the validator and the server read: arrays joined with commas.
 *
 * @example
 * toRecordInput(page, { tags: ['a', 'b'] }); // { tags: 'a,b' }
 */
export function toRecordInput(page: Pick<CrudPageSchema, 'fields'>, values: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const field of page.fields) {
    const value = input[field.name];
    if (Array.isArray(value)) input[field.name] = value.length ? value.join(',') : null;
  }
  return input;
}

/**
 * The values a new record starts with, from each field's `default`.
 *
 * @example
 * defaultValues(page); // { priority: 'L', readCount: 0 }
 */
export function defaultValues(page: Pick<CrudPageSchema, 'fields'>): Record<string, unknown> {
  const record = Object.fromEntries(page.fields.filter((f) => f.default !== undefined).map((f) => [f.name, startingValue(f)]));
  return toFormValues(page, record);
}
