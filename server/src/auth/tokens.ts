import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Queryable } from '../db/database';

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
}

/**
 * Reads the installation's signing secret, creating it on first use. Stored in the database so that
 * every process on one PostgreSQL signs and verifies with the same key; never a constant in code.
 */
export async function loadSigningKey(db: Queryable): Promise<Uint8Array> {
  await db.query(`INSERT INTO sys_install (key, value) VALUES ('token_secret', $1) ON CONFLICT (key) DO NOTHING`, [
    randomBytes(48).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM sys_install WHERE key = 'token_secret'`);
  return new Uint8Array(Buffer.from(rows[0].value, 'base64url'));
}

export interface TokenService {
  issue(userId: string, username: string, ctx: SessionContext, meta: { ip?: string; userAgent?: string }): Promise<string>;
  /** The session behind a token, or null when the token is forged, expired or revoked. */
  verify(token: string): Promise<AuthInfo | null>;
  revoke(sessionId: string): Promise<void>;
  revokeAllOf(userId: string, exceptSessionId?: string): Promise<void>;
}

export function createTokenService(db: Queryable, key: Uint8Array): TokenService {
  return {
    async issue(userId, username, ctx, meta) {
      const sessionId = randomBytes(16).toString('hex');
      const expires = new Date(Date.now() + TOKEN_TTL_MS);
      await db.query(
        `INSERT INTO sys_session (id, user_id, company_id, project_id, menu_code, ip, user_agent, expire_time)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
        [sessionId, userId, ctx.companyId, ctx.projectId, ctx.menuCode, meta.ip ?? null, meta.userAgent?.slice(0, 255) ?? null, expires],
      );
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
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        sub = payload.sub;
        jti = payload.jti;
      } catch {
        return null;
      }
      if (!sub || !jti) return null;
      const { rows } = await db.query<{
        user_id: string; username: string; company_id: string | null; project_id: string | null; menu_code: '11' | '12';
        rel_tenant_ids: string;
      }>(
        `SELECT s.user_id, u.username, s.company_id, s.project_id, s.menu_code, u.rel_tenant_ids
           FROM sys_session s JOIN sys_user u ON u.id = s.user_id
          WHERE s.id = $1 AND s.revoke_time IS NULL AND s.expire_time > now() AND u.status = 1 AND u.del_flag = 0`,
        [jti],
      );
      const row = rows[0];
      if (!row || row.user_id !== sub) return null;
      return {
        userId: row.user_id, username: row.username, sessionId: jti,
        companyId: row.company_id, projectId: row.project_id, menuCode: row.menu_code,
        tenantIds: row.rel_tenant_ids.split(',').filter(Boolean),
      };
    },
    async revoke(sessionId) {
      await db.query('UPDATE sys_session SET revoke_time = now() WHERE id = $1 AND revoke_time IS NULL', [sessionId]);
    },
    async revokeAllOf(userId, exceptSessionId) {
      await db.query(
        'UPDATE sys_session SET revoke_time = now() WHERE user_id = $1 AND revoke_time IS NULL AND id <> $2',
        [userId, exceptSessionId ?? ''],
      );
    },
  };
}
