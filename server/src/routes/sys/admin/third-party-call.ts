import type { Queryable } from '../../../db/database';
import { insertThirdPartyLog } from '../../../tables/stores/log-store';

export interface ThirdPartyCall {
  /** `sms`, `thirdLogin`, `cas`, `datasource` ... */
  provider: string;
  action: string;
  /** What was called, never a secret: a masked number, a host and port, a provider name. */
  target?: string | null;
  success: boolean;
  message?: string | null;
  durationMs: number;
  user?: { userId: string; username: string } | null;
  /** Values that must not reach the log even inside an error text (a password, a code); replaced by ***. */
  secrets?: string[];
}

/** The message with every secret blanked out, whatever the provider echoed back. */
export function scrubSecrets(message: string, secrets: (string | null | undefined)[] = []): string {
  return secrets.filter((s): s is string => !!s).reduce((text, s) => text.split(s).join('***'), message);
}

/**
 * Writes one row of the third-party call log. The log must never break the call it records, so a failed
 * write is reported on stderr and swallowed.
 */
export async function recordThirdPartyCall(db: Queryable, call: ThirdPartyCall): Promise<void> {
  await insertThirdPartyLog(db, {
    provider: call.provider.slice(0, 50), action: call.action.slice(0, 50), target: call.target?.slice(0, 255) ?? null, success: call.success,
    message: call.message ? scrubSecrets(call.message, call.secrets).slice(0, 500) : null, durationMs: Math.max(0, Math.round(call.durationMs)),
    username: call.user?.username ?? null, userId: call.user?.userId ?? null,
  }).catch((err: unknown) => console.error('third-party log failed', err instanceof Error ? err.message : err));
}

/**
 * Runs `fn`, timing it, and records the outcome: a throw is a failure (and is rethrown), otherwise `judge`
 * decides (default: success). Example: `await timedThirdPartyCall(db, { provider: 'sms', action: 'send' }, () => sms.send(...))`.
 */
export async function timedThirdPartyCall<T>(db: Queryable, meta: Omit<ThirdPartyCall, 'success' | 'durationMs' | 'message'>,
  fn: () => Promise<T>, judge: (result: T) => { success: boolean; message?: string } = () => ({ success: true })): Promise<T> {
  const started = Date.now();
  try {
    const result = await fn();
    await recordThirdPartyCall(db, { ...meta, ...judge(result), durationMs: Date.now() - started });
    return result;
  } catch (err) {
    await recordThirdPartyCall(db, { ...meta, success: false, message: err instanceof Error ? err.message : '调用失败', durationMs: Date.now() - started });
    throw err;
  }
}
