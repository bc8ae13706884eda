import { action, makeObservable, observable, runInAction } from 'mobx';
import type { DataProvider } from '../data/data-provider';
import type { DashboardPageSchema, DashboardPanel } from '../schema/page-schema';
import { onlineReportClientFor, type OnlineReportClient, type ReportMeta, type ReportRecord } from '../util/online-report-client';

/** Rows a chart reads at most: more categories than this make no readable chart. */
export const CHART_ROW_LIMIT = 500;
/** Rows of a table panel unless it says `pageSize`. */
export const TABLE_PANEL_PAGE_SIZE = 5;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** How many rows a report-backed panel reads per page: a number one, a chart up to 500, a table its page size. */
export function panelPageSize(panel: DashboardPanel): number {
  switch (panel.type) {
    case 'stat':
      return 1;
    case 'chart':
      return CHART_ROW_LIMIT;
    case 'table':
      return panel.pageSize ?? TABLE_PANEL_PAGE_SIZE;
    default:
      return 0;
  }
}

/**
 * One panel's report data: loading → ready (meta, rows, total) or error, with its own page and 重试. A panel's
 * failure never touches the others.
 */
export class PanelData {
  status: 'loading' | 'ready' | 'error' = 'loading';
  meta: ReportMeta | undefined = undefined;
  rows: ReportRecord[] = [];
  total = 0;
  error: string | undefined = undefined;
  pageNo = 1;
  readonly pageSize: number;

  private requestSeq = 0;
  private disposed = false;

  constructor(private readonly client: OnlineReportClient, readonly report: string, pageSize: number) {
    this.pageSize = pageSize;
    makeObservable<PanelData, 'requestSeq' | 'disposed' | 'client'>(this, {
      status: observable,
      meta: observable.ref,
      rows: observable.ref,
      total: observable,
      error: observable,
      pageNo: observable,
      requestSeq: false,
      disposed: false,
      client: false,
      load: action,
      setPage: action,
    });
  }

  /** Columns (cached 30 s by the client), then the current page; only the newest answer is kept. */
  async load(): Promise<void> {
    const seq = ++this.requestSeq;
    // A remount (React's strict mode runs effects twice) loads again after a dispose.
    this.disposed = false;
    this.status = 'loading';
    this.error = undefined;
    try {
      const meta = await this.client.getColumns(this.report);
      const page = await this.client.getData(meta.cgRpConfigId, { pageNo: this.pageNo, pageSize: this.pageSize, queryInfo: [], values: {} });
      runInAction(() => {
        if (seq !== this.requestSeq || this.disposed) return;
        this.meta = meta;
        this.rows = page.records;
        this.total = page.total;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (seq !== this.requestSeq || this.disposed) return;
        this.rows = [];
        this.total = 0;
        this.error = messageOf(error);
        this.status = 'error';
      });
    }
  }

  setPage(pageNo: number): Promise<void> {
    this.pageNo = pageNo;
    return this.load();
  }

  /** Ignores answers that arrive after the page has gone. */
  dispose(): void {
    this.disposed = true;
  }
}

/**
 * Page state of one dashboard: a `PanelData` per report-backed panel (stat, chart, table), `null` for widget
 * panels, which bring their own state. Made per page instance by `createDashboardStore`.
 *
 * @example
 * const store = createDashboardStore(provider, projectsDashboard);
 * store.load();
 * store.panels[0]?.rows;
 */
export class DashboardStore {
  readonly schema: DashboardPageSchema;
  readonly panels: (PanelData | null)[];

  constructor(provider: DataProvider, schema: DashboardPageSchema) {
    this.schema = schema;
    const client = onlineReportClientFor(provider);
    this.panels = schema.panels.map((panel) => (panel.type !== 'widget'
      ? new PanelData(client, panel.report, panelPageSize(panel))
      : null));
  }

  /** Loads every report-backed panel at once; each shows its own progress. */
  load(): void {
    for (const panel of this.panels) void panel?.load();
  }

  dispose(): void {
    for (const panel of this.panels) panel?.dispose();
  }
}

/**
 * Makes the store of one dashboard page. Nothing loads until `load()`.
 *
 * @example
 * const store = createDashboardStore(provider, projectsDashboard);
 */
export function createDashboardStore(provider: DataProvider, schema: DashboardPageSchema): DashboardStore {
  return new DashboardStore(provider, schema);
}
