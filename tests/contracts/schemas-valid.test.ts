import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validatePageSchema } from '@/engine/schema/validate-page';

const root = path.resolve(import.meta.dirname, '../..');
const read = (p: string) => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));
const walk = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(`${dir}/${e.name}`) : e.name.endsWith('.json') ? [`${dir}/${e.name}`] : []);

describe('schemas/', () => {
  it.each(walk('schemas/modules'))('%s is a valid page schema', (file) => {
    expect(validatePageSchema(read(file))).toEqual([]);
  });
});

describe('broken schemas are caught with their JSON Pointer', () => {
  it('a duplicated field name', () => {
    expect(validatePageSchema(read('tests/fixtures/broken-schemas/modules/duplicate-field.json'))).toEqual([
      { pointer: '/fields/1/name', message: '字段名 "title" 重复（已在 /fields/0 声明）' },
    ]);
  });

  it('an unknown field type', () => {
    const [problem] = validatePageSchema(read('tests/fixtures/broken-schemas/modules/unknown-type.json'));
    expect(problem.pointer).toBe('/fields/0/type');
    expect(problem.message).toContain('input');
  });
});

describe('the precompiled meta-schema validator', () => {
  it('is regenerated from page.meta-schema.json (run `npx tsx scripts/gen-validators.ts` after editing it)', async () => {
    const { generate, OUTPUT } = await import('../../scripts/gen-validators');
    expect(fs.readFileSync(OUTPUT, 'utf8')).toBe(generate());
  });
});
