import type { ModuleTablePage } from '@/engine/schema/page-schema';
import { columnName } from '@/engine/schema/page-schema';
import { formatDate, formatDateTime } from '../http/format';

/** A database row in the wire shape: camelCase fields, formatted dates, `<field>_dictText` for dictionary fields. */
export function toRecord(page: ModuleTablePage, row: Record<string, unknown>, dicts: Map<string, Map<string, string>>) {
  const out: Record<string, unknown> = {
    id: row.id,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time as Date),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time as Date | null),
    version: row.version,
  };
  for (const f of page.fields) {
    const v = row[columnName(f.name)];
    out[f.name] = f.dbType === 'date' ? formatDate(v as Date | string | null) : f.dbType === 'timestamp' ? formatDateTime(v as Date) : v;
    if (f.dict) {
      const texts = dicts.get(f.dict);
      out[`${f.name}_dictText`] = v === null || v === undefined ? null
        : String(v).split(',').map((part) => texts?.get(part) ?? part).join(',');
    }
  }
  return out;
}
