import { Table } from 'antd';
import { statisticKindsOf, type FieldSchema, type ListStatistics, type StatisticKind } from '@/engine';
import { alignOf, formatStatistic } from './cell-format';

const TITLES: Record<'page' | 'all', Record<StatisticKind, string>> = {
  page: { sum: '合计', average: '平均' },
  all: { sum: '全部合计', average: '全部平均' },
};

export interface ListSummaryProps {
  /** The list's field columns, in order. */
  fields: FieldSchema[];
  /** Columns before the fields: the selection box (when the rows are selectable) and 序号. */
  leadingColumns: number;
  /** Columns after the fields (操作). */
  trailingColumns: number;
  /** 合计 / 平均 of the rows on this page. */
  page: ListStatistics;
  /** 全部合计 / 全部平均 over every row matching the query, when the backend sends them. */
  all?: ListStatistics;
}

/**
 * The summary rows under a list table for fields with `list.statistics`: 合计 / 平均 of this page, then
 * 全部合计 / 全部平均 of every matching row when the answer carries them. Nothing when no field asks.
 *
 * @example
 * <Table summary={() => <ListSummary fields={listFields} leadingColumns={2} trailingColumns={1} page={store.pageStatistics} />} />
 */
export function ListSummary({ fields, leadingColumns, trailingColumns, page, all }: ListSummaryProps) {
  const kinds = statisticKindsOf(fields);
  if (kinds.length === 0) return null;
  const rows: { key: string; title: string; kind: StatisticKind; values: ListStatistics }[] = kinds.map((kind) => ({
    key: `page-${kind}`, title: TITLES.page[kind], kind, values: page,
  }));
  if (all) {
    for (const kind of kinds) {
      if (fields.some((f) => f.list?.statistics?.includes(kind) && all[f.name]?.[kind] !== undefined)) {
        rows.push({ key: `all-${kind}`, title: TITLES.all[kind], kind, values: all });
      }
    }
  }
  return (
    <Table.Summary>
      {rows.map((row) => (
        <Table.Summary.Row key={row.key} className={`list-summary-row list-summary-${row.key}`}>
          <Table.Summary.Cell index={0} colSpan={leadingColumns} align="center">
            <strong>{row.title}</strong>
          </Table.Summary.Cell>
          {fields.map((field, i) => (
            <Table.Summary.Cell key={field.name} index={leadingColumns + i} align={alignOf(field)}>
              {field.list?.statistics?.includes(row.kind) ? <strong>{formatStatistic(field, row.values[field.name]?.[row.kind])}</strong> : null}
            </Table.Summary.Cell>
          ))}
          {trailingColumns > 0 ? <Table.Summary.Cell index={leadingColumns + fields.length} colSpan={trailingColumns} /> : null}
        </Table.Summary.Row>
      ))}
    </Table.Summary>
  );
}
