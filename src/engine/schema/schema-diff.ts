/** One change between two versions of a schema, at a JSON Pointer (`/fields/plateNo/label`). */
export interface SchemaChange {
  op: 'add' | 'remove' | 'replace';
  path: string;
  before?: unknown;
  after?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Arrays whose items all carry a distinct `name` (fields, sub-tables) are compared by name, not by position. */
function byName(list: unknown[]): Map<string, unknown> | undefined {
  const map = new Map<string, unknown>();
  for (const item of list) {
    if (!isObject(item) || typeof item.name !== 'string' || map.has(item.name)) return undefined;
    map.set(item.name, item);
  }
  return map;
}

function walk(before: unknown, after: unknown, path: string, out: SchemaChange[]): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) {
      if (!(key in after)) out.push({ op: 'remove', path: `${path}/${escape(key)}`, before: before[key] });
    }
    for (const [key, value] of Object.entries(after)) {
      if (!(key in before)) out.push({ op: 'add', path: `${path}/${escape(key)}`, after: value });
      else walk(before[key], value, `${path}/${escape(key)}`, out);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const [a, b] = [byName(before), byName(after)];
    if (a && b) {
      for (const [name, item] of a) if (!b.has(name)) out.push({ op: 'remove', path: `${path}/${escape(name)}`, before: item });
      for (const [name, item] of b) {
        if (!a.has(name)) out.push({ op: 'add', path: `${path}/${escape(name)}`, after: item });
        else walk(a.get(name), item, `${path}/${escape(name)}`, out);
      }
      const order = (m: Map<string, unknown>) => [...m.keys()].filter((k) => a.has(k) && b.has(k)).join(',');
      if (order(a) !== order(b)) out.push({ op: 'replace', path: `${path}/$order`, before: [...a.keys()], after: [...b.keys()] });
      return;
    }
  }
  out.push({ op: 'replace', path: path || '/', before, after });
}

/**
 * What changed from one schema version to the next, for the studio's history: keys added, removed or changed, fields
 * and sub-tables named by their `name` (so adding a field in the middle is one change, not a shift of every later one).
 *
 * @example
 * schemaDiff({ fields: [{ name: 'a', label: '甲' }] }, { fields: [{ name: 'a', label: '乙' }] });
 * // [{ op: 'replace', path: '/fields/a/label', before: '甲', after: '乙' }]
 */
export function schemaDiff(before: unknown, after: unknown): SchemaChange[] {
  const out: SchemaChange[] = [];
  walk(before, after, '', out);
  return out;
}
