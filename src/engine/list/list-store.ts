import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { DataProvider, DataRecord, Filter, ListStatistics, Sort } from '../data/data-provider';
import type { CrudPageSchema } from '../schema/page-schema';
import { pageStatistics, statisticFieldsOf } from './list-statistics';
import { buildFilters, defaultQueryValues, type QueryValues } from './query-fields';
import type { RecordDialog } from '../page/record-dialog';

/** Rows per page unless the page says otherwise (10, with 10/20/30 offered). */
export const DEFAULT_PAGE_SIZE = 10;

export interface ListStoreOptions {
  pageSize?: number;
  /** Conditions the page opens with on top of the fields' defaults (a drill-down link's); 重置 drops them. */
  initialQuery?: QueryValues;
}

/**
 * Page state of one list: made per page instance by `createListStore`, never shared.
 * Actions return the load promise so callers (and tests) can wait for the rows.
 *
 * @example
 * const store = createListStore(provider, schema);
 * await store.setPage(2);
 * store.rows; // the second page
 */
export class ListStore {
  rows: DataRecord[] = [];
  total = 0;
  page = 1;
  pageSize: number;
  sort: Sort | undefined;
  filters: Filter[] = [];
  loading = false;
  error: Error | null = null;
  /** Ids of the rows ticked in the grid; kept across pages, cleared after a delete. */
  selectedIds: string[] = [];
  /** 全部合计 / 全部平均 over every matching row, when the backend answers them (`list.statistics` fields). */
  statistics: ListStatistics | undefined = undefined;
  /** The record dialog (新增 / 编辑 / 详情 / 回收站) open on the page, if any. */
  dialog: RecordDialog | null = null;

  readonly schema: CrudPageSchema;
  private readonly provider: DataProvider;
  private readonly statisticFields: string[];
  // Only the newest request may write state: a slow old answer must not overwrite a newer one.
  private requestSeq = 0;

  constructor(provider: DataProvider, schema: CrudPageSchema, options: ListStoreOptions = {}) {
    this.provider = provider;
    this.schema = schema;
    this.pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
    this.sort = schema.defaultSort ? { ...schema.defaultSort } : undefined;
    this.filters = buildFilters(schema, { ...defaultQueryValues(schema), ...options.initialQuery });
    this.statisticFields = statisticFieldsOf(schema.fields).map((f) => f.name);
    makeObservable<ListStore, 'requestSeq' | 'statisticFields'>(this, {
      rows: observable.ref,
      total: observable,
      page: observable,
      pageSize: observable,
      sort: observable.ref,
      filters: observable.ref,
      loading: observable,
      error: observable.ref,
      selectedIds: observable.ref,
      statistics: observable.ref,
      dialog: observable.ref,
      openDialog: action,
      closeDialog: action,
      pageStatistics: computed,
      setSelection: action,
      clearSelection: action,
      requestSeq: false,
      statisticFields: false,
      pageCount: computed,
      load: action,
      setPage: action,
      setSort: action,
      search: action,
      reset: action,
    });
  }

  openDialog(dialog: RecordDialog): void {
    this.dialog = dialog;
  }

  closeDialog(): void {
    this.dialog = null;
  }

  setSelection(ids: string[]): void {
    this.selectedIds = [...ids];
  }

  clearSelection(): void {
    this.selectedIds = [];
  }

  /** 合计 / 平均 of the rows on this page, per field with `list.statistics`. */
  get pageStatistics(): ListStatistics {
    return pageStatistics(this.rows, this.schema.fields);
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  async load(): Promise<void> {
    const seq = ++this.requestSeq;
    this.loading = true;
    this.error = null;
    try {
      const result = await this.provider.getList({
        resource: this.schema.code,
        pagination: { current: this.page, pageSize: this.pageSize },
        sort: this.sort,
        filters: this.filters,
        // The memory provider computes the totals of the fields named here; the server reads them from the schema.
        ...(this.statisticFields.length ? { meta: { statistics: this.statisticFields } } : {}),
      });
      if (seq !== this.requestSeq) return;
      // Deleting the last rows of the last page leaves the page empty: step back to the real last page.
      if (result.data.length === 0 && result.total > 0 && this.page > 1) {
        runInAction(() => {
          this.page = Math.ceil(result.total / this.pageSize);
        });
        return this.load();
      }
      runInAction(() => {
        this.rows = result.data;
        this.total = result.total;
        this.statistics = result.statistics;
        this.loading = false;
      });
    } catch (error) {
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        this.error = error instanceof Error ? error : new Error(String(error));
        // Old rows under the new page number and sort would be mislabelled; show none rather than wrong ones.
        this.rows = [];
        this.total = 0;
        this.statistics = undefined;
        this.loading = false;
      });
    }
  }

  setPage(page: number, pageSize: number = this.pageSize): Promise<void> {
    if (pageSize !== this.pageSize) {
      this.pageSize = pageSize;
    }
    this.page = Math.max(1, page);
    return this.load();
  }

  /** Back to page 1, as a new order makes the old page meaningless; `undefined` leaves the order to the server. */
  setSort(sort: Sort | undefined): Promise<void> {
    this.sort = sort;
    this.page = 1;
    return this.load();
  }

  search(filters: Filter[]): Promise<void> {
    this.filters = filters;
    this.page = 1;
    return this.load();
  }

  /** Back to the page's opening conditions (its fields' `query.default`, usually none), page 1 and its own order. */
  reset(): Promise<void> {
    this.filters = buildFilters(this.schema, defaultQueryValues(this.schema));
    this.page = 1;
    this.sort = this.schema.defaultSort ? { ...this.schema.defaultSort } : undefined;
    return this.load();
  }
}

/**
 * Makes the MobX store of one list page. Nothing loads until `load()` (or another action) is called.
 *
 * @example
 * const store = createListStore(provider, noticeSchema);
 * await store.load();
 * store.rows.length; // up to 10
 * await store.search([{ field: 'title', operator: 'contains', value: '安全' }]);
 */
export function createListStore(provider: DataProvider, schema: CrudPageSchema, options?: ListStoreOptions): ListStore {
  return new ListStore(provider, schema, options);
}
