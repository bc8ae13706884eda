import { useMemo } from 'react';
import type { ReportPageSchema } from '../schema/page-schema';
import { createReportPageStore, REPORT_WIDGET, type ReportPageStore } from './report-page-store';

export interface ReportPageController {
  kind: 'report';
  schema: ReportPageSchema;
  store: ReportPageStore;
  /** Registry type of the widget that shows the report. */
  widget: typeof REPORT_WIDGET;
}

/**
 * The headless logic of a `report` page: one store per page instance naming the report and its title.
 *
 * @example
 * const ctl = useReportPageController(projectListPage);
 * const Report = registry.get(ctl.widget)?.component;
 */
export function useReportPageController(schema: ReportPageSchema): ReportPageController {
  const store = useMemo(() => createReportPageStore(schema), [schema]);
  return useMemo(() => ({ kind: 'report' as const, schema, store, widget: REPORT_WIDGET }), [schema, store]);
}
