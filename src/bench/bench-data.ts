import type { CrudPageSchema, DataRecord, FieldSchema } from '@/engine';

const TYPES = ['notice', 'news', 'industry', 'party'];
const COMPANIES = ['工程咨询集团', '华通公路工程咨询有限公司', '中路桥梁工程监理有限公司', '西南交通建设咨询有限公司'];

/** Twenty columns of the kinds a real list mixes: text, dictionary, dates, numbers, money. */
export const BENCH_FIELDS: FieldSchema[] = Array.from({ length: 20 }, (_, i): FieldSchema => {
  const kind = i % 5;
  if (kind === 1) return { name: `type${i}`, label: `类别${i}`, type: 'select', dbType: 'varchar', dict: 'news_type', list: { width: 110 } };
  if (kind === 2) return { name: `date${i}`, label: `日期${i}`, type: 'date', dbType: 'date', list: { width: 120 } };
  if (kind === 3) return { name: `amount${i}`, label: `金额${i}`, type: 'money', dbType: 'numeric', list: { width: 130, format: 'money' } };
  if (kind === 4) return { name: `count${i}`, label: `数量${i}`, type: 'inputNumber', dbType: 'int', list: { width: 90 } };
  return { name: `text${i}`, label: i === 0 ? '标题' : `单位${i}`, type: 'input', dbType: 'varchar', list: { width: i === 0 ? 300 : 200, ellipsis: true } };
});

export const BENCH_SCHEMA: CrudPageSchema = {
  schemaVersion: 1, kind: 'crud', code: 'bench/list', title: '列表基准', table: 'bench_list', scope: 'global',
  permissionPrefix: 'bench:list', fields: BENCH_FIELDS, actions: { add: false, edit: false, delete: false, batchDelete: false, export: false, import: false, detail: false },
};

/** `n` deterministic rows for BENCH_FIELDS. */
export function benchRows(n: number): DataRecord[] {
  return Array.from({ length: n }, (_, r) => {
    const row: DataRecord = { id: `bench-${r}` };
    BENCH_FIELDS.forEach((f, i) => {
      if (f.dict) row[f.name] = TYPES[(r + i) % 4];
      else if (f.dbType === 'date') row[f.name] = `2026-${String(1 + ((r + i) % 12)).padStart(2, '0')}-${String(1 + ((r * 7 + i) % 28)).padStart(2, '0')}`;
      else if (f.dbType === 'numeric') row[f.name] = ((r * 1237 + i * 91) % 10_000_000) / 100;
      else if (f.dbType === 'int') row[f.name] = (r * 31 + i) % 1000;
      else row[f.name] = i === 0 ? `第 ${r + 1} 号：关于做好冬季施工质量安全管理的通知` : COMPANIES[(r + i) % 4];
    });
    return row;
  });
}

export const benchRowCount = (fallback: number) => {
  const n = Number(new URLSearchParams(window.location.search).get('rows'));
  return Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), 200_000) : fallback;
};
