import type { FieldSchema } from '@/engine/schema/page-schema';
import { fieldColumn } from '@/engine/schema/page-schema';
import { formatDate, formatDateTime } from '../http/format';
import type { TableModel } from './table-model';
import { regionText } from '../dicts/divisions';

export type DictTexts = Map<string, Map<string, string>>;

/** A column value as JeecgBoot writes it: dates `yyyy-MM-dd`, date-times `yyyy-MM-dd HH:mm:ss` in the platform's zone. */
export function wireValue(field: Pick<FieldSchema, 'dbType'>, value: unknown): unknown {
  if (field.dbType === 'date') return formatDate(value as Date | string | null);
  if (field.dbType === 'timestamp') return formatDateTime(value as Date | string | null);
  return value;
}

/** `<field>_dictText`: each comma-separated value's text, the value itself when the dictionary lacks it. */
export function dictText(texts: Map<string, string> | undefined, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return String(value).split(',').map((part) => texts?.get(part) ?? part).join(',');
}

const declaredNames = new WeakMap<TableModel, Set<string>>();
/** The names of a model's readable fields, made once per model rather than for each row. */
function declaredOf(model: TableModel): Set<string> {
  let names = declaredNames.get(model);
  if (!names) declaredNames.set(model, (names = new Set(model.readable.map((f) => f.name))));
  return names;
}

/**
 * A database row in the wire shape: the id, the audit columns the table has, every readable field (camelCase,
 * formatted dates) and `<field>_dictText` for dictionary fields. Passwords and virtual fields are never read.
 *
 * @example
 * toWire(model, { id: 'a1', contract_no: 'HT-2025-001', status: '1' }, dicts);
 * // { id: 'a1', ..., contractNo: 'HT-2025-001', status: '1', status_dictText: '履行中' }
 */
export function toWire(model: TableModel, row: Record<string, unknown>, dicts: DictTexts): Record<string, unknown> {
  const out: Record<string, unknown> = { id: model.traits.bigId && row.id !== null ? String(row.id) : row.id };
  const { audit } = model.traits;
  const declared = declaredOf(model);
  if (audit.createBy && !declared.has('createBy')) out.createBy = row.create_by;
  if (audit.createTime && !declared.has('createTime')) out.createTime = formatDateTime(row.create_time as Date | null);
  if (audit.updateBy && !declared.has('updateBy')) out.updateBy = row.update_by;
  if (audit.updateTime && !declared.has('updateTime')) out.updateTime = formatDateTime(row.update_time as Date | null);
  if (model.traits.version) out.version = row.version;
  for (const f of model.readable) {
    const v = row[fieldColumn(f)];
    out[f.name] = wireValue(f, v);
    if (f.dict) out[`${f.name}_dictText`] = dictText(dicts.get(f.dict), v);
    else if (f.type === 'region') out[`${f.name}_dictText`] = regionText(v);
  }
  return out;
}
