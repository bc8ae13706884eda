import { useEffect, useMemo } from 'react';
import type { DataProvider } from '../data/data-provider';
import { useOptionalDataProvider } from '../data/data-provider-context';
import type { DashboardPageSchema } from '../schema/page-schema';
import { createDashboardStore, type DashboardStore } from './dashboard-store';

export interface DashboardControllerOptions {
  provider?: DataProvider;
}

export interface DashboardController {
  kind: 'dashboard';
  schema: DashboardPageSchema;
  /** Each panel's report data (`store.panels[index]`, null for widget panels). Read it inside `observer`. */
  store: DashboardStore;
}

/**
 * The headless logic of a `dashboard` page: one store per page instance whose panels load their reports on mount.
 *
 * @example
 * const ctl = useDashboardController(projectsDashboard);
 * ctl.store.panels[0]?.status; // 'loading'
 */
export function useDashboardController(schema: DashboardPageSchema, options: DashboardControllerOptions = {}): DashboardController {
  const contextProvider = useOptionalDataProvider();
  const provider = options.provider ?? contextProvider;
  if (!provider) throw new Error('useDashboardController: 未提供 DataProvider，请用 <EngineProvider> 包裹页面。');
  const store = useMemo(() => createDashboardStore(provider, schema), [provider, schema]);
  useEffect(() => {
    store.load();
    return () => store.dispose();
  }, [store]);
  return useMemo(() => ({ kind: 'dashboard' as const, schema, store }), [schema, store]);
}
