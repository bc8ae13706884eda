import { useMemo, useState, type ChangeEvent } from 'react';
import { Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { optionLabel, type GridRowValues } from '@/engine';
import { wideColumns, wideRows } from '@/widgets/editable-grid/editable-grid.fixtures';
import { benchRowCount } from './bench-data';
import { useRowsReady } from './use-rows-ready';

/**
 * `/bench/antd?data=grid&rows=N`: antd's plain Table with the editable grid's bench rows and 20 columns, the usual
 * way to make it editable: rows in React state, 合同编号 a controlled Input in every row. One keystroke replaces the
 * rows array, so the whole table renders again: that is the cost the grid's per-cell edits avoid.
 */
export function AntdGridDataPage() {
  const count = useMemo(() => benchRowCount(1000), []);
  const [rows, setRows] = useState<GridRowValues[]>(() => wideRows(count));
  const source = useMemo(() => wideColumns(), []);
  const columns = useMemo<ColumnsType<GridRowValues>>(() => source.map((c) => {
    const labels = c.options ? new Map(c.options.map((o) => [String(o.value), optionLabel(o)])) : undefined;
    const edit = (index: number) => (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.target.value;
      setRows((prev) => prev.map((row, i) => (i === index ? { ...row, contractNo: value } : row)));
    };
    return {
      key: c.key, dataIndex: c.key, title: c.title, width: c.width, align: c.align, fixed: c.fixed === 'left' ? 'left' : undefined,
      render: c.key === 'contractNo'
        ? (value: unknown, _row: GridRowValues, index: number) => (
          <Input size="small" value={String(value ?? '')} aria-label={`合同编号第${index + 1}行`} onChange={edit(index)} />
        )
        : labels ? (value: unknown) => labels.get(String(value)) ?? String(value ?? '') : undefined,
    };
  }), [source]);
  const width = source.reduce((sum, c) => sum + (c.width ?? 140), 0);
  const ready = useRowsReady(count);
  return (
    // data-first-contract-no: where a benchmark sees that a keystroke went through the rows state and rendered.
    <div data-ready={ready ? 'true' : 'false'} data-rows={count} data-first-contract-no={String(rows[0]?.contractNo ?? '')} style={{ padding: 12 }}>
      <div style={{ marginBottom: 8 }}>antd Table 对照（可编辑表格数据）：{count} 行 × {source.length} 列</div>
      <Table
        rowKey="id" columns={columns} dataSource={rows} size="middle" bordered
        pagination={{ pageSize: count, hideOnSinglePage: true }} scroll={{ x: width, y: Math.max(300, window.innerHeight - 140) }}
      />
    </div>
  );
}
