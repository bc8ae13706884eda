import { applyComputations, pageComputations } from '@/engine/schema/compute/compute-record';
import { calendarFromItems, type WorkCalendar } from '@/engine/schema/compute/compute-functions';
import { tablePage } from '@/engine/schema/page-schema';
import { compileRecordValidator } from '@/engine/schema/record-validator';
import { seedRefOf, type SeedFile, type SeedRow } from '@/engine/schema/seed/seed-file';
import type { Queryable } from '../database';
import type { SchemaStore } from '../../schemas/schema-store';
import { loadDictTexts } from '../../tables/stores/dict-store';
import { recomputeAllRollups } from '../../tables/rollups';
import { insertSeedRecords, type SeedRecord } from '../../tables/seed-rows';
import { MODULE_TRAITS, tableModel, type TableModel } from '../../tables/table-model';
import { stableId } from './stable-id';
import { registerDemoFiles, withDemoFiles, type DemoFile } from './demo-files';
import { fieldDefault } from '@/engine/schema/field-defaults';
import { PLATFORM_TIMEZONE } from '../../http/format';

/** The id a seeded row gets from its page and `$key`, the same on every machine (and what `$ref` resolves to). */
export const seedRowId = (page: string, key: string) => stableId(`row:${page}#${key}`);

const DEFAULT_TIME = '2026-01-05 09:00:00';

function resolve(value: unknown): unknown {
  const ref = seedRefOf(value);
  if (ref) return seedRowId(ref.page, ref.key);
  if (Array.isArray(value)) return value.map(resolve);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
  return value;
}

function recordOf(model: TableModel, row: SeedRow, calendar: WorkCalendar, demoFiles: Map<string, DemoFile>): SeedRecord {
  const plain = Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith('$')).map(([k, v]) => [k, resolve(v)]));
  withDemoFiles(model.page.fields, plain, { companyId: row.$company ?? null, projectId: row.$project ?? null }, demoFiles);
  // A field the row leaves out starts at its default, as on every add.
  for (const field of model.page.fields) {
    if (field.default !== undefined && !(field.name in plain)) plain[field.name] = fieldDefault(field, new Date(`${(row.$createTime ?? DEFAULT_TIME).replace(' ', 'T')}+08:00`), PLATFORM_TIMEZONE);
  }
  const computed = applyComputations(model.page, plain, { calendar });
  const { value, errors } = compileRecordValidator(model.page)(computed);
  const problems = Object.values(errors);
  if (problems.length) throw new Error(`演示数据 ${model.page.code}#${row.$key}：${problems.join('；')}`);
  const id = seedRowId(model.page.code, row.$key);
  const subRows: SeedRecord['subRows'] = {};
  for (const sub of model.page.subTables ?? []) {
    const rows = computed[sub.name];
    if (!Array.isArray(rows)) continue;
    const validate = compileRecordValidator(sub);
    subRows[sub.name] = rows.map((r, i) => ({ id: stableId(`row:${model.page.code}#${row.$key}:${sub.name}:${i}`), values: validate(r as Record<string, unknown>).value }));
  }
  return {
    id,
    companyId: row.$company ?? null,
    projectId: model.page.scope === 'project' ? row.$project ?? null : row.$project ?? null,
    createBy: row.$createBy ?? 'admin',
    createTime: `${row.$createTime ?? DEFAULT_TIME}+08`,
    deleted: row.$deleted === true,
    values: value,
    subRows,
  };
}

/**
 * Loads every page's demo rows (`*.seed.json`, already linted with the page's validator) into a fresh database, then sums
 * every rollup once. Pages the store refused, and their files, are skipped.
 */
export async function loadSeedFiles(tx: Queryable, store: SchemaStore): Promise<number> {
  const files: SeedFile[] = store.seeds;
  if (!files.length) return 0;
  const models = [...store.pages.values()].flatMap((page) => {
    const table = tablePage(page);
    return table && table.source !== 'platform' ? [tableModel(table, MODULE_TRAITS, [])] : [];
  });
  const byCode = new Map(models.map((m) => [m.page.code, m]));
  const needsCalendar = files.some((f) => byCode.get(f.page) && pageComputations(byCode.get(f.page)!.page).needsCalendar);
  const texts = needsCalendar ? (await loadDictTexts(tx, ['work_calendar'])).get('work_calendar') : undefined;
  const calendar = calendarFromItems([...(texts ?? new Map<string, string>())].map(([value, text]) => ({ value, text })));
  let count = 0;
  const demoFiles = new Map<string, DemoFile>();
  for (const file of files) {
    const model = byCode.get(file.page);
    if (!model) continue;
    const records = file.rows.map((row) => recordOf(model, row, calendar, demoFiles));
    await insertSeedRecords(tx, model, records);
    count += records.length;
  }
  await recomputeAllRollups(tx, models);
  await registerDemoFiles(tx, store.dir, demoFiles);
  return count;
}
