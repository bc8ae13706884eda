import type { Queryable } from '../../db/database';

/** Image captchas (sys_captcha): the hash of each text under its client-chosen check key, spent on first use. */
export const captchas = {
  /** Stores (or replaces) the captcha of a check key, valid `ttlSeconds`; expired ones are swept on the way. */
  async put(db: Queryable, checkKey: string, codeHash: string, ttlSeconds: number): Promise<void> {
    await db.query('DELETE FROM sys_captcha WHERE expire_time < now()');
    await db.query(
      `INSERT INTO sys_captcha (check_key, code_hash, expire_time) VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (check_key) DO UPDATE SET code_hash = EXCLUDED.code_hash, expire_time = EXCLUDED.expire_time, create_time = now()`,
      [checkKey, codeHash, ttlSeconds],
    );
  },

  /** Removes a check key's captcha and answers its hash if it was still valid (single use: a second take finds none). */
  async take(db: Queryable, checkKey: string): Promise<string | undefined> {
    const { rows } = await db.query<{ code_hash: string; live: boolean }>(
      'DELETE FROM sys_captcha WHERE check_key = $1 RETURNING code_hash, expire_time > now() AS live',
      [checkKey],
    );
    return rows[0]?.live ? rows[0].code_hash : undefined;
  },
};
