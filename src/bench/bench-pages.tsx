import { useMemo } from 'react';
import { Table } from 'antd';
import { createMemoryDataProvider, DataProviderContextProvider } from '@/engine';
import { CrudPage } from '@/widgets/crud-page/crud-page';
import { BenchGridPage } from '@/widgets/editable-grid/bench-grid-page';
import { BENCH_FIELDS, BENCH_SCHEMA, benchRowCount, benchRows } from './bench-data';
import { AntdGridDataPage } from './antd-grid-page';
import { installBenchProbe } from './scroll-probe';
import { useRowsReady } from './use-rows-ready';
import { useLastRowReady } from './use-last-row-ready';

installBenchProbe();

/** `/bench/list?rows=N`: the schema-rendered CRUD page with N rows × 20 columns on one page, local data (virtualised). */
export function BenchListPage() {
  const count = useMemo(() => benchRowCount(1000), []);
  const provider = useMemo(() => createMemoryDataProvider({ 'bench/list': benchRows(count) }), [count]);
  // The list page virtualises past 100 rows: the clock stops when its last row has been scrolled into the DOM.
  const ready = useLastRowReady(`bench-${count - 1}`);
  return (
    <div data-ready={ready ? 'true' : 'false'} style={{ padding: 12 }}>
      <DataProviderContextProvider value={provider}>
        <CrudPage schema={BENCH_SCHEMA} pageSize={count} />
      </DataProviderContextProvider>
    </div>
  );
}

/**
 * `/bench/antd?rows=N`: antd's plain Table with the list page's rows and columns, the yardstick of PERFORMANCE.md;
 * with `data=grid`, the editable grid's rows and columns instead (`AntdGridDataPage`).
 */
export function BenchAntdPage() {
  const gridData = useMemo(() => new URLSearchParams(window.location.search).get('data') === 'grid', []);
  return gridData ? <AntdGridDataPage /> : <AntdListPage />;
}

function AntdListPage() {
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
