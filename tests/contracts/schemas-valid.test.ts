import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validatePageSchema } from '@/engine/schema/validate-page';
import { isPageFile } from '@/engine/schema/schema-folders';

const root = path.resolve(import.meta.dirname, '../..');
const read = (p: string) => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));
const walk = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(`${dir}/${e.name}`) : e.name.endsWith('.json') ? [`${dir}/${e.name}`] : []);

describe('schemas/', () => {
  const pages = walk('schemas').filter((f) => isPageFile(f.slice('schemas/'.length)));

  it('holds pages of every kind', () => {
    expect(new Set(pages.map((f) => read(f).kind))).toEqual(new Set(['crud', 'tree-crud', 'form', 'report', 'dashboard']));
  });

  it.each(pages)('%s is a valid page schema', (file) => {
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

describe('each page kind has its own keys (the meta-schema is discriminated by kind)', () => {
  const notice = read('schemas/modules/news/notice.json');

  it('names an unknown kind with a hint', () => {
    expect(validatePageSchema({ ...notice, kind: 'tree-curd' })).toEqual([{ pointer: '/kind', message: '未知的取值 "tree-curd"（是不是想写 "tree-crud"？）' }]);
  });

  it('refuses a key of another kind', () => {
    expect(validatePageSchema({ ...notice, panels: [] })).toEqual([{ pointer: '/', message: '未知属性 "panels"' }]);
  });

  it('asks a form page for its mode and a tree page for its tree', () => {
    // 新闻通知 without what only list pages have (its order, its sharing with the group).
    const { shared: _shared, ...listPage } = notice;
    const { defaultSort: _sort, ...fields } = listPage;
    expect(validatePageSchema({ ...fields, kind: 'form' })).toEqual([{ pointer: '/', message: '缺少必填属性 "mode"' }]);
    expect(validatePageSchema({ ...listPage, kind: 'tree-crud' })).toEqual([{ pointer: '/', message: '缺少必填属性 "tree"' }]);
  });

  it('checks a dashboard panel by its type', () => {
    const dashboard = { schemaVersion: 1, kind: 'dashboard', code: 'x/y', title: '看板', panels: [{ type: 'chart', title: '图', report: 'r', chart: 'pi', x: 'a', y: ['b'] }] };
    expect(validatePageSchema(dashboard)).toEqual([{ pointer: '/panels/0/chart', message: '未知的取值 "pi"（是不是想写 "pie"？）' }]);
  });
});

describe('the precompiled meta-schema validator', () => {
  it('is regenerated from page.meta-schema.json (run `npx tsx scripts/gen-validators.ts` after editing it)', async () => {
    const { generate, OUTPUT } = await import('../../scripts/gen-validators');
    expect(fs.readFileSync(OUTPUT, 'utf8')).toBe(generate());
  });

  it('and the page-schema types with it: one definition, types and validator derived from it', async () => {
    const { generateTypes, TYPES_OUTPUT } = await import('../../scripts/gen-validators');
    expect(fs.readFileSync(TYPES_OUTPUT, 'utf8')).toBe(await generateTypes());
  });
});
