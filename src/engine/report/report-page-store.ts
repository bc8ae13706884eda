import { action, computed, makeObservable, observable } from 'mobx';
import type { ReportPageSchema } from '../schema/page-schema';

/** The registered widget that shows an online report; the report page reaches it through the registry. */
export const REPORT_WIDGET = 'online-report';

/**
 * Page state of one `report` page: which report it shows, under which title, and a revision that remounts the
 * report (刷新) — the report's own query, paging and sort live in the online report widget's store.
 *
 * @example
 * const store = createReportPageStore(projectListPage);
 * store.reportProps; // { code: 'project_list', title: '项目清单' }
 */
export class ReportPageStore {
  revision = 0;
  readonly schema: ReportPageSchema;

  constructor(schema: ReportPageSchema) {
    this.schema = schema;
    makeObservable(this, { revision: observable, reportProps: computed, reload: action });
  }

  /** What the online report widget receives: the report code and the page's title in place of the report's name. */
  get reportProps(): { code: string; title: string } {
    return { code: this.schema.report, title: this.schema.title };
  }

  /** Shows the report afresh (columns, query and first page loaded again). */
  reload(): void {
    this.revision += 1;
  }
}

/**
 * Makes the MobX store of one report page.
 *
 * @example
 * const store = createReportPageStore(projectListPage);
 */
export function createReportPageStore(schema: ReportPageSchema): ReportPageStore {
  return new ReportPageStore(schema);
}
