import { observer } from 'mobx-react-lite';
import {
  PageControllerContextProvider, UnknownNode, usePageControllerContext, useReportPageController, useWidgetRegistry, type ReportPageSchema,
} from '@/engine';

export interface ReportPageProps {
  schema: ReportPageSchema;
}

/**
 * The view of a `report` page: the online report widget (query form, table, paging, sorting, export) for
 * `schema.report`, under the page's title. The widget is reached through the registry, never imported; the page's
 * state lives in the engine's report page controller.
 */
export const ReportPage = observer(function ReportPage({ schema }: ReportPageProps) {
  const controller = useReportPageController(schema);
  return (
    <PageControllerContextProvider value={controller}>
      <ReportPageView />
    </PageControllerContextProvider>
  );
});

const ReportPageView = observer(function ReportPageView() {
  const { schema, store, widget } = usePageControllerContext('report');
  const entry = useWidgetRegistry().get(widget);
  if (!entry) return <UnknownNode type={widget} path="/report" />;
  const Report = entry.component;
  return (
    <div className="report-page" data-page-code={schema.code}>
      <Report key={store.revision} {...entry.defaults} {...store.reportProps} />
    </div>
  );
});
