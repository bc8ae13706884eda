import { useCallback, useEffect, useState } from 'react';
import { onlineReportClientFor, useDataProvider, type ReportMeta, type ReportRecord } from '@/engine';

export interface ReportRowsState {
  status: 'loading' | 'ready' | 'error';
  meta?: ReportMeta;
  rows: ReportRecord[];
  total: number;
  error?: string;
  reload(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One page of a registered report's rows for a dashboard panel, through the engine's online report client (the
 * same calls and 30 s column cache as the online report widget): columns give the report id, then getData.
 */
export function useReportRows(code: string, pageNo: number, pageSize: number): ReportRowsState {
  const provider = useDataProvider();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<ReportRowsState, 'reload'>>({ status: 'loading', rows: [], total: 0 });

  useEffect(() => {
    let active = true;
    const client = onlineReportClientFor(provider);
    setState((previous) => ({ ...previous, status: 'loading', error: undefined }));
    (async () => {
      const meta = await client.getColumns(code);
      const page = await client.getData(meta.cgRpConfigId, { pageNo, pageSize, queryInfo: [], values: {} });
      if (active) setState({ status: 'ready', meta, rows: page.records, total: page.total });
    })().catch((error: unknown) => {
      if (active) setState({ status: 'error', rows: [], total: 0, error: messageOf(error) });
    });
    return () => {
      active = false;
    };
  }, [provider, code, pageNo, pageSize, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
