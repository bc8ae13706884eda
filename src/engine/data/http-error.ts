import { engineMessages } from '../messages';

/** Per-field validation messages sent by the server, keyed by field name. */
export type FieldErrors = Record<string, string>;

/**
 * The one error type every data provider rejects with, so the shell can handle all failures with one catalogue.
 * `status` is the HTTP status (0 when no response arrived); `code` is the envelope's `code` when there was one.
 *
 * @example
 * try { await provider.getList({ resource: 'news/notice', pagination: { current: 1, pageSize: 10 } }); }
 * catch (e) { if (isHttpError(e) && e.status === 403) showForbidden(); }
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: number | string | undefined;
  readonly fieldErrors: FieldErrors | undefined;
  /** The envelope's `result`, when the refusal carries data (a 409 sends the latest record as `result.current`). */
  readonly result: unknown;

  constructor(init: { status: number; message: string; code?: number | string; fieldErrors?: FieldErrors; result?: unknown }) {
    super(init.message);
    this.name = 'HttpError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors;
    this.result = init.result;
  }
}

/**
 * Type guard that also accepts HttpError-shaped objects (errors crossing module copies or tests).
 *
 * @example
 * if (isHttpError(err) && err.fieldErrors) form.setErrors(err.fieldErrors);
 */
export function isHttpError(value: unknown): value is HttpError {
  return (
    value instanceof HttpError ||
    (typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'HttpError' &&
      typeof (value as { status?: unknown }).status === 'number')
  );
}

function pickFieldErrors(body: Record<string, unknown>): FieldErrors | undefined {
  const result = body.result as Record<string, unknown> | null | undefined;
  const candidate = body.fieldErrors ?? (result && typeof result === 'object' ? result.fieldErrors : undefined);
  if (!candidate || typeof candidate !== 'object' || Array.isArray(candidate)) return undefined;
  const entries = Object.entries(candidate as Record<string, unknown>).filter(([, v]) => typeof v === 'string');
  return entries.length ? (Object.fromEntries(entries) as FieldErrors) : undefined;
}

/**
 * Builds an HttpError from a status and whatever body the server sent (a JeecgBoot envelope, text, or nothing).
 *
 * @example
 * toHttpError(403, { success: false, code: 403, message: '无权限' }) // HttpError { status: 403, message: '无权限' }
 */
export function toHttpError(status: number, body: unknown, fallbackMessage?: string): HttpError {
  if (body && typeof body === 'object') {
    const envelope = body as Record<string, unknown>;
    const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : undefined;
    const code = typeof envelope.code === 'number' || typeof envelope.code === 'string' ? envelope.code : undefined;
    return new HttpError({
      status,
      code,
      message: message ?? fallbackMessage ?? defaultMessage(status),
      fieldErrors: pickFieldErrors(envelope),
      result: envelope.result ?? undefined,
    });
  }
  const text = typeof body === 'string' && body.trim() && body.length < 300 ? body.trim() : undefined;
  return new HttpError({ status, message: text ?? fallbackMessage ?? defaultMessage(status) });
}

/**
 * The HTTP status a JeecgBoot business error means (the server answers refusals as HTTP 200 with `success:false`):
 * its `code`, JeecgBoot's 510 (`Result.noauth`) being 403; 500 when the code is none of 4xx/5xx (a bare `Result.error`).
 *
 * @example
 * refusalStatus(510) // 403
 */
export function refusalStatus(code: unknown): number {
  const n = Number(code);
  if (n === 510) return 403;
  return Number.isInteger(n) && n >= 400 && n < 600 ? n : 500;
}

/**
 * A `success:false` envelope as the HttpError a refused request has always been: the status its code means, the
 * message, field errors and result.
 *
 * @example
 * envelopeError({ success: false, code: 409, message: '记录已被他人修改', result: { current } }) // HttpError { status: 409, … }
 */
export function envelopeError(envelope: Record<string, unknown>): HttpError {
  return toHttpError(refusalStatus(envelope.code), envelope);
}

/** Whether an answer is JeecgBoot's business error: an envelope saying `success:false`. */
export function isRefusal(body: unknown): body is Record<string, unknown> & { success: false } {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
}

function defaultMessage(status: number): string {
  if (status === 0) return engineMessages.networkError;
  if (status === 404) return engineMessages.notFound;
  if (status === 504) return engineMessages.timeout;
  return `${engineMessages.requestFailed}（${status}）`;
}
