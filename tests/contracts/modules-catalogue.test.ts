import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, generateCatalogue } from '../../scripts/modules-catalogue';

// docs/modules.md is generated from docs/spec-items.json, the schemas and the menus; a stale copy fails here with the
// command that refreshes it.
describe('docs/modules.md', () => {
  it('is what the schemas and menus say now (npx tsx scripts/modules-catalogue.ts)', () => {
    expect(fs.readFileSync(CATALOGUE, 'utf8')).toBe(generateCatalogue());
  });

  it('names only pages that exist', () => {
    expect(generateCatalogue()).not.toContain('（缺失）');
  });
});
