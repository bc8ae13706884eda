import axios, { type AxiosError, type AxiosInstance } from 'axios';
import type {
  DataProvider, Meta, DataRecord, DeleteManyParams, ExportParams, GetTreeParams, ImportParams, ImportRowError, RecycleBinIdsParams,
  RecycleBinParams, TreeRecord, UploadOptions, UploadProgress,
} from './data-provider';
import { envelopeError, HttpError, isRefusal, toHttpError } from './http-error';
import { toJeecgListQuery, withCacheBuster } from './jeecg-query';
import { normalizeTree } from './tree-records';
import { engineMessages } from '../messages';

import type { JeecgEnvelope, JeecgPage } from '../schema/wire';

export type { JeecgEnvelope, JeecgPage };

export interface HttpRequest {
  method: 'get' | 'post' | 'put' | 'delete';
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  /** Skip `onError` (the caller shows the failure itself, e.g. the login form). */
  silent?: boolean;
  /** `blob` for downloads: the resolved envelope then has the Blob as `result`. */
  responseType?: 'json' | 'blob';
  /** Upload progress in percent (multipart posts). */
  onUploadProgress?: (percent: number) => void;
}

export interface HttpClientOptions {
  /** e.g. `/devops`. */
  baseURL: string;
  getToken: () => string | null | undefined;
  getTenantId: () => string | number | null | undefined;
  /** The current route path, sent as `X-Permission-Path` so the server can check menu-level permissions. */
  getPermissionPath: () => string;
  /** Called once per failed HTTP request (not for `silent` ones); the shell maps it to its error catalogue. */
  onError?: (error: HttpError, request: HttpRequest) => void;
  /** Milliseconds; a request gives up after 180 s by default. */
  timeout?: number;
}

export interface HttpClient {
  /**
   * Sends a request and resolves with the whole envelope; rejects with HttpError on HTTP or network failure and on an
   * answer saying `success:false` (its status read from the envelope's code).
   */
  request<T = unknown>(request: HttpRequest): Promise<JeecgEnvelope<T>>;
  /** Like `request` but resolves with `result`, rejecting with HttpError when `success` is false. */
  get<T = unknown>(url: string, params?: Record<string, unknown>): Promise<T>;
  post<T = unknown>(url: string, data?: unknown): Promise<T>;
  put<T = unknown>(url: string, data?: unknown): Promise<T>;
  delete<T = unknown>(url: string, params?: Record<string, unknown>): Promise<T>;
}

// A failed download still carries a JSON envelope, but inside a Blob: read it so its message reaches the user.
async function readBody(data: unknown): Promise<unknown> {
  const isBlob = typeof Blob !== 'undefined' && data instanceof Blob;
  // Node's adapter hands a download's body over as text or bytes instead of a Blob.
  if (!isBlob && typeof data !== 'string' && !(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) return data;
  const text = isBlob ? await (data as Blob).text() : typeof data === 'string' ? data : new TextDecoder().decode(data as ArrayBuffer);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function toError(error: unknown): Promise<HttpError> {
  const axiosError = error as AxiosError;
  if (axiosError.response) return toHttpError(axiosError.response.status, await readBody(axiosError.response.data));
  if (axiosError.code === 'ECONNABORTED' || axiosError.code === 'ETIMEDOUT') {
    return new HttpError({ status: 504, code: axiosError.code, message: engineMessages.timeout });
  }
  return new HttpError({ status: 0, code: axiosError.code, message: engineMessages.networkError });
}

// axios reports bytes; callers want a percent, and `total` is missing when the browser cannot tell.
function progressOf(report: (percent: number) => void) {
  return (event: { loaded: number; total?: number }) => {
    if (event.total) report(Math.min(100, Math.round((event.loaded / event.total) * 100)));
  };
}

function unwrap<T>(envelope: JeecgEnvelope<T>): T {
  if (isRefusal(envelope)) throw envelopeError(envelope);
  return envelope?.result as T;
}

/**
 * The configured HTTP client (the platform's only axios instance): token, tenant and permission-path headers,
 * `_t` on GETs, the 180 s timeout, and every failure turned into `HttpError`.
 *
 * @example
 * const http = createHttpClient({ baseURL: '/devops', getToken: () => session.token,
 *   getTenantId: () => session.tenantId, getPermissionPath: () => location.pathname, onError: showError });
 * const perms = await http.get('/sys/permission/getUserPermissionByToken');
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const instance: AxiosInstance = axios.create({ baseURL: options.baseURL, timeout: options.timeout ?? 180_000 });

  async function request<T>(req: HttpRequest): Promise<JeecgEnvelope<T>> {
    const token = options.getToken();
    const headers: Record<string, string> = {
      'tenant-id': String(options.getTenantId() ?? 0),
      'X-Permission-Path': options.getPermissionPath(),
      ...req.headers,
    };
    if (token) headers['X-Access-Token'] = token;
    const params = req.method === 'get' ? withCacheBuster(req.url, req.params) : req.params;
    try {
      const response = await instance.request({
        method: req.method, url: req.url, params, data: req.data, headers, responseType: req.responseType ?? 'json',
        ...(req.onUploadProgress ? { onUploadProgress: progressOf(req.onUploadProgress) } : {}),
      });
      if (req.responseType === 'blob') {
        const raw = response.data as unknown;
        const type = String(response.headers['content-type'] ?? '');
        const blob = raw instanceof Blob ? raw : new Blob([raw as BlobPart], { type });
        // The server answers errors as JSON even to a download request; a 200 JSON body is one of them.
        if (/json/i.test(blob.type)) {
          const body = await readBody(blob);
          if (isRefusal(body)) throw envelopeError(body);
        }
        return { success: true, code: 200, message: '', result: blob as T };
      }
      // The server answers a refusal as JeecgBoot does (HTTP 200, success:false and the code): the same failure as an
      // error status, so callers, field errors and the error catalogue see what they always saw.
      if (isRefusal(response.data)) throw envelopeError(response.data);
      return response.data as JeecgEnvelope<T>;
    } catch (error) {
      if (axios.isCancel(error)) throw error;
      const httpError = error instanceof HttpError ? error : await toError(error);
      if (!req.silent) options.onError?.(httpError, req);
      throw httpError;
    }
  }

  return {
    request,
    get: async (url, params) => unwrap(await request({ method: 'get', url, params })),
    post: async (url, data) => unwrap(await request({ method: 'post', url, data })),
    put: async (url, data) => unwrap(await request({ method: 'put', url, data })),
    delete: async (url, params) => unwrap(await request({ method: 'delete', url, params })),
  };
}

/** How long a signed file URL is reused: well inside the server's 300 s validity. */
const FILE_URL_REUSE_MS = 240_000;

// `meta.silent`: the caller shows the failure itself (a form puts field errors on its fields).
const isSilent = (meta: Record<string, unknown> | undefined) => meta?.silent === true;

/**
 * The Idempotency-Key of one create, import or upload: the caller's own (`meta.idempotencyKey`, kept across its
 * retries of the same submission) or a fresh one. The server answers a repeat with the first answer, so a retried
 * request never saves twice.
 */
function idempotencyHeader(meta?: Meta): Record<string, string> {
  const given = meta?.idempotencyKey;
  // getRandomValues, not randomUUID: the platform is also served over plain http on company networks, where only it exists.
  const key = typeof given === 'string' && given
    ? given : Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  return { 'Idempotency-Key': key };
}

function resourcePath(resource: string, action: string): string {
  return `/${resource.replace(/^\/+|\/+$/g, '')}/${action}`;
}

/**
 * DataProvider over JeecgBoot's module API: `/<code>/list|queryById|add|edit|delete|deleteBatch|exportXls|importExcel`.
 *
 * @example
 * const provider = createHttpDataProvider(http);
 * const { data, total } = await provider.getList({ resource: 'news/notice', pagination: { current: 1, pageSize: 10 } });
 */
export function createHttpDataProvider(client: HttpClient): DataProvider {
  // Signed file URLs live SIGNED_URL_SECONDS on the server; reuse one for a while so a list of thumbnails asks once.
  const signed = new Map<string, { url: Promise<string>; until: number }>();
  return {
    async getList<T extends DataRecord>(params: Parameters<DataProvider['getList']>[0]) {
      const page = await client.get<JeecgPage<T> | null>(resourcePath(params.resource, 'list'), toJeecgListQuery(params));
      const statistics = page?.statistics && typeof page.statistics === 'object' ? page.statistics : undefined;
      return { data: page?.records ?? [], total: Number(page?.total ?? 0), ...(statistics ? { statistics } : {}) };
    },
    async getOne<T extends DataRecord>({ resource, id }: Parameters<DataProvider['getOne']>[0]) {
      return { data: await client.get<T>(resourcePath(resource, 'queryById'), { id }) };
    },
    async create<T extends DataRecord>({ resource, variables, meta }: Parameters<DataProvider['create']>[0]) {
      const envelope = await client.request<unknown>({
        method: 'post', url: resourcePath(resource, 'add'), data: variables, headers: idempotencyHeader(meta), silent: isSilent(meta),
      });
      const result = unwrap(envelope);
      // The platform answers add as JeecgBoot's Result.OK(msg, data): the new id (and what the server filled in) in
      // `result`; a JeecgBoot server's Result.OK(msg) carries only the message there. Build the record from what was sent.
      const answered = result && typeof result === 'object' ? result as Record<string, unknown> : {};
      const id = answered.id;
      return { data: { ...variables, ...answered, ...(id !== undefined && id !== null && id !== '' ? { id: String(id) } : {}) } as T };
    },
    async update<T extends DataRecord>({ resource, id, variables, meta }: Parameters<DataProvider['update']>[0]) {
      const envelope = await client.request<unknown>({ method: 'put', url: resourcePath(resource, 'edit'), data: { ...variables, id }, silent: isSilent(meta) });
      const result = unwrap(envelope);
      return { data: (result && typeof result === 'object' ? result : { ...variables, id }) as T };
    },
    async delete<T extends DataRecord>({ resource, id }: Parameters<DataProvider['delete']>[0]) {
      await client.delete(resourcePath(resource, 'delete'), { id });
      return { data: { id } as T };
    },
    async deleteMany({ resource, ids }: DeleteManyParams) {
      await client.delete(resourcePath(resource, 'deleteBatch'), { ids: ids.join(',') });
      return { data: { ids } };
    },
    async exportFile({ resource, sort, filters, selections, url, query: extra }: ExportParams) {
      const { pageNo: _pageNo, pageSize: _pageSize, ...query } = toJeecgListQuery({ resource, sort, filters, pagination: { current: 1, pageSize: 1 } });
      const params: Record<string, unknown> = { ...query, ...extra };
      if (selections?.length) params.selections = selections.join(',');
      const envelope = await client.request<Blob>({ method: 'get', url: url ?? resourcePath(resource, 'exportXls'), params, responseType: 'blob' });
      return { data: envelope.result };
    },
    async getTree<T extends DataRecord>({ resource, sort, filters }: GetTreeParams) {
      const { pageNo: _pageNo, pageSize: _pageSize, ...query } = toJeecgListQuery({ resource, sort, filters, pagination: { current: 1, pageSize: 1 } });
      const result = await client.get<unknown>(resourcePath(resource, 'queryTreeList'), query);
      // Most trees answer the node array itself; JeecgBoot's menu tree wraps it as `{ treeList, ids }`.
      const wrapped = (result ?? {}) as { treeList?: unknown; records?: unknown };
      return { data: normalizeTree(Array.isArray(result) ? result : wrapped.treeList ?? wrapped.records) as TreeRecord<T>[] };
    },
    async importFile({ resource, file, fileName, meta }: ImportParams) {
      const form = new FormData();
      form.append('file', file, fileName ?? (file as File).name ?? 'import.xlsx');
      const envelope = await client.request<{ msg?: string; errors?: ImportRowError[]; notes?: ImportRowError[] } | null>({
        method: 'post', url: resourcePath(resource, 'importExcel'), data: form, headers: idempotencyHeader(meta),
      });
      const result = unwrap(envelope);
      // JeecgBoot's partial import: success with code 201 and the counts in result.msg.
      if (Number(envelope.code) === 201) {
        return { status: 'partial' as const, message: result?.msg ?? envelope.message, errors: result?.errors ?? [], notes: result?.notes ?? [] };
      }
      return { status: 'success' as const, message: envelope.message, errors: [], notes: result?.notes ?? [] };
    },
    async listDeleted<T extends DataRecord>({ resource }: RecycleBinParams) {
      const rows = await client.get<T[] | null>(resourcePath(resource, 'recycleBin'));
      return { data: Array.isArray(rows) ? rows : [] };
    },
    async restore({ resource, ids, meta }: RecycleBinIdsParams) {
      const envelope = await client.request<unknown>({
        method: 'put', url: resourcePath(resource, 'putRecycleBin'), data: { ids: ids.join(',') }, silent: isSilent(meta),
      });
      const result = unwrap(envelope);
      return { data: { ids, message: typeof result === 'string' ? result : envelope.message } };
    },
    async purge({ resource, ids, meta }: RecycleBinIdsParams) {
      const envelope = await client.request<unknown>({
        method: 'delete', url: resourcePath(resource, 'deleteRecycleBin'), params: { ids: ids.join(',') }, silent: isSilent(meta),
      });
      const result = unwrap(envelope);
      return { data: { ids, message: typeof result === 'string' ? result : envelope.message } };
    },
    async upload(file: Blob, options: UploadOptions = {}, onProgress?: UploadProgress) {
      const form = new FormData();
      form.append('file', file, options.fileName ?? (file as File).name ?? 'file');
      form.append('biz', options.biz ?? 'temp');
      const envelope = await client.request<unknown>({
        method: 'post', url: '/sys/common/upload', data: form, headers: idempotencyHeader({ idempotencyKey: options.idempotencyKey }), onUploadProgress: onProgress,
      });
      unwrap(envelope);
      // JeecgBoot answers the stored path in `message`.
      const path = envelope.message;
      if (typeof path !== 'string' || !path) throw new HttpError({ status: 200, message: '上传失败！' });
      onProgress?.(100);
      return path;
    },
    fileUrl(path: string) {
      if (/^(https?:\/\/|data:|blob:)/.test(path)) return Promise.resolve(path);
      const now = Date.now();
      const cached = signed.get(path);
      if (cached && cached.until > now) return cached.url;
      const url = client.get<string>('/sys/common/signUrl', { path });
      signed.set(path, { url, until: now + FILE_URL_REUSE_MS });
      url.catch(() => signed.delete(path));
      return url;
    },
    async custom<T>({ url, method, query, payload, headers, meta }: Parameters<DataProvider['custom']>[0]) {
      const envelope = await client.request<T>({ method, url, params: query, data: payload, headers, silent: isSilent(meta) });
      return { data: unwrap(envelope), message: envelope.message };
    },
  };
}
