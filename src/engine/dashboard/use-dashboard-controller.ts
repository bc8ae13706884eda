import { useEffect, useMemo, useRef } from 'react';
import type { DataProvider } from '../data/data-provider';
import { useOptionalDataProvider } from '../data/data-provider-context';
import type { DashboardPageSchema } from '../schema/page-schema';
import { createDashboardStore, type DashboardParams, type DashboardStore } from './dashboard-store';

export interface DashboardControllerOptions {
  provider?: DataProvider;
  /**
   * Report parameters every panel sends (`self_<name>`): the big screen passes the company a group user views. The
   * server ignores them for a company user (the report's SQL keys on the session), so they only narrow a group view.
   */
  params?: DashboardParams;
  /**
   * Changes when something was pushed (a notice, an approval): every panel reads its report again. Undefined while not
   * yet known; becoming known reads nothing.
   */
  refreshKey?: string | number;
}

export interface DashboardController {
  kind: 'dashboard';
  schema: DashboardPageSchema;
  /** Each panel's report data (`store.panels[index]`, null for widget panels). Read it inside `observer`. */
  store: DashboardStore;
}

const paramsKey = (params: DashboardParams | undefined) => JSON.stringify(Object.entries(params ?? {}).sort());

/**
 * The headless logic of a `dashboard` page: one store per page instance (and per set of report parameters) whose
 * panels load their reports on mount, again every `refreshSeconds` of the schema and whenever `refreshKey` changes.
 *
 * @example
 * const ctl = useDashboardController(groupScreen, { params: { company_id: 'c01' } });
 * ctl.store.panels[0]?.status; // 'loading'
 */
export function useDashboardController(schema: DashboardPageSchema, options: DashboardControllerOptions = {}): DashboardController {
  const contextProvider = useOptionalDataProvider();
  const provider = options.provider ?? contextProvider;
  if (!provider) throw new Error('useDashboardController: 未提供 DataProvider，请用 <EngineProvider> 包裹页面。');
  const key = paramsKey(options.params);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the parameters' content (key), not the object's identity
  const store = useMemo(() => createDashboardStore(provider, schema, options.params), [provider, schema, key]);
  useEffect(() => {
    store.load();
    return () => store.dispose();
  }, [store]);
  const seconds = schema.refreshSeconds;
  useEffect(() => {
    if (!seconds) return undefined;
    const timer = setInterval(() => store.refresh(), seconds * 1000);
    return () => clearInterval(timer);
  }, [store, seconds]);
  const { refreshKey } = options;
  // Only a change of a known key refreshes: the mount already loads, and refreshing there too (the key is set from the
  // start, e.g. the big screen's notice count) read every report twice on each open; a key that becomes known (from
  // undefined) is no change either.
  const seenKey = useRef(refreshKey);
  useEffect(() => {
    const known = seenKey.current !== undefined;
    if (refreshKey === seenKey.current) return;
    seenKey.current = refreshKey;
    if (known) store.refresh();
  }, [refreshKey]); // eslint-disable-line react-hooks/exhaustive-deps
  return useMemo(() => ({ kind: 'dashboard' as const, schema, store }), [schema, store]);
}
