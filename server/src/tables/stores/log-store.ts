import type { Queryable } from '../../db/database';

// What the platform itself writes to and counts in its logs, beside the read-only log screens.

/** One operation-log row: every write through the API, never its body or headers. */
export interface OperationLogRow {
  username: string | null;
  userId: string | null;
  companyId: string | null;
  method: string;
  path: string;
  status: number;
  /** None for what a command on the server did (`schemas:import`). */
  ip: string | null;
  userAgent: string | null;
  costMs: number;
  /** The module written to (a page code) and its title, the record, and an edit's changed fields as JSON. */
  module: string | null;
  moduleName: string | null;
  recordId: string | null;
  changes: string | null;
}

export async function insertOperationLog(db: Queryable, r: OperationLogRow): Promise<void> {
  await db.query(
    `INSERT INTO sys_log (username, user_id, company_id, method, path, status, ip, user_agent, cost_ms, module, module_name, record_id, changes)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`,
    [r.username, r.userId, r.companyId, r.method, r.path, r.status, r.ip, r.userAgent, r.costMs, r.module, r.moduleName, r.recordId, r.changes],
  );
}

/** One row of the third-party call log (already trimmed to its columns and free of secrets). */
export interface ThirdPartyLogRow {
  provider: string;
  action: string;
  target: string | null;
  success: boolean;
  message: string | null;
  durationMs: number;
  username: string | null;
  userId: string | null;
}

export async function insertThirdPartyLog(db: Queryable, r: ThirdPartyLogRow): Promise<void> {
  await db.query(
    `INSERT INTO sys_third_party_log (provider, action, target, success, message, duration_ms, username, user_id) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
    [r.provider, r.action, r.target, r.success, r.message, r.durationMs, r.username, r.userId],
  );
}

/** The home page's visit totals from successful logins: today's (in the platform's zone, the session's own) and all. */
export async function loginTotals(db: Queryable, today: string) {
  const { rows } = await db.query<{ today: number; today_ip: number; total: number }>(
    `SELECT count(*) FILTER (WHERE create_time::date = $1::date)::int AS today,
            count(DISTINCT ip) FILTER (WHERE create_time::date = $1::date)::int AS today_ip,
            count(*)::int AS total
       FROM sys_login_log WHERE ok`,
    [today],
  );
  return rows[0];
}

/** Successful logins and their addresses per day (`YYYY-MM-DD` in the platform's zone) from `firstDay` on. */
export async function loginsPerDay(db: Queryable, firstDay: string) {
  const { rows } = await db.query<{ tian: string; visit: number; ip: number }>(
    `SELECT to_char(create_time::date, 'YYYY-MM-DD') AS tian, count(*)::int AS visit, count(DISTINCT ip)::int AS ip
       FROM sys_login_log WHERE ok AND create_time >= $1::date::timestamptz GROUP BY 1`,
    [firstDay],
  );
  return rows;
}
