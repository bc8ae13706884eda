import { useEffect, useMemo, useState } from 'react';
import { EditableGrid } from './editable-grid';
import { wideColumns, wideRows } from './editable-grid.fixtures';

/**
 * Benchmark page: `?rows=N` rows × 20 columns (default 10,000). Sets `data-ready` on its wrapper after the first
 * commit so a browser benchmark can stop its clock there.
 */
export function BenchGridPage() {
  const count = useMemo(() => {
    const n = Number(new URLSearchParams(window.location.search).get('rows'));
    return Number.isFinite(n) && n > 0 ? Math.floor(n) : 10_000;
  }, []);
  const columns = useMemo(() => wideColumns(), []);
  const rows = useMemo(() => wideRows(count), [count]);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div data-ready={ready ? 'true' : 'false'} data-rows={count} style={{ padding: 12 }}>
      <div style={{ marginBottom: 8 }}>可编辑表格基准：{count} 行 × {columns.length} 列</div>
      <EditableGrid columns={columns} dataSource={rows} rowNumber rowSelection height={Math.max(300, window.innerHeight - 80)} />
    </div>
  );
}
