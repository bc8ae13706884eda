import type { DataProvider } from '../data/data-provider';
import type { DictItem } from '../dictionaries/dict-lookup';

/** One column as `getRpColumns` sends it (`sorter` is the string 'true'/'false'; `customRender` a dictOptions key). */
export interface ReportColumn {
  title: string;
  dataIndex: string;
  fieldType?: string;
  align?: 'left' | 'center' | 'right';
  sorter?: string;
  isTotal?: string;
  customRender?: string;
}

/** `getRpColumns/{code}` result. */
export interface ReportMeta {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: ReportColumn[];
  dictOptions: Record<string, DictItem[]>;
}

/** One `getQueryInfo/{id}` entry; `mode: 'group'` is a range, `hidden: '1'` sits behind 展开. */
export interface ReportQueryField {
  label: string;
  field: string;
  view: string;
  mode?: 'single' | 'group';
  hidden?: string;
  dictCode?: string;
}

export type ReportRecord = Record<string, unknown>;

export interface ReportPage {
  total: number;
  records: ReportRecord[];
}

/** Query values of the report form: a string, or `[begin, end]` for a range field. */
export type ReportQueryValues = Record<string, string | [string | undefined, string | undefined] | undefined>;

export interface ReportDataRequest {
  pageNo: number;
  pageSize: number;
  sort?: { column: string; order: 'asc' | 'desc' };
  /** Report SQL parameters, sent as `self_<key>`. */
  param?: Record<string, unknown>;
  queryInfo: ReportQueryField[];
  values: ReportQueryValues;
}

/** How long columns and query info stay cached per report (JPopup's 30 s group cache). */
export const REPORT_META_CACHE_MS = 30_000;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The `getData` query string: paging, sort, `self_*` parameters and one entry per query field
 * (`<field>_begin` / `<field>_end` for ranges). Free text on a string field becomes `*text*`, which the server
 * reads as a contains match.
 *
 * @example
 * buildReportDataQuery({ pageNo: 1, pageSize: 10, queryInfo, values: { realname: '张' } });
 * // { pageNo: 1, pageSize: 10, realname: '*张*' }
 */
export function buildReportDataQuery(request: ReportDataRequest): Record<string, unknown> {
  const query: Record<string, unknown> = { pageNo: request.pageNo, pageSize: request.pageSize };
  if (request.sort) {
    query.column = request.sort.column;
    query.order = request.sort.order;
  }
  for (const [key, value] of Object.entries(request.param ?? {})) if (!isBlank(value)) query[`self_${key}`] = value;
  for (const field of request.queryInfo) {
    const value = request.values[field.field];
    if (field.mode === 'group') {
      const [begin, end] = Array.isArray(value) ? value : [];
      if (!isBlank(begin)) query[`${field.field}_begin`] = begin;
      if (!isBlank(end)) query[`${field.field}_end`] = end;
    } else if (!isBlank(value) && !Array.isArray(value)) {
      const text = String(value).trim();
      query[field.field] = field.view === 'string' && !text.includes('*') ? `*${text}*` : text;
    }
  }
  return query;
}

/**
 * `sorter` prop syntax `"column=desc"` → sort; `undefined` when empty or malformed.
 *
 * @example
 * parseReportSorter('create_time=desc'); // { column: 'create_time', order: 'desc' }
 */
export function parseReportSorter(sorter: string | undefined): ReportDataRequest['sort'] {
  const match = /^\s*([\w.]+)\s*=\s*(asc|desc)\s*$/i.exec(sorter ?? '');
  return match ? { column: match[1], order: match[2].toLowerCase() as 'asc' | 'desc' } : undefined;
}

/**
 * Display text of a (possibly comma-separated) value in report dictionary options, like `filterMultiDictText`.
 *
 * @example
 * reportDictText([{ value: '1', text: '男' }], '1'); // '男'
 */
export function reportDictText(items: DictItem[] | undefined, value: unknown): string {
  if (isBlank(value)) return '';
  const raw = String(value);
  if (!items?.length) return raw;
  return raw.split(',').map((v) => {
    const item = items.find((i) => String(i.value) === v.trim());
    return item ? item.text ?? item.title ?? item.label ?? v : v;
  }).join(',');
}

/**
 * A stable key for a report row: the `id` first, then every other value (JPopup hashes the same string).
 *
 * @example
 * reportRowKey({ id: '7', username: 'zhangsan' }); // '7|zhangsan'
 */
export function reportRowKey(row: ReportRecord): string {
  const rest = Object.entries(row).filter(([k]) => k !== 'id').map(([, v]) => String(v ?? ''));
  return [String(row.id ?? ''), ...rest].join('|');
}

export interface OnlineReportClient {
  getColumns(code: string): Promise<ReportMeta>;
  getQueryInfo(configId: string): Promise<ReportQueryField[]>;
  /** One page of rows; `configId` is the id `getColumns` answered, or the report's code. */
  getData(configId: string, request: ReportDataRequest): Promise<ReportPage>;
}

/**
 * JeecgBoot's Online report API over the data provider, with a 30 s cache of columns and query info per report.
 *
 * @example
 * const client = onlineReportClientFor(provider);
 * const meta = await client.getColumns('user_list');
 * const page = await client.getData(meta.cgRpConfigId, { pageNo: 1, pageSize: 10, queryInfo: [], values: {} });
 */
export function createOnlineReportClient(provider: DataProvider, options: { now?: () => number; cacheMs?: number } = {}): OnlineReportClient {
  const now = options.now ?? Date.now;
  const ttl = options.cacheMs ?? REPORT_META_CACHE_MS;
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttl) return hit.value as Promise<T>;
    const value = load();
    value.catch(() => cache.delete(key));
    cache.set(key, { at: now(), value });
    return value;
  }
  return {
    getColumns: (code) => cached(`columns:${code}`, async () => {
      const { data } = await provider.custom<ReportMeta>({ url: `/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`, method: 'get' });
      if (!data || !Array.isArray(data.columns)) throw new Error('报表列信息格式不正确');
      return { ...data, dictOptions: data.dictOptions ?? {} };
    }),
    getQueryInfo: (configId) => cached(`query:${configId}`, async () => {
      const { data } = await provider.custom<ReportQueryField[]>({ url: `/online/cgreport/api/getQueryInfo/${encodeURIComponent(configId)}`, method: 'get' });
      return Array.isArray(data) ? data : [];
    }),
    async getData(configId, request) {
      const { data } = await provider.custom<ReportPage>({
        url: `/online/cgreport/api/getData/${encodeURIComponent(configId)}`, method: 'get', query: buildReportDataQuery(request),
      });
      return { total: Number(data?.total ?? 0), records: Array.isArray(data?.records) ? data.records : [] };
    },
  };
}

const clients = new WeakMap<DataProvider, OnlineReportClient>();

/**
 * The one report client of a provider, so the 30 s cache is shared by every picker on the page.
 *
 * @example
 * const client = onlineReportClientFor(useDataProvider());
 */
export function onlineReportClientFor(provider: DataProvider): OnlineReportClient {
  let client = clients.get(provider);
  if (!client) {
    client = createOnlineReportClient(provider);
    clients.set(provider, client);
  }
  return client;
}
