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
 * A refusal with a real HTTP status; the body keeps JeecgBoot's shape with `code` mirroring the status.
 * Thrown from handlers and turned into a response by the error handler.
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
