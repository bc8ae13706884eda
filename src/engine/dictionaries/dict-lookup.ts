import type { DictItem, DictItemMap } from '../schema/wire';

export type { DictItem, DictItemMap };

export interface DictLookup {
  /** Items of a dictionary; an empty list for unknown codes. */
  items(code: string): DictItem[];
  /** Text of a value; comma-separated values give their texts joined by `，`; `undefined` when unknown. */
  text(code: string, value: unknown): string | undefined;
  /** The tag colour a value's item names (草稿 default, 已签订 blue…); `undefined` when it names none. */
  color(code: string, value: unknown): string | undefined;
  /** Whether any item of the dictionary names a colour (its column then shows tags). */
  colored(code: string): boolean;
  codes(): string[];
}

/**
 * Builds a lookup over dictionary items. Values compare as strings, because the server may send `1` or `'1'`.
 *
 * @example
 * const dicts = createDictLookup({ priority: [{ value: 'H', text: '高' }] });
 * dicts.text('priority', 'H'); // '高'
 */
export function createDictLookup(map: DictItemMap | null | undefined): DictLookup {
  const byCode = new Map<string, Map<string, DictItem>>();
  for (const [code, items] of Object.entries(map ?? {})) {
    if (Array.isArray(items)) byCode.set(code, new Map(items.map((item) => [String(item.value), item])));
  }
  const textOf = (item: DictItem | undefined) => item && (item.text ?? item.title ?? item.label);
  return {
    items: (code) => [...(byCode.get(code)?.values() ?? [])],
    text(code, value) {
      if (value === undefined || value === null || value === '') return undefined;
      const items = byCode.get(code);
      if (!items) return undefined;
      const raw = String(value);
      if (items.has(raw) || !raw.includes(',')) return textOf(items.get(raw));
      const texts = raw.split(',').map((v) => textOf(items.get(v.trim())) ?? v.trim());
      return texts.join('，');
    },
    color(code, value) {
      if (value === undefined || value === null || value === '') return undefined;
      return byCode.get(code)?.get(String(value))?.color || undefined;
    },
    colored: (code) => [...(byCode.get(code)?.values() ?? [])].some((item) => Boolean(item.color)),
    codes: () => [...byCode.keys()],
  };
}
