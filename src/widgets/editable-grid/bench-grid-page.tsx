import { useEffect, useMemo, useState } from 'react';
import { EditableGrid } from './editable-grid';
import { wideColumns, wideRows } from './editable-grid.fixtures';

/**
 * Benchmark page: `?rows=N` rows × 20 columns (default 10,000); `&toolbar=1` adds the toolbar (新增 / 撤销 / 重做)
 * for the browser tests. Sets `data-ready` on its wrapper after the first commit so a benchmark can stop its clock.
 */
export function BenchGridPage() {
  const search = useMemo(() => new URLSearchParams(window.location.search), []);
  const count = useMemo(() => {
    const n = Number(search.get('rows'));
    return Number.isFinite(n) && n > 0 ? Math.floor(n) : 10_000;
  }, [search]);
  const toolbar = search.get('toolbar') === '1';
  const columns = useMemo(() => wideColumns(), []);
  const rows = useMemo(() => wideRows(count), [count]);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div data-ready={ready ? 'true' : 'false'} data-rows={count} style={{ padding: 12 }}>
      <div style={{ marginBottom: 8 }}>可编辑表格基准：{count} 行 × {columns.length} 列</div>
      <EditableGrid
        columns={columns} dataSource={rows} rowNumber rowSelection toolbar={toolbar}
        height={Math.max(300, window.innerHeight - (toolbar ? 120 : 80))}
      />
    </div>
  );
}
