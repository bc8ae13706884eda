import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, generateCatalogue } from '../../scripts/modules-catalogue';

// docs/modules.md is generated from docs/spec-items.json, the schemas and the menus; a stale copy fails here with the
// command that refreshes it.
describe('docs/modules.md', () => {
  it('is what the schemas and menus say now (npx tsx scripts/modules-catalogue.ts)', () => {
    expect(fs.readFileSync(CATALOGUE, 'utf8')).toBe(generateCatalogue());
  });

  it('names only pages that exist, each reachable from a menu', () => {
    expect(generateCatalogue()).not.toContain('（缺失）');
    expect(generateCatalogue()).not.toContain('（无菜单）');
  });

  it('leaves no business item of the spec unbuilt but those of the forum, administration and dashboard issues', () => {
    // The business-module issues are done: every area they cover maps to pages. What remains belongs to the
    // communication forum and personal centre (20), system monitoring (19) and the big screens (21).
    const spec = JSON.parse(fs.readFileSync(path.join(path.dirname(CATALOGUE), 'spec-items.json'), 'utf8')) as {
      areas: { area: string; items: { item: string; pages?: string[]; routes?: string[]; issue?: number }[] }[];
    };
    const open = spec.areas.flatMap((a) => a.items).filter((i) => !i.pages?.length && !i.routes?.length);
    expect(open.filter((i) => ![19, 20, 21].includes(i.issue ?? 0)).map((i) => i.item)).toEqual([]);
  });
});
