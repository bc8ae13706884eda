import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ok } from '../../../http/envelope';
import { platformDay as ymd } from '../../../http/format';

// Days are counted in the platform's zone, the database session's own (see db/time-zone.ts).
const DAY = `create_time::date`;

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
