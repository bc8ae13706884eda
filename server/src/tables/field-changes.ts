import { fieldColumn } from '@/engine/schema/page-schema';
import type { AuthInfo } from '../auth/tokens';
import { dictTextsForRows } from '../dicts/dict-texts';
import { tableOwners } from './table-dict';
import type { TableModel } from './table-model';
import type { ReadContext } from './table-reads';
import type { Row } from './table-repository';

/**
 * One field an edit changed, as 系统日志 shows it (old → new); values as text, cut to 200 characters. A dictionary
 * field keeps the stored codes in `from`/`to` and what they meant at the time of the edit in `fromText`/`toText`
 * (职级 2 is 助级), so the log reads as the form did even after a dictionary item is renamed.
 */
export interface FieldChange {
  field: string;
  label: string;
  from: string;
  to: string;
  fromText?: string;
  toText?: string;
}

const logText = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)).slice(0, 200);

/** The stored fields whose value an edit moved (passwords never), their codes named by their dictionaries. */
export async function fieldChanges(ctx: ReadContext, model: TableModel, auth: AuthInfo, current: Row, saved: Row): Promise<FieldChange[]> {
  const moved = model.stored.filter((f) => f.type !== 'password' && f.name in saved && logText(saved[f.name]) !== logText(current[f.name]));
  const changes: FieldChange[] = moved.map((f) => ({ field: f.name, label: f.label, from: logText(current[f.name]), to: logText(saved[f.name]) }));
  const dictFields = moved.filter((f) => f.dict);
  if (!dictFields.length) return changes;
  // Rows keyed by column, as the list's translation reads them; a table dictionary names only what the editor may see.
  const rows = [current, saved].map((r) => Object.fromEntries(dictFields.map((f) => [fieldColumn(f), r[f.name]])));
  const texts = await dictTextsForRows(ctx.db, ctx.tableDicts(), dictFields, rows, { caller: auth, ownerOf: tableOwners(() => ctx.tables?.()) }, ctx.dictCache);
  const named = (dict: string, value: string) => value && value.split(',').map((v) => texts.get(dict)?.get(v) ?? v).join('、');
  for (const c of changes) {
    const dict = dictFields.find((f) => f.name === c.field)?.dict;
    if (dict) Object.assign(c, { fromText: named(dict, c.from), toText: named(dict, c.to) });
  }
  return changes;
}
