import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import { ok } from '../http/envelope';
import { formatDateTime } from '../http/format';
import type { DictCache } from '../dicts/dict-cache';
import { sessions } from '../tables/stores/session-store';

const TRACE_SIZE = 100;
const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

/** Mount points worth reporting (real file systems, not /proc and friends). */
function disks() {
  let mounts: string[] = ['/'];
  try {
    mounts = fs.readFileSync('/proc/mounts', 'utf8').split('\n').map((l) => l.split(' '))
      .filter((p) => p[1] && /^(ext[234]|xfs|btrfs|overlay|zfs|vfat|ntfs|tmpfs)$/.test(p[2] ?? '') && !p[1].startsWith('/proc') && !p[1].startsWith('/sys'))
      .map((p) => p[1]);
  } catch {
    /* not Linux: the root only */
  }
  return [...new Set(mounts)].slice(0, 20).flatMap((mount) => {
    try {
      const s = fs.statfsSync(mount);
      const total = s.blocks * s.bsize;
      const free = s.bavail * s.bsize;
      return [{ mount, totalMb: mb(total), usedMb: mb(total - free), freeMb: mb(free), usage: total ? Math.round(((total - free) / total) * 1000) / 10 : 0 }];
    } catch {
      return [];
    }
  });
}

/** Server, disk, Node process, HTTP trace, cache and session figures for the monitoring pages. Admin only. */
export function monitorRoutes(app: FastifyInstance, db: Database, dictCache: DictCache, socketCounts: () => { notice: number; vxe: number }): void {
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  const trace: { method: string; path: string; status: number; timeMs: number; at: string }[] = [];
  app.addHook('onResponse', async (request, reply) => {
    trace.push({ method: request.method, path: request.url.split('?')[0].slice(0, 200), status: reply.statusCode,
      timeMs: Math.round(reply.elapsedTime * 10) / 10, at: formatDateTime(new Date())! });
    if (trace.length > TRACE_SIZE) trace.shift();
  });
  app.addHook('onClose', async () => loop.disable());

  const guard = async (request: import('fastify').FastifyRequest) => assertPermission(db, requireAuth(request), 'system:monitor:view');

  app.get('/devops/monitor/server', async (request) => {
    await guard(request);
    const cpus = os.cpus();
    return ok({
      hostname: os.hostname(), os: `${os.type()} ${os.release()}`, arch: os.arch(), uptimeSeconds: Math.round(os.uptime()),
      cpu: { model: cpus[0]?.model ?? '', cores: cpus.length, loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) },
      memory: { totalMb: mb(os.totalmem()), freeMb: mb(os.freemem()), usage: Math.round((1 - os.freemem() / os.totalmem()) * 1000) / 10 },
      database: db.kind,
    });
  });

  app.get('/devops/monitor/disk', async (request) => {
    await guard(request);
    return ok(disks());
  });

  /** Our counterpart of JeecgBoot's JVM page. */
  app.get('/devops/monitor/node', async (request) => {
    await guard(request);
    const mem = process.memoryUsage();
    return ok({
      version: process.version, pid: process.pid, uptimeSeconds: Math.round(process.uptime()),
      heapUsedMb: mb(mem.heapUsed), heapTotalMb: mb(mem.heapTotal), rssMb: mb(mem.rss), externalMb: mb(mem.external),
      eventLoopDelayMs: { mean: Math.round(loop.mean / 1e4) / 100, p99: Math.round(loop.percentile(99) / 1e4) / 100, max: Math.round(loop.max / 1e4) / 100 },
    });
  });

  app.get('/devops/monitor/httptrace', async (request) => {
    await guard(request);
    return ok([...trace].reverse());
  });

  app.get('/devops/monitor/cache', async (request) => {
    await guard(request);
    const s = dictCache.stats();
    const lookups = s.hits + s.misses;
    return ok({ dictionary: { ...s, hitRate: lookups ? Math.round((s.hits / lookups) * 1000) / 10 : 0 } });
  });

  app.get('/devops/monitor/sessions', async (request) => {
    await guard(request);
    const rows = await sessions.active(db, 500);
    return ok({
      sockets: socketCounts(),
      sessions: rows.map((r) => ({ id: r.id.slice(0, 8), username: r.username, realname: r.realname, ip: r.ip, menuCode: r.menu_code,
        loginTime: formatDateTime(r.create_time), expireTime: formatDateTime(r.expire_time) })),
    });
  });
}
