import { UnknownNode, useWidgetRegistry, type ReportPageSchema } from '@/engine';

export interface ReportPageProps {
  schema: ReportPageSchema;
}

/** The registered widget that shows an online report; reached through the registry, never imported. */
export const REPORT_WIDGET = 'online-report';

/**
 * The view of a `report` page: the online report widget (query form, table, paging, sorting, export) for
 * `schema.report`, under the page's title.
 */
export function ReportPage({ schema }: ReportPageProps) {
  const entry = useWidgetRegistry().get(REPORT_WIDGET);
  if (!entry) return <UnknownNode type={REPORT_WIDGET} path="/report" />;
  const Report = entry.component;
  return (
    <div className="report-page" data-page-code={schema.code}>
      <Report {...entry.defaults} code={schema.report} title={schema.title} />
    </div>
  );
}
