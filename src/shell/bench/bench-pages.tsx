import { useEffect, useMemo, useState } from 'react';
import { Table } from 'antd';
import { createMemoryDataProvider, DataProviderContextProvider } from '@/engine';
import { CrudPage } from '@/widgets/crud-page/crud-page';
import { BenchGridPage } from '@/widgets/editable-grid/bench-grid-page';
import { BENCH_FIELDS, BENCH_SCHEMA, benchRowCount, benchRows } from './bench-data';

/** Marks the page ready once `expected` table rows are in the DOM, so a benchmark can stop its clock. */
function useRowsReady(expected: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      if (document.querySelectorAll('.ant-table-row').length >= expected) setReady(true);
      else frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [expected]);
  return ready;
}

/** `/bench/list?rows=N`: the schema-rendered CRUD page with N rows × 20 columns on one page, local data. */
export function BenchListPage() {
  const count = useMemo(() => benchRowCount(1000), []);
  const provider = useMemo(() => createMemoryDataProvider({ 'bench/list': benchRows(count) }), [count]);
  const ready = useRowsReady(count);
  return (
    <div data-ready={ready ? 'true' : 'false'} style={{ padding: 12 }}>
      <DataProviderContextProvider value={provider}>
        <CrudPage schema={BENCH_SCHEMA} pageSize={count} />
      </DataProviderContextProvider>
    </div>
  );
}

/** `/bench/antd?rows=N`: antd's plain Table with the same rows and columns, the yardstick of PERFORMANCE.md. */
export function BenchAntdPage() {
  const count = useMemo(() => benchRowCount(1000), []);
  const rows = useMemo(() => benchRows(count), [count]);
  const columns = useMemo(() => BENCH_FIELDS.map((f) => ({ title: f.label, dataIndex: f.name, width: f.list?.width, ellipsis: f.list?.ellipsis })), []);
  const ready = useRowsReady(count);
  return (
    <div data-ready={ready ? 'true' : 'false'} style={{ padding: 12 }}>
      <Table rowKey="id" columns={columns} dataSource={rows} pagination={{ pageSize: count }} scroll={{ x: 2800 }} size="middle" />
    </div>
  );
}

export { BenchGridPage };
