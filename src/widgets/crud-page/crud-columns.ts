import type { TableColumnsType } from 'antd';
import type { DataRecord, DictLookup, FieldSchema, Sort, StateMachine } from '@/engine';
import { widgetMessages } from '../messages';
import { alignOf } from '../shared/list/cell-format';
import { cellRenderer } from '../shared/list/cell-render';

const toAntdOrder = (field: string, sort: Sort | undefined) =>
  sort?.field === field ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

/**
 * Table columns for a list: 序号 first (counting across pages), then one column per visible field (file names as
 * links, pictures as thumbnails, `list.link` cells as links). Sort state is controlled by the store so the arrow
 * always matches the rows. With a state machine's deadline, an open record past it shows 逾期 N 天.
 */
export function buildColumns(
  fields: FieldSchema[],
  dicts: DictLookup,
  state: { page: number; pageSize: number; sort: Sort | undefined },
  states?: StateMachine,
): TableColumnsType<DataRecord> {
  const indexColumn: TableColumnsType<DataRecord>[number] = {
    title: widgetMessages.rowIndex,
    key: '__rowIndex',
    width: 64,
    align: 'center',
    fixed: fields.some((f) => f.list?.fixed === 'left') ? 'left' : undefined,
    render: (_value, _record, index) => (state.page - 1) * state.pageSize + index + 1,
  };
  return [
    indexColumn,
    ...fields.map((field) => ({
      title: field.label,
      dataIndex: field.name,
      key: field.name,
      width: field.list?.width,
      fixed: field.list?.fixed,
      ellipsis: field.list?.ellipsis ? { showTitle: true } : undefined,
      align: alignOf(field),
      sorter: field.list?.sorter ? true : undefined,
      sortOrder: field.list?.sorter ? toAntdOrder(field.name, state.sort) : undefined,
      render: cellRenderer(field, dicts, states),
    })),
  ];
}
