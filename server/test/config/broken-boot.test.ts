import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTempPlatform, menuEntry, type TempPlatform } from '../modules/temp-platform';
import { ROOT, expectRefused } from '../helper';
import { openPlatform } from '../../src/platform';
import { buildApp } from '../../src/app';
import { lintSchemas } from '../../../scripts/lint/lint-schemas';

// A broken schema file never takes the platform down: it starts, serves every other page, answers the broken page
// with its problems and lists them for the administrators.
let t: TempPlatform;
beforeAll(async () => {
  t = await createTempPlatform(({ writeJson, addMenu }) => {
    writeJson('modules/broken/regex.json', {
      schemaVersion: 1, kind: 'crud', code: 'broken/regex', title: '坏正则', table: 'biz_broken_regex', scope: 'company',
      permissionPrefix: 'broken:regex',
      fields: [{ name: 'code', label: '编码', type: 'input', dbType: 'varchar', rules: [{ pattern: '([a-z', message: '格式不对' }] }],
    });
    writeJson('modules/broken/not-json.json', '{ "schemaVersion": 1, ');
    addMenu(menuEntry('test-broken-regex', '坏正则', 'broken/regex', ['admin']));
  });
});
afterAll(() => t.close());

describe('a broken schema at start', () => {
  it('does not stop the server: every other module is served', async () => {
    const res = await t.request('lina', 'GET', '/devops/contract/income/list');
    expect(res.json()).toMatchObject({ success: true });
  });

  it('answers the broken page with its problems and serves no routes for it', async () => {
    const res = await t.request('admin', 'GET', '/devops/sys/schema/broken/regex');
    expectRefused(res, 422);
    expect(res.json().result.problems[0].pointer).toBe('/fields/0/rules/0/pattern');
    expectRefused((await t.request('admin', 'GET', '/devops/broken/regex/list')), 404);
  });

  it('lists every refused file for the administrators, and nobody else', async () => {
    const rows = (await t.request('admin', 'GET', '/devops/sys/schemaCheck/list?pageSize=100')).json().result.records as { file: string; pointer: string; message: string }[];
    expect(rows.map((r) => r.file)).toEqual(expect.arrayContaining(['modules/broken/regex.json', 'modules/broken/not-json.json']));
    expectRefused((await t.request('lina', 'GET', '/devops/sys/schemaCheck/list')), 510);
  });
});

describe('a schemas folder where every file is broken', () => {
  it('still starts: the server answers, and lists each problem the linter prints', async () => {
    const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-broken-'));
    fs.cpSync(path.join(ROOT, 'tests/fixtures/broken-schemas'), path.join(rootDir, 'schemas'), { recursive: true });
    const platform = await openPlatform({ rootDir, seedDemo: false });
    const app = await buildApp({ db: platform.db, store: platform.store, bus: platform.bus });
    try {
      expect((await app.inject({ method: 'GET', url: '/devops/health' })).json()).toMatchObject({ success: true });
      const printed = lintSchemas(path.join(rootDir, 'schemas')).problems.map((p) => `${path.relative(path.join(rootDir, 'schemas'), p.file)}#${p.pointer}: ${p.message}`);
      expect(printed.length).toBeGreaterThanOrEqual(80);
      // Demo data is linted when a fresh database reads it to seed (and by schemas:check), not at every start.
      const isSeed = (line: string) => line.includes('.seed.json#');
      expect([...platform.store.problems].sort()).toEqual(expect.arrayContaining(printed.filter((p) => !isSeed(p)).sort()));
      expect(printed.some(isSeed)).toBe(true);
      expect(platform.store.seeds.map((s) => s.page)).not.toContain('broken/target');
      // The few well-formed pages in the folder are served; a refused one answers with its problems.
      expect(platform.store.pageProblems.get('broken/badRegex')?.[0]).toMatchObject({ pointer: '/fields/0/rules/1/pattern' });
      expect(platform.store.pages.has('broken/badRegex')).toBe(false);
    } finally {
      await app.close();
      await platform.bus.close();
      await platform.db.close();
      fs.rmSync(rootDir, { recursive: true, force: true });
    }
  });
});
