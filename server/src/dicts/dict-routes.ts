import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { SchemaStore } from '../schemas/schema-store';
import { requireAuth } from '../auth/auth-plugin';
import type { AuthInfo } from '../auth/tokens';
import { ApiError, ok } from '../http/envelope';
import type { DictCache } from './dict-cache';
import { loadAllDictItems, loadDictItems, type DictItem } from '../tables/stores/dict-store';
import { queryTableDict, resolveTableDict, tableOwners } from '../tables/table-dict';
import { LIST_QUERY, requestErrors, requestSchema, text } from '../http/request-schemas';

const CODE = /^[a-zA-Z0-9_]{1,100}$/;
const SQL_REFUSED = '不支持客户端提交的 SQL（sqlStr），请使用已登记的字典编码';

function positive(raw: unknown): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,6}$/.test(String(raw)) || Number(raw) < 1) throw new ApiError(400, 'pageSize 必须是正整数');
  return Number(raw);
}

export function dictRoutes(app: FastifyInstance, db: Database, store: SchemaStore, cache: DictCache): void {
  // The tables plugin registers after this one: its pages are looked up when a request comes.
  const ownerOf = tableOwners(() => app.tables?.all());
  /** A plain code from the cache, or a registered `table,text,code` triple. */
  async function items(spec: string, caller: AuthInfo, scopeValue?: string): Promise<DictItem[]> {
    if (spec.includes(',')) return queryTableDict(db, resolveTableDict(store.tableDicts, spec), { scopeValue, caller, ownerOf });
    if (!CODE.test(spec)) throw new ApiError(400, '字典Code格式不正确！');
    return cache.get(spec, () => loadDictItems(db, spec));
  }

  app.get<{ Params: { code: string } }>('/devops/sys/dict/getDictItems/:code', { schema: requestSchema({ params: { code: text(500) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    return ok(await items(request.params.code, requireAuth(request)), '', 0);
  });

  app.get<{ Params: { code: string } }>('/devops/sys/dict/getDictItemsBase64/:code', { schema: requestSchema({ params: { code: text(500) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    const decoded = Buffer.from(request.params.code, 'base64').toString('utf8');
    return ok(await items(decoded, auth), '', 0);
  });

  /** The lookup by code within a company or project; client SQL is refused outright. */
  app.get<{ Querystring: Record<string, string> }>('/devops/sys/dict/getDictItemsByCode', { schema: { querystring: LIST_QUERY }, schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    const { dictCode, companyProjectId, sqlStr } = request.query;
    if (sqlStr) throw new ApiError(400, SQL_REFUSED);
    if (!dictCode) throw new ApiError(400, '字典编码不能为空');
    return ok(await items(dictCode, auth, companyProjectId || undefined), '', 0);
  });

  app.get<{ Params: { dict: string }; Querystring: Record<string, string> }>('/devops/sys/dict/loadDict/:dict', { schema: requestSchema({ params: { dict: text(500) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    if (request.query.sqlStr) throw new ApiError(400, SQL_REFUSED);
    const d = resolveTableDict(store.tableDicts, request.params.dict);
    return ok(await queryTableDict(db, d, { keyword: request.query.keyword, limit: positive(request.query.pageSize), caller: auth, ownerOf }), '', 0);
  });

  app.get<{ Params: { dict: string }; Querystring: Record<string, string> }>('/devops/sys/dict/loadDictItem/:dict', { schema: requestSchema({ params: { dict: text(500) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    const d = resolveTableDict(store.tableDicts, request.params.dict);
    const keys = (request.query.key ?? '').split(',').filter(Boolean);
    if (keys.length === 0) return ok([], '', 0);
    const found = new Map((await queryTableDict(db, d, { keys, caller: auth, ownerOf })).map((i) => [i.value, i.text]));
    const keepUnknown = request.query.delNotExist === 'false';
    return ok(keys.flatMap((k) => (found.has(k) ? [found.get(k)!] : keepUnknown ? [k] : [])), '', 0);
  });

  app.get<{ Params: { code: string; key: string } }>('/devops/sys/dict/getDictText/:code/:key', { schema: requestSchema({ params: { code: text(500), key: text(500) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const list = await items(request.params.code, requireAuth(request));
    return ok(list.find((i) => i.value === request.params.key)?.text ?? '', '', 0);
  });

  app.get('/devops/sys/dict/queryAllDictItems', async (request) => {
    requireAuth(request);
    return ok(await loadAllDictItems(db));
  });

  app.get('/devops/sys/dict/refleshCache', async (request) => {
    requireAuth(request);
    await cache.invalidate();
    return ok(null, '', 0);
  });
}
