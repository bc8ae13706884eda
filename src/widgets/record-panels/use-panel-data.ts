import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from '@/engine';

/** Loads a panel's data from one GET endpoint; `reload` asks again (after a change). */
export function usePanelData<T>(url: string, query: Record<string, unknown>) {
  const provider = useDataProvider();
  const [state, setState] = useState<{ data?: T; message?: string; error?: string; loading: boolean }>({ loading: true });
  const key = JSON.stringify(query);
  const reload = useCallback(async () => {
    setState((s) => ({ ...s, loading: true }));
    try {
      const answer = await provider.custom<T>({ url, method: 'get', query: JSON.parse(key) as Record<string, unknown> });
      setState({ data: answer.data, message: answer.message, loading: false });
    } catch (error) {
      setState({ error: (error as Error).message, loading: false });
    }
  }, [provider, url, key]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, reload };
}
