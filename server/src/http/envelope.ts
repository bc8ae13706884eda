import type { JeecgEnvelope } from '@/engine/schema/wire';

/** JeecgBoot's response envelope as the server writes it: every answer carries its timestamp. */
export type Envelope<T = unknown> = JeecgEnvelope<T> & { timestamp: number };

export function ok<T>(result: T, message = '', code = 200): Envelope<T> {
  return { success: true, message, code, result, timestamp: Date.now() };
}

/** JeecgBoot's `Result.OK("text")`: the text goes to both `message` and `result`. */
export function okMessage(message: string): Envelope<string> {
  return ok(message, message);
}

export function failure(message: string, code: number): Envelope<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}

/**
 * A refusal, thrown from handlers with the HTTP status it means (400 invalid, 403 no right, 404, 409, 412, 422, 429, …)
 * and turned into a response by the error handler: JeecgBoot's business error (HTTP 200, `success:false`, the code of
 * `refusalCode`) unless the transport needs the status itself (see `keepsHttpStatus`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Carried in `result`: the field errors of a refused write, the current record of a conflict. */
    readonly result: unknown = null,
  ) {
    super(message);
  }
}

/** A refused write whose message belongs beside one field of the form (`result.fieldErrors`). */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, message, {}, { fieldErrors: { [field]: message } });
}

/**
 * Statuses that stay real HTTP statuses: an invalid token (401, which JeecgBoot's client answers by logging out), a
 * body too large (413, refused before any handler), rate limits (429) and the database out of reach (503), both with
 * Retry-After. JeecgBoot's client shows `data.message` for all of them.
 */
export const keepsHttpStatus = (status: number) => status === 401 || status === 413 || status === 429 || status === 503;

/** The envelope `code` of a refusal answered as HTTP 200: JeecgBoot's `Result.noauth` 510 for no right, else the status. */
export const refusalCode = (status: number) => (status === 403 ? 510 : status);

export const MESSAGES = {
  tokenInvalid: 'Token失效，请重新登录!',
  notFound: '路径不存在，请检查路径是否正确',
  noAuth: '没有权限，请联系管理员授权',
  badCredentials: '用户名或密码错误',
  internal: '服务器内部错误，请稍后重试',
  bodyTooLarge: '请求内容过大',
  badJson: '请求内容不是合法的 JSON',
  databaseUnavailable: '数据库暂时不可用，请稍后重试',
} as const;
