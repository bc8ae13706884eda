import type { FieldSchema, PageSchema } from '../schema/page-schema';
import { tablePage } from '../schema/page-schema';
import type { DataRecord } from '../data/data-provider';
import type { DictLookup } from '../dictionaries/dict-lookup';

const PEOPLE = ['张伟', '李娜', '王强', '刘洋', '陈静', '赵敏', '孙立华', '周建国'];
const PLACES = ['京港澳高速K118+300', '荣乌高速雄安段', '张涿高速2标', '大广高速衡水段', '津石高速K45+600'];
const PLATES = ['冀A·3K912', '冀F·A2361', '京N·7Q805', '冀R·11837', '津C·D0526'];
const pick = <T,>(list: T[], i: number) => list[i % list.length];
const pad = (n: number) => String(n).padStart(2, '0');

/** A text that reads like the field it fills, guessed from its label (车牌号, 负责人, 电话…). */
function textFor(field: FieldSchema, i: number): string {
  const label = field.label;
  if (/车牌/.test(label)) return pick(PLATES, i);
  if (/电话|手机/.test(label)) return `1380311${String(2046 + i * 137).padStart(4, '0')}`;
  if (/人|员|负责|经办|司机/.test(label)) return pick(PEOPLE, i);
  if (/地点|位置|路段|桩号/.test(label)) return pick(PLACES, i);
  if (field.autoNumber) return `${field.autoNumber.prefix}-2026-${String(i + 1).padStart(field.autoNumber.digits ?? 4, '0')}`;
  if (/编号|单号|编码/.test(label)) return `${field.name.slice(0, 2).toUpperCase()}-2026-${String(i + 1).padStart(3, '0')}`;
  const base = `${label.replace(/（.*?）|\(.*?\)/g, '')}示例${i + 1}`;
  return field.length ? base.slice(0, field.length) : base;
}

function numberFor(field: FieldSchema, i: number): number {
  const min = field.min ?? 0;
  const max = field.max ?? (field.type === 'money' ? 200_000 : 100);
  const value = min + ((i * 37 + 13) % 97) / 97 * (max - min);
  const digits = field.dbType === 'int' || field.dbType === 'bigint' ? 0 : field.precision ?? field.scale ?? 2;
  return Number(value.toFixed(digits));
}

/** One field's sample value, or undefined when a sample would mislead (files, computed and hidden values). */
function valueFor(field: FieldSchema, i: number, dicts: DictLookup): unknown {
  if (field.compute || field.rollup) return undefined;
  if (field.dict) {
    const items = dicts.items(field.dict);
    if (!items.length) return undefined;
    return String(items[i % items.length].value);
  }
  switch (field.type) {
    case 'inputNumber':
    case 'money':
      return numberFor(field, i);
    case 'progress':
      return (i * 23) % 100;
    case 'date':
      return `2026-${pad((i % 12) + 1)}-${pad(((i * 7) % 27) + 1)}`;
    case 'datetime':
      return `2026-${pad((i % 12) + 1)}-${pad(((i * 7) % 27) + 1)} ${pad(8 + (i % 9))}:30:00`;
    case 'textarea':
    case 'richText':
      return `${field.label}：现场核查情况良好，按计划推进（示例 ${i + 1}）。`;
    case 'upload':
    case 'file':
    case 'image':
    case 'popup':
    case 'region':
    case 'hidden':
      return undefined;
    default:
      if (field.dbType === 'boolean') return i % 2 === 0;
      if (field.dbType === 'int' || field.dbType === 'bigint' || field.dbType === 'numeric') return numberFor(field, i);
      if (field.dbType === 'date') return `2026-${pad((i % 12) + 1)}-${pad(((i * 7) % 27) + 1)}`;
      return textFor(field, i);
  }
}

function recordOf(fields: FieldSchema[], i: number, dicts: DictLookup): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of fields) {
    const value = valueFor(field, i, dicts);
    if (value !== undefined) record[field.name] = value;
  }
  return record;
}

/**
 * Sample records for the studio's preview, made from the page's fields alone (nothing is read from or written to the
 * database): texts guessed from labels, numbers within `min`/`max`, dates in 2026, dictionary fields cycling through
 * their items, and two rows in each sub-table. Deterministic, so the preview does not shuffle while typing.
 *
 * @example
 * sampleRecords(page, dicts, 8)[0]; // { id: 'sample01', plateNo: '冀A·3K912', repairDate: '2026-01-01', … }
 */
export function sampleRecords(page: PageSchema, dicts: DictLookup, count = 8): DataRecord[] {
  const table = tablePage(page);
  if (!table) return [];
  return Array.from({ length: count }, (_, i) => {
    const record: DataRecord = { id: `sample${pad(i + 1)}`, createBy: pick(PEOPLE, i), createTime: `2026-05-${pad((i % 27) + 1)} 09:00:00`, version: 1 };
    Object.assign(record, recordOf(table.fields, i, dicts));
    // Every sample is a top-level node: a parent id that names no sample would only hide rows.
    if (page.kind === 'tree-crud') delete record[page.tree.parentField];
    if ('subTables' in table) {
      for (const sub of table.subTables ?? []) record[sub.name] = [0, 1].map((j) => ({ ...recordOf(sub.fields, i + j, dicts), id: `sample${pad(i + 1)}${sub.name}${j}` }));
    }
    return record;
  });
}
