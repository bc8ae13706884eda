import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, failure, MESSAGES } from './envelope';
import { isConnectionFault } from '../db/db-unavailable';

/** Seconds a client is told to wait before trying again while the database is out of reach. */
const DATABASE_RETRY_AFTER = 5;

// The not-found handler lives in static/spa.ts: it decides between the app shell and a JSON 404.

/** Every error leaves as the envelope with a real status; 5xx never carries SQL, stacks or paths. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).headers(error.headers).send({ ...failure(error.message, error.status), result: error.result });
    }
    // The database out of reach (cut connections, PostgreSQL restarting): the client may retry; nothing is logged as a
    // fault of ours beyond one warning line.
    if (isConnectionFault(error)) {
      request.log.warn({ url: request.url, method: request.method }, `数据库不可用：${error.message}`);
      return reply.status(503).header('Retry-After', String(DATABASE_RETRY_AFTER)).send(failure(MESSAGES.databaseUnavailable, 503));
    }
    if (error.validation) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '') || (first?.params as { missingProperty?: string })?.missingProperty || '';
      return reply.status(400).send(failure(`参数错误${field ? `：${field}` : ''}（${first?.message ?? '不合法'}）`, 400));
    }
    const sqlState = (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && /^[0-9A-Z]{5}$/.test(sqlState)) {
      const mapped = mapSqlState(sqlState);
      if (mapped) return reply.status(mapped[0]).send(failure(mapped[1], mapped[0]));
    }
    const status = error.statusCode ?? 500;
    // The multipart parser's own refusals (no boundary, a truncated part) are a malformed upload, not a fault.
    if (/^(Multipart|Unexpected end of form|Malformed part header)/.test(error.message)) return reply.status(400).send(failure('上传内容格式不正确', 400));
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return reply.status(413).send(failure('文件大小超出10MB限制, 请压缩或降低文件质量! ', 413));
    if (status === 413) return reply.status(413).send(failure(MESSAGES.bodyTooLarge, 413));
    if (status === 415) return reply.status(415).send(failure('不支持的 Content-Type', 415));
    if (status >= 400 && status < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? MESSAGES.badJson : '请求不合法';
      return reply.status(status).send(failure(message, status));
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return reply.status(500).send(failure(MESSAGES.internal, 500));
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
