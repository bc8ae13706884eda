import type { Queryable } from '../../db/database';

import type { DictItem } from '@/engine/schema/wire';

export type { DictItem };

/** An item on the wire: `title` and `label` repeat the text (older clients read those); `color` only where one is set. */
function itemOf(r: { item_value: string; item_text: string; item_color: string | null }): DictItem {
  const item: DictItem = { value: r.item_value, text: r.item_text, title: r.item_text, label: r.item_text };
  if (r.item_color) item.color = r.item_color;
  return item;
}

/** Every enabled item of every dictionary, keyed by code: the login's `sysAllDictItems`. */
export async function loadAllDictItems(db: Queryable): Promise<Record<string, DictItem[]>> {
  const { rows } = await db.query<{ dict_code: string; item_value: string; item_text: string; item_color: string | null }>(
    `SELECT d.dict_code, i.item_value, i.item_text, i.item_color FROM sys_dict d JOIN sys_dict_item i ON i.dict_id = d.id
      WHERE d.del_flag = 0 AND i.status = 1 ORDER BY d.dict_code, i.sort_order`,
  );
  const out: Record<string, DictItem[]> = {};
  for (const r of rows) (out[r.dict_code] ??= []).push(itemOf(r));
  return out;
}

/** value → text for the given dictionary codes, for `<field>_dictText`. */
export async function loadDictTexts(db: Queryable, codes: string[]): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  if (codes.length === 0) return out;
  const { rows } = await db.query<{ dict_code: string; item_value: string; item_text: string }>(
    `SELECT d.dict_code, i.item_value, i.item_text FROM sys_dict d JOIN sys_dict_item i ON i.dict_id = d.id
      WHERE d.dict_code = ANY($1) AND d.del_flag = 0`,
    [codes],
  );
  for (const r of rows) {
    if (!out.has(r.dict_code)) out.set(r.dict_code, new Map());
    out.get(r.dict_code)!.set(r.item_value, r.item_text);
  }
  return out;
}

/** Items of one plain dictionary, in order (disabled items too, as JeecgBoot's getDictItems does). */
export async function loadDictItems(db: Queryable, code: string): Promise<DictItem[]> {
  const { rows } = await db.query<{ item_value: string; item_text: string; item_color: string | null }>(
    `SELECT i.item_value, i.item_text, i.item_color FROM sys_dict d JOIN sys_dict_item i ON i.dict_id = d.id
      WHERE d.dict_code = $1 AND d.del_flag = 0 ORDER BY i.sort_order`,
    [code],
  );
  return rows.map(itemOf);
}

/** code → name of these dictionaries, for messages that name them. */
export async function loadDictNames(db: Queryable, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const { rows } = await db.query<{ dict_code: string; dict_name: string }>(
    'SELECT dict_code, dict_name FROM sys_dict WHERE dict_code = ANY($1) AND del_flag = 0', [codes]);
  return new Map(rows.map((r) => [r.dict_code, r.dict_name]));
}

/** The shared dictionary version (sys_cache_version 'dict'): every process drops its cached items when it moves. */
export const dictVersion = {
  /** Reads the current version (0 before the first change). */
  async read(db: Queryable): Promise<number> {
    const { rows } = await db.query<{ version: number }>(`SELECT version FROM sys_cache_version WHERE name = 'dict'`);
    return Number(rows[0]?.version ?? 0);
  },
  /** Moves it on, inside the caller's transaction when given one. */
  async bump(via: Queryable): Promise<void> {
    await via.query(`UPDATE sys_cache_version SET version = version + 1 WHERE name = 'dict'`);
  },
};
