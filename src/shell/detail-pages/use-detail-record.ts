import { useEffect, useState } from 'react';
import { isHttpError, useDataProvider, type DataRecord } from '@/engine';

export type DetailState =
  | { status: 'no-id' }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; record: DataRecord };

/**
 * One record of a page schema read through the table layer's `queryById` (rights and company/project scope are the
 * server's), quietly: a missing or refused record is this page's message, not a toast.
 *
 * @example
 * const state = useDetailRecord('innovation/highlight', params.get('id'));
 */
export function useDetailRecord(pageCode: string, id: string | null): DetailState {
  const provider = useDataProvider();
  const [state, setState] = useState<DetailState>(id ? { status: 'loading' } : { status: 'no-id' });
  useEffect(() => {
    if (!id) {
      setState({ status: 'no-id' });
      return undefined;
    }
    let active = true;
    setState({ status: 'loading' });
    provider.custom<DataRecord | null>({ url: `/${pageCode}/queryById`, method: 'get', query: { id }, meta: { silent: true } }).then(
      ({ data }) => active && setState(data && typeof data === 'object' ? { status: 'ready', record: data } : { status: 'not-found' }),
      (error: unknown) => {
        if (!active) return;
        const status = isHttpError(error) ? error.status : 0;
        setState(status === 403 || status === 404 || status === 400 ? { status: 'not-found' } : { status: 'failed', message: error instanceof Error ? error.message : '' });
      },
    );
    return () => {
      active = false;
    };
  }, [provider, pageCode, id]);
  return state;
}

/** The stored paths of a file or picture field (comma-separated, as uploads are stored). */
export function filePaths(value: unknown): string[] {
  return typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : [];
}
