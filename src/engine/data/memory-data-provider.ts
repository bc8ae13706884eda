import type {
  DataProvider, DataRecord, DeleteManyParams, ExportParams, GetTreeParams, ImportParams, ListStatistics, RecycleBinIdsParams, RecycleBinParams,
  Sort, UploadOptions, UploadProgress,
} from './data-provider';
import { HttpError } from './http-error';
import { compareRecords, rowFilterOf } from './record-filter';
import { buildTree, DEFAULT_PARENT_FIELD } from './tree-records';
import { engineMessages } from '../messages';

export interface MemoryDataProviderOptions {
  /** Simulated latency in ms, so stories show loading states. */
  latencyMs?: number;
  /** Answers `custom` calls; without it they reject with 404. */
  custom?: DataProvider['custom'];
  /** Id generator for `create`; 32 hex characters by default, like the server. */
  newId?: () => string;
  /** Answers `exportFile`; by default a tab-separated text of the matching rows. */
  exportFile?: DataProvider['exportFile'];
  /** Answers `importFile`; without it imports reject, as a backend without the endpoint would. */
  importFile?: DataProvider['importFile'];
  /** Rows already in the recycle bin, by resource. */
  deleted?: Record<string, DataRecord[]>;
  /** Answers `upload`; by default resolves with a fake stored path `<biz>/<name>`. */
  upload?: DataProvider['upload'];
  /** Answers `fileUrl`; by default absolute URLs as they are and stored paths under `/devops/sys/common/static/`. */
  fileUrl?: DataProvider['fileUrl'];
}

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * 全部合计 / 全部平均 of the named fields over the rows, as the server computes them (empty values left out of
 * the average; 2 decimals).
 */
function statisticsOf(rows: DataRecord[], fields: string[]): ListStatistics {
  const round = (n: number) => Math.round(n * 100) / 100;
  return Object.fromEntries(fields.map((field) => {
    const values = rows.map((r) => toNumber(r[field])).filter((n): n is number => n !== null);
    const sum = values.reduce((total, n) => total + n, 0);
    return [field, { sum: round(sum), average: values.length ? round(sum / values.length) : 0 }];
  }));
}

// `meta.statistics`: the fields whose totals the list wants (the server reads them from the schema instead).
const statisticFieldsOf = (meta: Record<string, unknown> | undefined): string[] =>
  Array.isArray(meta?.statistics) ? meta.statistics.filter((f): f is string => typeof f === 'string') : [];

/** The server's answer to a stale edit, mirrored so forms can be tested against it. */
export const CONFLICT_MESSAGE = '数据已被他人修改，请刷新后重试';

/** The refusal to delete a tree node that still has children, mirrored from the platform's tree endpoints. */
export const HAS_CHILDREN_MESSAGE = '该节点下存在下级节点，请先删除下级节点';

function randomHexId(): string {
  let id = '';
  for (let i = 0; i < 32; i += 1) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * An in-memory DataProvider: filtering, sorting and paging happen locally. For Storybook, tests and demos.
 * Unknown resources reject with a 404 HttpError so a typo never looks like an empty list.
 *
 * @example
 * const provider = createMemoryDataProvider({ 'news/notice': [{ id: '1', title: '关于开展安全生产大检查的通知' }] });
 * await provider.getList({ resource: 'news/notice', pagination: { current: 1, pageSize: 10 } }); // { data: [...], total: 1 }
 */
export function createMemoryDataProvider(
  seed: Record<string, DataRecord[]>,
  options: MemoryDataProviderOptions = {},
): DataProvider {
  const tables = new Map<string, DataRecord[]>(Object.entries(seed).map(([k, rows]) => [k, rows.map((r) => ({ ...r }))]));
  const newId = options.newId ?? randomHexId;
  // Deleted rows go to the recycle bin, as the server's del_flag does.
  const trash = new Map<string, DataRecord[]>(Object.entries(options.deleted ?? {}).map(([k, rows]) => [k, rows.map((r) => ({ ...r }))]));
  const binOf = (resource: string) => {
    if (!trash.has(resource)) trash.set(resource, []);
    return trash.get(resource)!;
  };
  function takeFromBin(resource: string, ids: string[]): DataRecord[] {
    const bin = binOf(resource);
    const wanted = new Set(ids);
    const taken = bin.filter((r) => wanted.has(r.id));
    if (taken.length === 0) throw new HttpError({ status: 404, code: 404, message: '未找到对应数据' });
    bin.splice(0, bin.length, ...bin.filter((r) => !wanted.has(r.id)));
    return taken;
  }

  async function table(resource: string): Promise<DataRecord[]> {
    if (options.latencyMs) await delay(options.latencyMs);
    const rows = tables.get(resource);
    if (!rows) throw new HttpError({ status: 404, code: 404, message: `${engineMessages.notFound}（${resource}）` });
    return rows;
  }

  function indexOf(rows: DataRecord[], resource: string, id: string): number {
    const index = rows.findIndex((r) => r.id === id);
    if (index < 0) throw new HttpError({ status: 404, code: 404, message: `${engineMessages.notFound}（${resource}/${id}）` });
    return index;
  }

  return {
    async getList<T extends DataRecord>(params: Parameters<DataProvider['getList']>[0]) {
      const rows = await table(params.resource);
      const filtered = rows.filter(rowFilterOf(params.filters, rows));
      if (params.sort) filtered.sort((a, b) => compareRecords(a, b, params.sort as Sort));
      const { current, pageSize } = params.pagination;
      const start = (current - 1) * pageSize;
      const statisticFields = statisticFieldsOf(params.meta);
      return {
        data: filtered.slice(start, start + pageSize).map((r) => ({ ...r }) as T),
        total: filtered.length,
        ...(statisticFields.length ? { statistics: statisticsOf(filtered, statisticFields) } : {}),
      };
    },
    async getOne<T extends DataRecord>({ resource, id }: Parameters<DataProvider['getOne']>[0]) {
      const rows = await table(resource);
      return { data: { ...rows[indexOf(rows, resource, id)] } as T };
    },
    async create<T extends DataRecord>({ resource, variables }: Parameters<DataProvider['create']>[0]) {
      const rows = await table(resource);
      const record = { ...variables, id: newId(), version: 1 } as DataRecord;
      rows.unshift(record);
      return { data: { ...record } as T };
    },
    async update<T extends DataRecord>({ resource, id, variables }: Parameters<DataProvider['update']>[0]) {
      const rows = await table(resource);
      const index = indexOf(rows, resource, id);
      const current = rows[index];
      // Optimistic locking as on the server: a stale version is refused with the latest record.
      if (variables.version !== undefined && current.version !== undefined && Number(variables.version) !== Number(current.version)) {
        throw new HttpError({ status: 409, code: 409, message: CONFLICT_MESSAGE, result: { current: { ...current } } });
      }
      const version = current.version === undefined ? undefined : Number(current.version) + 1;
      rows[index] = { ...current, ...variables, id, ...(version === undefined ? {} : { version }) };
      return { data: { ...rows[index] } as T };
    },
    async delete<T extends DataRecord>({ resource, id, meta }: Parameters<DataProvider['delete']>[0]) {
      const rows = await table(resource);
      // Tree pages name their parent field: like the server, a node with children stays.
      const parentField = typeof meta?.parentField === 'string' ? meta.parentField : undefined;
      if (parentField && rows.some((r) => String(r[parentField] ?? '') === id)) {
        throw new HttpError({ status: 400, code: 400, message: HAS_CHILDREN_MESSAGE });
      }
      const [removed] = rows.splice(indexOf(rows, resource, id), 1);
      binOf(resource).unshift(removed);
      return { data: removed as T };
    },
    async deleteMany({ resource, ids }: DeleteManyParams) {
      const rows = await table(resource);
      // All or nothing, like the server: one unknown id deletes none.
      const indexes = ids.map((id) => indexOf(rows, resource, id));
      const doomed = new Set(indexes);
      const kept = rows.filter((_row, i) => !doomed.has(i));
      binOf(resource).unshift(...rows.filter((_row, i) => doomed.has(i)));
      rows.splice(0, rows.length, ...kept);
      return { data: { ids } };
    },
    async getTree<T extends DataRecord>({ resource, sort, filters, meta }: GetTreeParams) {
      const rows = await table(resource);
      const parentField = typeof meta?.parentField === 'string' ? meta.parentField : DEFAULT_PARENT_FIELD;
      const picked = rows.filter(rowFilterOf(filters, rows)).map((r) => ({ ...r }) as T);
      if (sort) picked.sort((a, b) => compareRecords(a, b, sort));
      return { data: buildTree(picked, parentField) };
    },
    async exportFile(params: ExportParams) {
      if (options.exportFile) return options.exportFile(params);
      const rows = await table(params.resource);
      const wanted = new Set(params.selections ?? []);
      const picked = rows
        .filter(rowFilterOf(params.filters, rows))
        .filter((r) => wanted.size === 0 || wanted.has(r.id));
      const keys = [...new Set(picked.flatMap((r) => Object.keys(r)))];
      const text = [keys.join('\t'), ...picked.map((r) => keys.map((k) => String(r[k] ?? '')).join('\t'))].join('\n');
      return { data: new Blob([text], { type: 'text/tab-separated-values' }) };
    },
    async importFile(params: ImportParams) {
      if (options.importFile) return options.importFile(params);
      throw new HttpError({ status: 404, code: 404, message: `${engineMessages.notFound}（${params.resource}/importExcel）` });
    },
    async listDeleted<T extends DataRecord>({ resource }: RecycleBinParams) {
      await table(resource);
      return { data: binOf(resource).map((r) => ({ ...r }) as T) };
    },
    async restore({ resource, ids }: RecycleBinIdsParams) {
      const rows = await table(resource);
      rows.unshift(...takeFromBin(resource, ids));
      return { data: { ids, message: '还原成功' } };
    },
    async purge({ resource, ids }: RecycleBinIdsParams) {
      await table(resource);
      takeFromBin(resource, ids);
      return { data: { ids, message: '彻底删除成功' } };
    },
    async upload(file: Blob, uploadOptions: UploadOptions = {}, onProgress?: UploadProgress) {
      if (options.upload) return options.upload(file, uploadOptions, onProgress);
      if (options.latencyMs) await delay(options.latencyMs);
      onProgress?.(100);
      const name = uploadOptions.fileName ?? (file as File).name ?? 'file';
      return `${uploadOptions.biz ?? 'temp'}/${name}`;
    },
    async fileUrl(path: string) {
      if (options.fileUrl) return options.fileUrl(path);
      return /^(https?:\/\/|data:|blob:|\/)/.test(path) ? path : `/devops/sys/common/static/${path}`;
    },
    async custom<T>(params: Parameters<DataProvider['custom']>[0]) {
      if (options.custom) return options.custom<T>(params);
      throw new HttpError({ status: 404, code: 404, message: `${engineMessages.notFound}（${params.url}）` });
    },
  };
}
