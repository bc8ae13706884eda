import type { FieldSchema } from '@/engine/schema/page-schema';
import { fieldColumn } from '@/engine/schema/page-schema';
import type { Queryable } from '../db/database';
import type { TableDict } from '../schemas/schema-store';
import { loadDictItems, loadDictTexts } from '../tables/stores/dict-store';
import type { DictCache } from './dict-cache';
import { queryTableDict, resolveTableDict, type TableDictQuery } from '../tables/table-dict';

/**
 * value → text maps for the dictionary fields of these rows. Plain dictionaries load whole; a registered
 * table dictionary loads only the keys the rows hold, so a user dictionary never pulls every user, and only those
 * within the caller's scope: a key outside it is not named (its record shows the bare value).
 */
export async function dictTextsForRows(
  db: Queryable, registry: TableDict[], fields: FieldSchema[], rows: Record<string, unknown>[],
  scope: Pick<TableDictQuery, 'caller' | 'ownerOf'>, cache?: DictCache,
): Promise<Map<string, Map<string, string>>> {
  const plain = [...new Set(fields.flatMap((f) => (f.dict && !f.dict.includes(',') ? [f.dict] : [])))];
  // With the process's cache (its entries dropped within a second of any dictionary change, in any process), a list
  // page asks the database for no dictionary at all.
  const out = cache
    ? new Map(await Promise.all(plain.map(async (code) => [code, new Map((await cache.get(code, () => loadDictItems(db, code))).map((i) => [i.value, i.text]))] as const)))
    : await loadDictTexts(db, plain);
  for (const field of fields) {
    if (!field.dict?.includes(',') || out.has(field.dict)) continue;
    const keys = new Set<string>();
    for (const row of rows) {
      const v = row[fieldColumn(field)];
      if (v !== null && v !== undefined && v !== '') String(v).split(',').forEach((k) => keys.add(k));
    }
    const items = keys.size ? await queryTableDict(db, resolveTableDict(registry, field.dict), { keys: [...keys], ...scope }) : [];
    out.set(field.dict, new Map(items.map((i) => [i.value, i.text])));
  }
  return out;
}
