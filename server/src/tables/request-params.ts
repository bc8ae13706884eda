import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { ApiError, MESSAGES } from '../http/envelope';
import { requestErrors } from '../http/request-schemas';

/** `id=` of a single-record call: text of at most 64 characters. */
export function idParam(raw: unknown): string {
  if ((typeof raw !== 'string' && typeof raw !== 'number') || raw === '' || String(raw).length > 64) throw new ApiError(400, '参数 id 不合法');
  return String(raw);
}

/** `ids=a,b,c` of a batch call (JeecgBoot's client may end it with a comma): at least one, at most 1000. */
export function idsParam(raw: unknown): string[] {
  if (raw !== undefined && typeof raw !== 'string') throw new ApiError(400, '参数 ids 不合法');
  const ids = [...new Set(String(raw ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length === 0) throw new ApiError(400, '请选择要操作的记录');
  if (ids.length > 1000 || ids.some((id) => id.length > 64)) throw new ApiError(400, '参数 ids 不合法');
  return ids;
}

/** A path segment of a table page's code (`/devops/<a>/<b>[/<c>]/list`). */
const SEGMENT = { type: 'string', maxLength: 64 } as const;
const PATH = { type: 'object', properties: { a: SEGMENT, b: SEGMENT, c: SEGMENT } } as const;
const ID = { type: 'string', minLength: 1, maxLength: 64 } as const;
const IDS = { type: 'string', maxLength: 66_000 } as const;

/**
 * Request schemas of the table routes, the same limits `idParam`/`idsParam` apply, checked before a handler runs;
 * refusals are worded by `tableRequestErrors`. Filters, sorting and paging in a list's query are the page's own and
 * are checked against its fields by the list itself.
 */
export const TABLE_REQUESTS = {
  list: { params: PATH, querystring: { type: 'object' } },
  byId: { params: PATH, querystring: { type: 'object', required: ['id'], properties: { id: ID } } },
  byIds: { params: PATH, querystring: { type: 'object', required: ['ids'], properties: { ids: IDS } } },
  record: { params: PATH, body: { type: 'object' } },
  restore: { params: PATH, body: { type: 'object', required: ['ids'], properties: { ids: IDS } } },
  upload: { params: PATH },
} as const;

/** Words a refused table request as the handlers always have: `参数 id 不合法`, or 请选择要操作的记录 without ids. */
export function tableRequestErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const e = errors[0];
  if (dataVar === 'params') return new ApiError(404, MESSAGES.notFound);
  if (e?.keyword === 'required' && (e.params as { missingProperty?: string }).missingProperty === 'ids') return new ApiError(400, '请选择要操作的记录');
  return requestErrors(errors, dataVar);
}
