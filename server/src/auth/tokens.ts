import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Queryable } from '../db/database';
import { sessions, signingSecret } from '../tables/stores/session-store';
import { MESSAGES } from '../http/envelope';
import { dataRules, type DataRuleGrants } from '../tables/stores/data-rule-store';
import { memoRights } from './rights-cache';
import type { PlatformEvent, SessionEndReason } from '../realtime/event-bus';

/** Tokens live 7 days, as the client stores them (604800000 ms). */
export const TOKEN_TTL_MS = 604_800_000;

export interface SessionContext {
  companyId: string | null;
  projectId: string | null;
  menuCode: '11' | '12';
}

export interface AuthInfo extends SessionContext {
  userId: string;
  username: string;
  sessionId: string;
  /** Tenants the user belongs to; a tenant header may only pick among these. */
  tenantIds: string[];
  /** The data rules limiting the user's rows, per page (read with the session; none for internal callers). */
  dataRules?: DataRuleGrants;
  /** The 'rights' version read with the session: what the user's roles grant is memoised under it (rights-cache.ts). */
  rightsVersion?: string;
}

/**
 * Reads the installation's signing secret, creating it on first use. Stored in the database so that
 * every process on one PostgreSQL signs and verifies with the same key; never a constant in code.
 */
export async function loadSigningKey(db: Queryable): Promise<Uint8Array> {
  const secret = await signingSecret(db, randomBytes(48).toString('base64url'));
  return new Uint8Array(Buffer.from(secret, 'base64url'));
}

export interface TokenService {
  issue(userId: string, username: string, ctx: SessionContext, meta: { ip?: string; userAgent?: string }): Promise<string>;
  /** The session behind a token, or null when the token is forged, expired or revoked. */
  verify(token: string): Promise<AuthInfo | null>;
  /** Ends one session (logout, 强制退出): its token is refused and its sockets close in every process. */
  revoke(sessionId: string, reason?: 'logout' | 'kicked'): Promise<void>;
  /** Ends every session of a user but `exceptSessionId`, noting why (frozen, reset), sockets included. */
  revokeAllOf(userId: string, exceptSessionId?: string, reason?: 'frozen' | 'reset'): Promise<void>;
  /** Closes the sockets of users whose sessions a write's own transaction ended (a deleted user). */
  closeSocketsOf(userIds: string[], reason: SessionEndReason): Promise<void>;
  /** The message refusing a token that no longer answers: the account frozen, the password reset, or the plain one. */
  refusal(token: string): Promise<string>;
}

export const FROZEN_MESSAGE = '您的账号已被冻结，请联系管理员';
export const RESET_MESSAGE = '您的密码已被管理员重置，请使用新密码重新登录';

/** Tokens whose signature this process has checked, kept so a session's every request does not check it again. */
const VERIFIED_MAX = 10_000;

/**
 * Tokens and their sessions. `announce` carries an ended session to every process (the event bus), whose push and
 * grid sockets then close: a socket opened before a logout, freeze or delete hears nothing more.
 */
export function createTokenService(db: Queryable, key: Uint8Array, announce: (event: PlatformEvent) => Promise<void> = async () => {}): TokenService {
  // token → its subject, session and expiry. The signature of a given string under this key never changes, so a token
  // checked once needs only its expiry checked again (the session row, read on every request, still decides revocation).
  // Checking an HMAC through WebCrypto was a fifth of a list request's CPU.
  const verified = new Map<string, { sub?: string; jti?: string; exp?: number }>();
  const claims = async (token: string) => {
    const known = verified.get(token);
    if (known && (known.exp === undefined || known.exp * 1000 > Date.now())) return known;
    verified.delete(token);
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const checked = { sub: payload.sub, jti: payload.jti, exp: payload.exp };
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, checked);
    return checked;
  };
  return {
    async issue(userId, username, ctx, meta) {
      const sessionId = randomBytes(16).toString('hex');
      const expires = new Date(Date.now() + TOKEN_TTL_MS);
      await sessions.insert(db, {
        id: sessionId, userId, companyId: ctx.companyId, projectId: ctx.projectId, menuCode: ctx.menuCode,
        ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 255) ?? null, expires,
      });
      return new SignJWT({ username })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expires.getTime() / 1000))
        .sign(key);
    },
    async verify(token) {
      let sub: string | undefined;
      let jti: string | undefined;
      try {
        ({ sub, jti } = await claims(token));
      } catch {
        return null;
      }
      if (!sub || !jti) return null;
      const row = await sessions.live(db, jti);
      if (!row || row.user_id !== sub) return null;
      if (!row.last_active_time || Date.now() - row.last_active_time.getTime() > 60_000) await sessions.touch(db, jti);
      return {
        userId: row.user_id, username: row.username, sessionId: jti,
        companyId: row.company_id, projectId: row.project_id, menuCode: row.menu_code,
        tenantIds: row.rel_tenant_ids.split(',').filter(Boolean),
        rightsVersion: row.rights_version,
        dataRules: await memoRights(db, { userId: row.user_id, rightsVersion: row.rights_version }, 'dataRules', () => dataRules.grantsOf(db, row.user_id)),
      };
    },
    async revoke(sessionId, reason = 'logout') {
      await sessions.revoke(db, sessionId);
      await announce({ kind: 'kick', sessionIds: [sessionId], reason });
    },
    async revokeAllOf(userId, exceptSessionId, reason) {
      await sessions.revokeAllOf(db, userId, exceptSessionId ?? '', reason ?? null);
      await announce({ kind: 'kick', userIds: [userId], exceptSessionId, reason: reason ?? 'signedOut' });
    },
    async closeSocketsOf(userIds, reason) {
      if (userIds.length) await announce({ kind: 'kick', userIds, reason });
    },
    async refusal(token) {
      const jti = await jwtVerify(token, key, { algorithms: ['HS256'] }).then(({ payload }) => payload.jti, () => undefined);
      const why = jti ? await sessions.refusal(db, jti) : undefined;
      return why === 'frozen' ? FROZEN_MESSAGE : why === 'reset' ? RESET_MESSAGE : MESSAGES.tokenInvalid;
    },
  };
}
