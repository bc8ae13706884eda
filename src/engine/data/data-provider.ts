/**
 * The contract between the engine and any backend (refine-style: one params object per call).
 * Components never call HTTP; they ask a DataProvider, which rejects with `HttpError` on failure.
 *
 * @example
 * const { data, total } = await provider.getList({
 *   resource: 'news/notice',
 *   pagination: { current: 1, pageSize: 10 },
 *   sort: { field: 'publishDate', order: 'desc' },
 *   filters: [{ field: 'title', operator: 'contains', value: '安全' }],
 * });
 */

/** Closed operator vocabulary: adding one means teaching every provider (and the server) about it. */
export const FILTER_OPERATORS = ['eq', 'contains', 'between', 'in'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** `between` takes `[begin, end]` (either may be null); `in` takes an array. */
export interface Filter {
  field: string;
  operator: FilterOperator;
  value: unknown;
}

export interface Sort {
  field: string;
  order: 'asc' | 'desc';
}

export interface Pagination {
  /** 1-based page number. */
  current: number;
  pageSize: number;
}

/** A row as the server sends it: an id plus fields, and `<field>_dictText` for dictionary fields. */
export interface DataRecord {
  id: string;
  [field: string]: unknown;
}

/** Free-form hints for a provider; never used to smuggle query strings. */
export type Meta = Record<string, unknown>;

export interface GetListParams {
  /** The page code, e.g. `news/notice`; also the API path. */
  resource: string;
  pagination: Pagination;
  sort?: Sort;
  filters?: Filter[];
  meta?: Meta;
}

/** Column statistics over every row matching the filters (not only the page), by field name. */
export type { ListStatistics } from '../schema/wire';
import type { ListStatistics } from '../schema/wire';

export interface GetListResult<T extends DataRecord = DataRecord> {
  data: T[];
  total: number;
  /**
   * 全部合计 / 全部平均 of the fields with `list.statistics`, over all rows matching the filters, when the backend
   * computes them (the server's `result.statistics`; the memory provider for the fields named in `meta.statistics`).
   */
  statistics?: ListStatistics;
}

export interface GetOneParams {
  resource: string;
  id: string;
  meta?: Meta;
}

export interface CreateParams<V = Record<string, unknown>> {
  resource: string;
  variables: V;
  meta?: Meta;
}

export interface UpdateParams<V = Record<string, unknown>> {
  resource: string;
  id: string;
  variables: V;
  meta?: Meta;
}

export interface DeleteParams {
  resource: string;
  id: string;
  meta?: Meta;
}

export interface DeleteManyParams {
  resource: string;
  ids: string[];
  meta?: Meta;
}

/** Export of the rows matching the list's filters and sort; `selections` narrows it to chosen ids. */
export interface ExportParams {
  resource: string;
  sort?: Sort;
  filters?: Filter[];
  selections?: string[];
  /** A download that is not `<resource>/exportXls`, e.g. an Online report's `/online/cgreport/api/exportXls/{code}`. */
  url?: string;
  /** Query values sent as they are (a report's query fields, `self_<param>`), besides filters and sort. */
  query?: Record<string, unknown>;
  meta?: Meta;
}

export interface ExportResult {
  /** The spreadsheet; empty when the server sent nothing. */
  data: Blob;
}

export interface ImportParams {
  resource: string;
  file: Blob;
  /** Name sent with the multipart part (a `File` carries its own). */
  fileName?: string;
  meta?: Meta;
}

/** One refused spreadsheet row of a partial import. */
export interface ImportRowError {
  row: number;
  message: string;
}

/** `success`: every row saved; `partial`: the server's 201 answer, some rows refused (listed in `errors`). */
export interface ImportResult {
  status: 'success' | 'partial';
  message: string;
  errors: ImportRowError[];
  /** What the server says of saved rows, by row number, shown once and never again (an imported user's first password). */
  notes?: ImportRowError[];
}

export interface CustomParams {
  /** Path relative to the provider's base, e.g. `/sys/schema/news/notice`. */
  url: string;
  method: 'get' | 'post' | 'put' | 'delete';
  query?: Record<string, unknown>;
  payload?: unknown;
  headers?: Record<string, string>;
  meta?: Meta;
}

/** Rows of the recycle bin, restored or purged by id (JeecgBoot `recycleBin` / `putRecycleBin` / `deleteRecycleBin`). */
export interface RecycleBinParams {
  resource: string;
  meta?: Meta;
}

export interface RecycleBinIdsParams {
  resource: string;
  ids: string[];
  meta?: Meta;
}

export interface UploadOptions {
  /** Server sub-directory (JeecgBoot `biz`), `temp` by default. */
  biz?: string;
  /** Name sent with the multipart part (a `File` carries its own). */
  fileName?: string;
  /** Sent as Idempotency-Key (a fresh one when omitted): the same key on a retry stores the file once. */
  idempotencyKey?: string;
}

/** Upload progress in percent, 0–100. */
export type UploadProgress = (percent: number) => void;

export interface DataResult<T> {
  data: T;
  /** The server's message with the answer (a workflow step says what it did). */
  message?: string;
}

/** A record with its sub-nodes, as JeecgBoot's `queryTreeList` sends it; a leaf has no (or an empty) `children`. */
export type TreeRecord<T extends DataRecord = DataRecord> = T & { children?: TreeRecord<T>[] };

/**
 * The whole tree of a resource (no paging). `meta.parentField` names the field holding a node's parent id
 * (`parentId` by default); the server knows it from the schema, the memory provider nests flat rows by it.
 */
export interface GetTreeParams {
  resource: string;
  /** Order of siblings. */
  sort?: Sort;
  filters?: Filter[];
  meta?: Meta;
}

export interface DataProvider {
  getList<T extends DataRecord = DataRecord>(params: GetListParams): Promise<GetListResult<T>>;
  getOne<T extends DataRecord = DataRecord>(params: GetOneParams): Promise<DataResult<T>>;
  create<T extends DataRecord = DataRecord>(params: CreateParams): Promise<DataResult<T>>;
  update<T extends DataRecord = DataRecord>(params: UpdateParams): Promise<DataResult<T>>;
  delete<T extends DataRecord = DataRecord>(params: DeleteParams): Promise<DataResult<T>>;
  custom<T = unknown>(params: CustomParams): Promise<DataResult<T>>;
  /**
   * Every node of a tree resource, nested in `children` (JeecgBoot `GET /<code>/queryTreeList`).
   * Optional: callers say so when missing.
   *
   * @example
   * const { data } = await provider.getTree!({ resource: 'sys/sysDepart', meta: { parentField: 'parentId' } });
   * data[0].children?.[0].departName; // '工程监理一部'
   */
  getTree?<T extends DataRecord = DataRecord>(params: GetTreeParams): Promise<DataResult<TreeRecord<T>[]>>;
  /** All-or-nothing delete of several rows (JeecgBoot `deleteBatch`). Optional: callers say so when missing. */
  deleteMany?(params: DeleteManyParams): Promise<DataResult<{ ids: string[] }>>;
  /** The spreadsheet of the rows matching filters and sort (JeecgBoot `exportXls`). */
  exportFile?(params: ExportParams): Promise<ExportResult>;
  /** Uploads a spreadsheet (JeecgBoot `importExcel`); rejects with HttpError when nothing was imported. */
  importFile?(params: ImportParams): Promise<ImportResult>;
  /** Deleted rows of a module, newest first, with `_dictText` (JeecgBoot `recycleBin`). */
  listDeleted?<T extends DataRecord = DataRecord>(params: RecycleBinParams): Promise<DataResult<T[]>>;
  /** Puts deleted rows back (JeecgBoot `putRecycleBin`); resolves with the server's message. */
  restore?(params: RecycleBinIdsParams): Promise<DataResult<{ ids: string[]; message: string }>>;
  /** Removes deleted rows for good, with their sub-table rows (JeecgBoot `deleteRecycleBin`). */
  purge?(params: RecycleBinIdsParams): Promise<DataResult<{ ids: string[]; message: string }>>;
  /**
   * Stores one file (JeecgBoot `POST /sys/common/upload`, multipart `file` + `biz`) and resolves with its stored
   * path, which the server answers in `message`.
   */
  upload?(file: Blob, options?: UploadOptions, onProgress?: UploadProgress): Promise<string>;
  /**
   * The address a browser can open or show for a stored file path (a link's `href`, an `<img src>`): the server
   * answers a short-lived signed URL (`GET /sys/common/signUrl?path=`), so no token travels in an address.
   * Absolute URLs come back as they are.
   *
   * @example
   * const href = await provider.fileUrl!('temp/202606/3f2a….pdf'); // '/devops/sys/common/static/temp/…?exp=…&sig=…'
   */
  fileUrl?(path: string): Promise<string>;
}
