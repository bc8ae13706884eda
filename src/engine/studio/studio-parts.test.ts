import { describe, expect, it } from 'vitest';
import metaSchema from '../schema/page.meta-schema.json';
import { describeAt, propertiesAt } from '../schema/meta-schema-walk';
import { schemaDiff } from '../schema/schema-diff';
import { lintPage } from '../schema/lint';
import { STUDIO_TEMPLATES } from '../schema/studio-templates';
import { createDictLookup } from '../dictionaries/dict-lookup';
import { sampleRecords } from './sample-records';
import type { PageSchema } from '../schema/page-schema';

const META = metaSchema as unknown as Record<string, unknown>;
const ledger = STUDIO_TEMPLATES.find((t) => t.id === 'ledger')!.build({ code: 'fleet/vehicleRepair', title: '车辆维修' });

describe('completion and hover from the meta-schema', () => {
  it('offers a field’s keys with their descriptions, and the page keys of its kind only', () => {
    const keys = propertiesAt(META, ledger, ['fields', 0]);
    expect(keys.find((k) => k.name === 'dbType')).toMatchObject({ required: true, values: ['varchar', 'text', 'int', 'bigint', 'numeric', 'date', 'timestamp', 'boolean'] });
    expect(keys.find((k) => k.name === 'dict')?.description).toMatch(/字典/);
    const pageKeys = propertiesAt(META, ledger, []).map((k) => k.name);
    expect(pageKeys).toEqual(expect.arrayContaining(['subTables', 'states', 'permissionPrefix']));
    expect(pageKeys).not.toContain('panels'); // a dashboard's key, not a list page's
    expect(propertiesAt(META, { kind: 'dashboard' }, []).map((k) => k.name)).toContain('panels');
  });

  it('describes a value with its allowed values', () => {
    expect(describeAt(META, ledger, ['fields', 2, 'query', 'mode']).values).toEqual(['eq', 'like', 'range', 'in']);
    expect(describeAt(META, ledger, ['scope']).description).toMatch(/数据范围/);
  });
});

describe('starter templates', () => {
  it.each(STUDIO_TEMPLATES.map((t) => [t.name, t] as const))('%s lints clean on its own', (_name, template) => {
    expect(lintPage(template.build({ code: 'demo/sample', title: '示例台账' }))).toEqual([]);
  });
});

describe('sample records', () => {
  const dicts = createDictLookup({ enable_status: [{ value: '1', text: '启用' }, { value: '0', text: '停用' }] });
  it('fill every field from its label, type and dictionary, within its limits, the same each time', () => {
    const rows = sampleRecords(ledger as unknown as PageSchema, dicts, 6);
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => r.status)).toEqual(['1', '0', '1', '0', '1', '0']);
    expect(rows.every((r) => typeof r.amount === 'number' && (r.amount as number) >= 0)).toBe(true);
    expect(rows[0]).toMatchObject({ id: 'sample01', recordDate: '2026-01-01', handler: '张伟' });
    expect(sampleRecords(ledger as unknown as PageSchema, dicts, 6)).toEqual(rows);
  });

  it('give each contract two payment-plan rows', () => {
    const contract = STUDIO_TEMPLATES.find((t) => t.id === 'contract')!.build({ code: 'demo/contract', title: '分包合同' });
    const [first] = sampleRecords(contract as unknown as PageSchema, dicts, 1);
    expect(first.paymentPlans).toHaveLength(2);
  });
});

describe('version diff', () => {
  it('names an added field once, by name, however far down it is', () => {
    const before = { fields: [{ name: 'a', label: '甲' }, { name: 'b', label: '乙' }] };
    const after = { fields: [{ name: 'c', label: '丙' }, { name: 'a', label: '甲' }, { name: 'b', label: '乙（改）' }] };
    expect(schemaDiff(before, after)).toEqual([
      { op: 'add', path: '/fields/c', after: { name: 'c', label: '丙' } },
      { op: 'replace', path: '/fields/b/label', before: '乙', after: '乙（改）' },
    ]);
  });
});
