import { action, makeObservable, observable, runInAction } from 'mobx';
import type { DataProvider } from '../data/data-provider';
import type { DashboardPageSchema, DashboardPanel } from '../schema/page-schema';
import { onlineReportClientFor, type OnlineReportClient, type ReportMeta, type ReportRecord } from '../util/online-report-client';

/** Rows a chart reads at most: more categories than this make no readable chart. */
export const CHART_ROW_LIMIT = 500;
/** Rows of a table panel unless it says `pageSize`. */
export const TABLE_PANEL_PAGE_SIZE = 5;
/** Rows a scrolling table reads (it scrolls instead of paging). */
export const SCROLL_TABLE_ROWS = 20;
/** Places of a ranking unless it says `limit`. */
export const RANKING_LIMIT = 10;

/** Report parameters every panel of a dashboard sends (`self_<name>`), e.g. the company a group user views. */
export type DashboardParams = Record<string, string | undefined>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** How many rows a report-backed panel reads: a number or ring one, a chart up to 500, a table its page size, a ranking its places. */
export function panelPageSize(panel: DashboardPanel): number {
  switch (panel.type) {
    case 'stat':
      return 1;
    case 'chart':
      return CHART_ROW_LIMIT;
    case 'table':
      return panel.pageSize ?? (panel.scroll ? SCROLL_TABLE_ROWS : TABLE_PANEL_PAGE_SIZE);
    case 'ranking':
      return panel.limit ?? RANKING_LIMIT;
    case 'progress':
      return 1;
    case 'widget':
      // A widget draws all its report's rows (a route strip's sections), as a chart does.
      return panel.report ? CHART_ROW_LIMIT : 0;
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

  constructor(private readonly client: OnlineReportClient, readonly report: string, pageSize: number, private readonly params: DashboardParams = {}) {
    this.pageSize = pageSize;
    makeObservable<PanelData, 'requestSeq' | 'disposed' | 'client' | 'params'>(this, {
      status: observable,
      meta: observable.ref,
      rows: observable.ref,
      total: observable,
      error: observable,
      pageNo: observable,
      requestSeq: false,
      disposed: false,
      client: false,
      params: false,
      load: action,
      setPage: action,
    });
  }

  /**
   * Columns (cached 30 s by the client) and the current page; only the newest answer is kept. A `quiet` load (the
   * timed refresh) keeps the figures on screen until the new ones arrive instead of showing the skeleton.
   */
  async load(options: { quiet?: boolean } = {}): Promise<void> {
    const seq = ++this.requestSeq;
    // A remount (React's strict mode runs effects twice) loads again after a dispose.
    this.disposed = false;
    if (!options.quiet || this.status !== 'ready') {
      this.status = 'loading';
      this.error = undefined;
    }
    try {
      // Side by side: getData takes the report's code as well as the configId the columns' answer carries, so the
      // panel waits for one round trip, not two.
      const [meta, page] = await Promise.all([
        this.client.getColumns(this.report),
        this.client.getData(this.report, { pageNo: this.pageNo, pageSize: this.pageSize, queryInfo: [], values: {}, param: this.params }),
      ]);
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
 * Panels that never page (all but tables and widgets) and read the same report for as many rows show the same answer:
 * they share one `PanelData`, so the big screen's three contract figures cost one request, not three.
 */
const shareable = (panel: DashboardPanel) => panel.type !== 'table' && panel.type !== 'widget';

/**
 * Page state of one dashboard: a `PanelData` per report-backed panel (stat, chart, table, and a widget that names a
 * report), `null` for a widget panel without one, which brings its own state. Panels that show the same rows of one
 * report share theirs (see `shareable`). Made per page instance by `createDashboardStore`.
 *
 * @example
 * const store = createDashboardStore(provider, projectsDashboard);
 * store.load();
 * store.panels[0]?.rows;
 */
export class DashboardStore {
  readonly schema: DashboardPageSchema;
  readonly panels: (PanelData | null)[];

  constructor(provider: DataProvider, schema: DashboardPageSchema, params: DashboardParams = {}) {
    this.schema = schema;
    const client = onlineReportClientFor(provider);
    const shared = new Map<string, PanelData>();
    this.panels = schema.panels.map((panel) => {
      if (!panel.report) return null;
      const pageSize = panelPageSize(panel);
      if (!shareable(panel)) return new PanelData(client, panel.report, pageSize, params);
      const key = `${panel.report}:${pageSize}`;
      let data = shared.get(key);
      if (!data) shared.set(key, (data = new PanelData(client, panel.report, pageSize, params)));
      return data;
    });
  }

  /** Each panel's data once, however many panels show it. */
  private distinct(): PanelData[] {
    return [...new Set(this.panels.filter((p): p is PanelData => p !== null))];
  }

  /** Loads every report-backed panel at once; each shows its own progress. */
  load(): void {
    for (const panel of this.distinct()) void panel.load();
  }

  /** Reads every panel again, keeping the current figures on screen meanwhile (the timed and pushed refresh). */
  refresh(): void {
    for (const panel of this.distinct()) void panel.load({ quiet: true });
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
export function createDashboardStore(provider: DataProvider, schema: DashboardPageSchema, params?: DashboardParams): DashboardStore {
  return new DashboardStore(provider, schema, params);
}
