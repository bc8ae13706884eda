import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ok } from '../../../http/envelope';

const OFFSET_MS = 8 * 3600_000;
// Days are counted in GMT+8, as every time on the wire is; the expression works the same on PGlite and PostgreSQL.
const DAY = `((create_time AT TIME ZONE 'UTC') + interval '8 hours')::date`;

/** `YYYY-MM-DD` of the day `back` days before today, in GMT+8. */
function ymd(back: number, now = Date.now()): string {
  return new Date(now + OFFSET_MS - back * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The home page's visit figures (JeecgBoot `sys/loginfo`, `sys/visitInfo`), counted from successful logins.
 * Administrators only: they reveal who comes from where.
 */
export function statsRoutes(app: FastifyInstance, db: Database): void {
  const guard = async (request: FastifyRequest) => assertPermission(db, requireAuth(request), 'system:log:list');

  app.get('/devops/sys/loginfo', async (request) => {
    await guard(request);
    const { rows } = await db.query<{ today: number; today_ip: number; total: number }>(
      `SELECT count(*) FILTER (WHERE ${DAY} = $1::date)::int AS today,
              count(DISTINCT ip) FILTER (WHERE ${DAY} = $1::date)::int AS today_ip,
              count(*)::int AS total
         FROM sys_login_log WHERE ok`,
      [ymd(0)],
    );
    const r = rows[0];
    return ok({ todayVisitCount: r.today, todayIp: r.today_ip, totalVisitCount: r.total });
  });

  app.get('/devops/sys/visitInfo', async (request) => {
    await guard(request);
    const first = ymd(6);
    const { rows } = await db.query<{ tian: string; visit: number; ip: number }>(
      `SELECT to_char(${DAY}, 'YYYY-MM-DD') AS tian, count(*)::int AS visit, count(DISTINCT ip)::int AS ip
         FROM sys_login_log
        WHERE ok AND create_time >= ($1::date - interval '8 hours') AT TIME ZONE 'UTC'
        GROUP BY 1`,
      [first],
    );
    const byDay = new Map(rows.map((r) => [r.tian, r]));
    // Seven entries always, oldest first; a day without logins shows 0 rather than a gap in the chart.
    const days = Array.from({ length: 7 }, (_, i) => ymd(6 - i)).map((tian) => {
      const hit = byDay.get(tian);
      return { ymd: tian.slice(5), tian, visit: hit?.visit ?? 0, ip: hit?.ip ?? 0, type: tian.slice(5) };
    });
    return ok(days);
  });
}
