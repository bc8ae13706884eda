import type { DataRecord, ListStatistics } from '../data/data-provider';
import type { FieldSchema } from '../schema/page-schema';

export type StatisticKind = 'sum' | 'average';

/** Kinds in the order the summary rows show them: 合计 above 平均. */
export const STATISTIC_KINDS: readonly StatisticKind[] = ['sum', 'average'];

/**
 * The fields whose column carries a statistic (`list.statistics`).
 *
 * @example
 * statisticFieldsOf(income.fields).map((f) => f.name); // ['amount']
 */
export function statisticFieldsOf(fields: FieldSchema[]): FieldSchema[] {
  return fields.filter((field) => (field.list?.statistics?.length ?? 0) > 0);
}

/**
 * Which summary rows a list needs: every kind at least one field asks for, 合计 first.
 *
 * @example
 * statisticKindsOf(income.fields); // ['sum']
 */
export function statisticKindsOf(fields: FieldSchema[]): StatisticKind[] {
  return STATISTIC_KINDS.filter((kind) => fields.some((f) => f.list?.statistics?.includes(kind)));
}

const numberOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * 合计 / 平均 of the rows on screen, per field that asks for them (empty cells count in neither; 2 decimals).
 *
 * @example
 * pageStatistics([{ id: '1', amount: '100.5' }, { id: '2', amount: 200 }], income.fields);
 * // { amount: { sum: 300.5 } }
 */
export function pageStatistics(rows: DataRecord[], fields: FieldSchema[]): ListStatistics {
  const round = (n: number) => Math.round(n * 100) / 100;
  const result: ListStatistics = {};
  for (const field of statisticFieldsOf(fields)) {
    const values = rows.map((row) => numberOf(row[field.name])).filter((n): n is number => n !== null);
    const sum = values.reduce((total, n) => total + n, 0);
    const kinds = field.list!.statistics!;
    result[field.name] = {
      ...(kinds.includes('sum') ? { sum: round(sum) } : {}),
      ...(kinds.includes('average') ? { average: values.length ? round(sum / values.length) : 0 } : {}),
    };
  }
  return result;
}
