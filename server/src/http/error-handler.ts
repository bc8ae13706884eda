import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, failure, keepsHttpStatus, MESSAGES, refusalCode } from './envelope';
import { isConnectionFault } from '../db/db-unavailable';

/** Seconds a client is told to wait before trying again while the database is out of reach. */
const DATABASE_RETRY_AFTER = 5;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The HTTP status a refusal means when it was answered as JeecgBoot's business error (HTTP 200): what the
     * operation log, the request trace and the after-write hooks read instead of the 200 on the wire.
     */
    refusal: number | null;
  }
}

/**
 * Sends a refusal in JeecgBoot's terms: HTTP 200 with `success:false` and the code (510 for no right), so the original
 * client shows its message; a status the transport needs (`keepsHttpStatus`), a refused file download (a browser's
 * image or link reads the status, not a body) and a refused WebSocket handshake keep the real status, `code` mirroring it.
 */
export function sendRefusal(
  request: FastifyRequest, reply: FastifyReply, status: number, message: string, result: unknown = null, headers: Record<string, string> = {},
): FastifyReply {
  const body = { ...failure(message, status), result };
  const transport = keepsHttpStatus(status) || request.routeOptions?.config?.download || request.headers.upgrade === 'websocket';
  if (transport) return reply.status(status).headers(headers).send(body);
  request.refusal = status;
  // Written as text: the route's response schema describes its answer, not a refusal (a list's `result` is a page).
  return reply.status(200).headers(headers).type('application/json; charset=utf-8').send(JSON.stringify({ ...body, code: refusalCode(status) }));
}

// The not-found handler lives in static/spa.ts: it decides between the app shell and a JSON 404.

/** Every error leaves as the envelope (see sendRefusal for its status); 5xx never carries SQL, stacks or paths. */
export function installErrorHandler(app: FastifyInstance): void {
  app.decorateRequest('refusal', null);
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const refuse = (status: number, message: string, result: unknown = null, headers: Record<string, string> = {}) =>
      sendRefusal(request, reply, status, message, result, headers);
    if (error instanceof ApiError) return refuse(error.status, error.message, error.result, error.headers);
    // The database out of reach (cut connections, PostgreSQL restarting): the client may retry; nothing is logged as a
    // fault of ours beyond one warning line.
    if (isConnectionFault(error)) {
      request.log.warn({ url: request.url, method: request.method }, `数据库不可用：${error.message}`);
      return refuse(503, MESSAGES.databaseUnavailable, null, { 'Retry-After': String(DATABASE_RETRY_AFTER) });
    }
    if (error.validation) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '') || (first?.params as { missingProperty?: string })?.missingProperty || '';
      return refuse(400, `参数错误${field ? `：${field}` : ''}（${first?.message ?? '不合法'}）`);
    }
    const sqlState = (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && /^[0-9A-Z]{5}$/.test(sqlState)) {
      const mapped = mapSqlState(sqlState);
      if (mapped) return refuse(mapped[0], mapped[1]);
    }
    const status = error.statusCode ?? 500;
    // The multipart parser's own refusals (no boundary, a truncated part) are a malformed upload, not a fault.
    if (/^(Multipart|Unexpected end of form|Malformed part header)/.test(error.message)) return refuse(400, '上传内容格式不正确');
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return refuse(413, '文件大小超出10MB限制, 请压缩或降低文件质量! ');
    if (status === 413) return refuse(413, MESSAGES.bodyTooLarge);
    if (status === 415) return refuse(415, '不支持的 Content-Type');
    if (status >= 400 && status < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? MESSAGES.badJson : '请求不合法';
      return refuse(status, message);
    }
    // A fault of ours: logged in full, answered as JeecgBoot's global exception handler does (HTTP 200, code 500).
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return refuse(500, MESSAGES.internal);
  });
}

/**
 * Database errors caused by the data a client sent (class 22: bad values; class 23: constraints) are the
 * client's 4xx, worded in Chinese and without the driver's text. Everything else stays a 500.
 */
function mapSqlState(state: string): [number, string] | undefined {
  if (state === '23505') return [409, '数据库中已存在该记录'];
  if (state.startsWith('23')) return [400, '数据不符合完整性约束（必填、唯一或关联）'];
  if (state.startsWith('22')) return [400, '参数格式不正确或超出长度'];
  return undefined;
}
