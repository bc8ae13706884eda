import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { ApiError } from './envelope';

/** A text parameter of at most `max` characters (query strings and path parameters are always text). */
export const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

/** An id as the platform's tables name rows: text of at most 64 characters. */
export const ID = text(64);

/**
 * Request schemas for a route's query string, path parameters or body: each names the parameters the handler reads
 * and their limits, checked before it runs; a malformed one (a repeated `id=a&id=b`, an over-long value) is refused
 * as `参数 X 不合法`. What is missing is left to the handler, which answers it with its own message.
 *
 * @example
 * app.get('/devops/sys/quartzJob/pause', { schema: requestSchema({ querystring: { id: ID } }), schemaErrorFormatter: requestErrors }, handler)
 */
export function requestSchema(parts: { querystring?: Record<string, object>; params?: Record<string, object>; body?: Record<string, object> }) {
  const schema: Record<string, object> = {};
  for (const [part, properties] of Object.entries(parts)) schema[part] = sharedPart(properties);
  return schema;
}

const parts = new Map<string, object>();

/**
 * One object per distinct part: Ajv caches a compiled validator by the schema object, so routes whose query strings
 * read the same parameters (`{ id }`, paging) share one validator instead of compiling their own at every start.
 */
function sharedPart(properties: Record<string, object>): object {
  const key = JSON.stringify(properties);
  let part = parts.get(key);
  if (!part) parts.set(key, (part = { type: 'object', properties }));
  return part;
}

/** Words a refused request: `参数 X 不合法`, or 请求内容须为 JSON 对象 for a body that is not an object. */
export function requestErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const e = errors[0];
  const name = e?.instancePath.replace(/^\//, '').split('/')[0] || (e?.params as { missingProperty?: string } | undefined)?.missingProperty || '';
  if (dataVar === 'body' && !name) return new ApiError(400, '请求内容须为 JSON 对象');
  return new ApiError(400, `参数 ${name || dataVar} 不合法`);
}

/**
 * A list's query string: filters, sorting and paging are the page's own and the list checks them against its fields;
 * here each value is only held to text (or a repeated parameter's texts) of a bounded length.
 */
export const LIST_QUERY = {
  type: 'object',
  additionalProperties: { type: ['string', 'array'], maxLength: 20_000, items: { type: 'string', maxLength: 20_000 } },
} as const;
