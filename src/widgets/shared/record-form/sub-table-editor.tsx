import { forwardRef, Suspense, useMemo, type ComponentType, type Ref } from 'react';
import { Alert, Spin, Table, Typography, type TableColumnsType } from 'antd';
import {
  applyComputations, pageComputations, subRowsOf, subTableColumns, useDictLookup, useWidgetRegistry,
  type DataRecord, type GridColumn, type GridRowValues, type SubTableSchema,
} from '@/engine';
import { widgetMessages } from '../../messages';
import { alignOf } from '../list/cell-format';
import { CellView } from '../list/cell-render';
import { recordFormMessages } from './record-form-messages';

/** What the form needs of the editable grid (its `ref` API); declared here because widgets do not import each other. */
export interface SubGridApi {
  getValues(): GridRowValues[];
  validate(): Promise<{ rowIndex: number; title: string; message: string }[]>;
}

interface GridProps {
  columns: GridColumn[];
  dataSource: GridRowValues[];
  toolbar: boolean;
  toolbarButtons: string[];
  rowNumber: boolean;
  rowSelection: boolean;
  dragSort: boolean;
  dragSortKey: string;
  autoHeight: { minRows: number; maxRows: number };
  size: string;
  disabled?: boolean;
  computeRow?: (values: GridRowValues) => GridRowValues;
  onRowsChange?: (rows: GridRowValues[]) => void;
  ref?: Ref<SubGridApi>;
}

/** The grid grows with its rows from 3 rows' height to 8, then scrolls (no tall empty box for a short plan). */
const AUTO_HEIGHT = { minRows: 3, maxRows: 8 };
const TOOLBAR: string[] = ['add', 'remove'];

export interface SubTableEditorProps {
  sub: SubTableSchema;
  /** Rows loaded with the record; a new array re-creates the grid's rows. */
  rows: GridRowValues[];
  /** The server's messages about this sub-table's rows from the last save. */
  errors?: string[];
  disabled?: boolean;
  /** Every row after each change (the form totals them). */
  onRowsChange?(rows: GridRowValues[]): void;
}

/**
 * One sub-table of a record form: its title, the server's row messages, and the editable grid (from the registry,
 * type `editable-grid`) with 新增 / 删除, row numbers, selection and drag sort. The form reads it through `ref`.
 */
export const SubTableEditor = forwardRef<SubGridApi, SubTableEditorProps>(function SubTableEditor({ sub, rows, errors, disabled, onRowsChange }, ref) {
  const registry = useWidgetRegistry();
  const Grid = registry.get('editable-grid')?.component as ComponentType<GridProps> | undefined;
  const columns = useMemo(() => subTableColumns(sub), [sub]);
  // A row's computed cells (金额 = 数量 × 单价) follow each edit, by the expressions the server computes them with.
  const computeRow = useMemo(() => {
    const computed = pageComputations({ fields: sub.fields }).main.map((c) => c.field.name);
    if (!computed.length) return undefined;
    return (values: GridRowValues) => {
      const next = applyComputations({ fields: sub.fields }, values);
      return Object.fromEntries(computed.map((name) => [name, next[name]]));
    };
  }, [sub]);
  return (
    <section className="crud-sub-table" data-sub-table={sub.name} style={{ marginTop: 8 }}>
      <Typography.Title level={5} style={{ margin: '8px 0' }}>{sub.title}</Typography.Title>
      {errors?.length ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          message={<ul style={{ margin: 0, paddingInlineStart: 16 }}>{errors.map((text) => <li key={text}>{text}</li>)}</ul>}
        />
      ) : null}
      {Grid ? (
        <Suspense fallback={<Spin />}>
          <Grid
            ref={ref}
            columns={columns}
            dataSource={rows}
            toolbar={!disabled}
            toolbarButtons={TOOLBAR}
            rowNumber
            rowSelection={!disabled}
            dragSort={!disabled}
            dragSortKey={sub.orderField ?? 'orderNum'}
            autoHeight={AUTO_HEIGHT}
            size="small"
            disabled={disabled}
            computeRow={computeRow}
            onRowsChange={onRowsChange}
          />
        </Suspense>
      ) : (
        <Alert type="warning" showIcon message={recordFormMessages.subTableNoGrid} />
      )}
    </section>
  );
});

/** A sub-table in 详情: a read-only table with dictionary texts and formatted values. */
export function SubTableDetail({ sub, record }: { sub: SubTableSchema; record: DataRecord }) {
  const dicts = useDictLookup();
  const rows = useMemo(() => subRowsOf(record, sub) as DataRecord[], [record, sub]);
  const columns: TableColumnsType<DataRecord> = [
    { title: widgetMessages.rowIndex, key: '__rowIndex', width: 64, align: 'center', render: (_v, _r, index) => index + 1 },
    ...sub.fields
      .filter((field) => field.type !== 'hidden' && !field.form?.hidden)
      .map((field) => ({
        title: field.label,
        key: field.name,
        dataIndex: field.name,
        width: field.list?.width,
        align: alignOf(field),
        render: (_value: unknown, row: DataRecord) => <CellView field={field} record={row} dicts={dicts} />,
      })),
  ];
  return (
    <section className="crud-sub-table-detail" data-sub-table={sub.name} style={{ marginTop: 16 }}>
      <Typography.Title level={5} style={{ margin: '8px 0' }}>{sub.title}</Typography.Title>
      <Table<DataRecord> rowKey={(row) => String(row.id ?? rows.indexOf(row))} bordered size="small" columns={columns} dataSource={rows} pagination={false} />
    </section>
  );
}
