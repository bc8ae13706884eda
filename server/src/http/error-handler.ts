import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, failure, MESSAGES } from './envelope';

// The not-found handler lives in static/spa.ts: it decides between the app shell and a JSON 404.

/** Every error leaves as the envelope with a real status; 5xx never carries SQL, stacks or paths. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).headers(error.headers).send(failure(error.message, error.status));
    }
    if (error.validation) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '') || (first?.params as { missingProperty?: string })?.missingProperty || '';
      return reply.status(400).send(failure(`参数错误${field ? `：${field}` : ''}（${first?.message ?? '不合法'}）`, 400));
    }
    const status = error.statusCode ?? 500;
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
