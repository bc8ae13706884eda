import { useEffect, useMemo } from 'react';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { useDataProvider } from '../data/data-provider-context';
import {
  onlineReportClientFor, parseReportSorter, reportRowKey,
  type OnlineReportClient, type ReportDataRequest, type ReportMeta, type ReportQueryField, type ReportQueryValues, type ReportRecord,
} from './online-report-client';

export interface OnlineReportStoreOptions {
  /** Report code (`onl_cgreport_head.code`), e.g. `user_list`. */
  code: string;
  /** Report SQL parameters, sent as `self_<key>`. */
  param?: Record<string, unknown>;
  /** Initial sort, `"column=asc|desc"`. */
  sorter?: string;
  pageSize?: number;
  /** Selection keeps one row (radio) or many, across pages. */
  multi?: boolean;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Page sizes a report table offers. */
export const REPORT_PAGE_SIZES = [10, 20, 30];

/**
 * State of one Online report view (popup picker or report page): metadata, query values, paging, sort,
 * selection. One store per mounted view (MobX, never a module singleton).
 *
 * @example
 * const store = new OnlineReportStore(onlineReportClientFor(provider), { code: 'user_list' });
 * await store.init();
 * store.search({ realname: '张' });
 */
export class OnlineReportStore {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | undefined = undefined;
  meta: ReportMeta | undefined = undefined;
  queryInfo: ReportQueryField[] = [];
  records: ReportRecord[] = [];
  total = 0;
  dataLoading = false;
  dataError: string | undefined = undefined;
  pageNo = 1;
  pageSize: number;
  sort: ReportDataRequest['sort'];
  values: ReportQueryValues = {};
  readonly selected = observable.map<string, ReportRecord>();
  private request = 0;

  constructor(private readonly client: OnlineReportClient, private readonly options: OnlineReportStoreOptions) {
    this.pageSize = options.pageSize ?? REPORT_PAGE_SIZES[0];
    this.sort = parseReportSorter(options.sorter);
    makeAutoObservable<OnlineReportStore, 'client' | 'options' | 'request'>(this, { client: false, options: false, request: false });
  }

  /** Columns, then query info, then the first page (JPopup's order). Failures land in `error`. */
  async init(): Promise<void> {
    this.status = 'loading';
    this.error = undefined;
    try {
      const meta = await this.client.getColumns(this.options.code);
      const queryInfo = await this.client.getQueryInfo(meta.cgRpConfigId);
      runInAction(() => {
        this.meta = meta;
        this.queryInfo = queryInfo;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = messageOf(error);
      });
      return;
    }
    await this.loadData();
  }

  async loadData(): Promise<void> {
    if (!this.meta) return;
    const ticket = ++this.request;
    this.dataLoading = true;
    this.dataError = undefined;
    try {
      const page = await this.client.getData(this.meta.cgRpConfigId, {
        pageNo: this.pageNo, pageSize: this.pageSize, sort: this.sort, param: this.options.param, queryInfo: this.queryInfo, values: this.values,
      });
      // Only the latest request may write: a slow first page must not replace a later search.
      if (ticket !== this.request) return;
      runInAction(() => {
        this.records = page.records;
        this.total = page.total;
        this.dataLoading = false;
      });
    } catch (error) {
      if (ticket !== this.request) return;
      runInAction(() => {
        this.dataLoading = false;
        this.dataError = messageOf(error);
      });
    }
  }

  search(values: ReportQueryValues): Promise<void> {
    this.values = values;
    this.pageNo = 1;
    return this.loadData();
  }

  reset(): Promise<void> {
    return this.search({});
  }

  changePage(pageNo: number, pageSize: number): Promise<void> {
    this.pageNo = pageSize === this.pageSize ? pageNo : 1;
    this.pageSize = pageSize;
    return this.loadData();
  }

  changeSort(sort: ReportDataRequest['sort']): Promise<void> {
    this.sort = sort;
    this.pageNo = 1;
    return this.loadData();
  }

  get selectedKeys(): string[] {
    return [...this.selected.keys()];
  }

  get selectedRows(): ReportRecord[] {
    return [...this.selected.values()];
  }

  /** The table's selection for the current page; rows chosen on other pages stay chosen in multi mode. */
  setPageSelection(keys: string[]): void {
    const wanted = new Set(keys);
    if (!this.options.multi) this.selected.clear();
    for (const row of this.records) {
      const key = reportRowKey(row);
      if (wanted.has(key)) this.selected.set(key, row);
      else this.selected.delete(key);
    }
  }

  /** A row click: toggles in multi mode, chooses only this row otherwise. */
  toggleRow(row: ReportRecord): void {
    const key = reportRowKey(row);
    if (this.options.multi) {
      if (this.selected.has(key)) this.selected.delete(key);
      else this.selected.set(key, row);
      return;
    }
    this.selected.clear();
    this.selected.set(key, row);
  }

  clearSelection(): void {
    this.selected.clear();
  }
}

/**
 * One OnlineReportStore for the calling view, over the provider in context, initialised on mount and whenever
 * the report code changes.
 *
 * @example
 * const store = useOnlineReportStore({ code: 'project_list', multi: true });
 */
export function useOnlineReportStore(options: OnlineReportStoreOptions): OnlineReportStore {
  const provider = useDataProvider();
  const key = `${options.code}|${JSON.stringify(options.param ?? {})}|${options.sorter ?? ''}|${options.multi ? 1 : 0}`;
  // A new store per code/param/sorter/mode; `options` is read only when the key changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => new OnlineReportStore(onlineReportClientFor(provider), options), [provider, key]);
  useEffect(() => {
    void store.init();
  }, [store]);
  return store;
}
