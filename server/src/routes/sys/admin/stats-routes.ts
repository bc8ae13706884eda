import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { ok } from '../../../http/envelope';
import { platformDay as ymd } from '../../../http/format';
import { loginsPerDay, loginTotals } from '../../../tables/stores/log-store';

/**
 * The home page's visit figures (JeecgBoot `sys/loginfo`, `sys/visitInfo`), counted from successful logins. Every
 * signed-in user's home page shows them (the original client asks for them on every login), so they answer counts
 * only: never an address, an account or a name.
 */
export function statsRoutes(app: FastifyInstance, db: Database): void {
  const guard = async (request: FastifyRequest) => void requireAuth(request);

  app.get('/devops/sys/loginfo', async (request) => {
    await guard(request);
    const totals = await loginTotals(db, ymd(0));
    return ok({ todayVisitCount: totals.today, todayIp: totals.today_ip, totalVisitCount: totals.total });
  });

  app.get('/devops/sys/visitInfo', async (request) => {
    await guard(request);
    const counted = await loginsPerDay(db, ymd(6));
    const byDay = new Map(counted.map((r) => [r.tian, r]));
    // Seven entries always, oldest first; a day without logins shows 0 rather than a gap in the chart.
    const days = Array.from({ length: 7 }, (_, i) => ymd(6 - i)).map((tian) => {
      const hit = byDay.get(tian);
      return { ymd: tian.slice(5), tian, visit: hit?.visit ?? 0, ip: hit?.ip ?? 0, type: tian.slice(5) };
    });
    return ok(days);
  });
}
