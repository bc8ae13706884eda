import fs from 'node:fs';
import os from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import { ApiError, ok, okMessage } from '../http/envelope';
import { requestErrors } from '../http/request-schemas';
import type { DictCache } from '../dicts/dict-cache';
import type { SchemaStore } from '../schemas/schema-store';
import type { CountCache } from '../tables/count-cache';
import type { TableModel } from '../tables/table-model';
import { databaseFigures, largestTables, tableCount } from '../tables/stores/monitor-store';
import { createRuntimeStats } from './runtime-stats';
import { httpTrace } from './http-trace';

const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
const rate = (hits: number, misses: number) => (hits + misses ? Math.round((hits / (hits + misses)) * 1000) / 10 : 0);

/** Mount points worth reporting (real file systems, not /proc and friends). */
function disks() {
  let mounts: { mount: string; type: string }[] = [{ mount: '/', type: '' }];
  try {
    mounts = fs.readFileSync('/proc/mounts', 'utf8').split('\n').map((l) => l.split(' '))
      .filter((p) => p[1] && /^(ext[234]|xfs|btrfs|overlay|zfs|vfat|ntfs|tmpfs)$/.test(p[2] ?? '') && !p[1].startsWith('/proc') && !p[1].startsWith('/sys'))
      .map((p) => ({ mount: p[1], type: p[2] }));
  } catch {
    /* not Linux: the root only */
  }
  const seen = new Set<string>();
  return mounts.filter((m) => !seen.has(m.mount) && seen.add(m.mount)).slice(0, 20).flatMap(({ mount, type }) => {
    try {
      const s = fs.statfsSync(mount);
      const total = s.blocks * s.bsize;
      const free = s.bavail * s.bsize;
      // Below a megabyte it is a placeholder mount, not storage anyone fills.
      return total >= 1024 * 1024 ? [{ mount, type, totalMb: mb(total), usedMb: mb(total - free), freeMb: mb(free), usage: Math.round(((total - free) / total) * 1000) / 10 }] : [];
    } catch {
      return [];
    }
  });
}

export interface MonitorDeps {
  db: Database;
  dictCache: DictCache;
  store: SchemaStore;
  /** The list-total cache and the served tables, made later by the tables plugin. */
  counts: () => CountCache | undefined;
  tables: () => TableModel[];
  socketCounts: () => { notice: number; vxe: number };
}

/**
 * The monitoring pages' figures (server, runtime, disk, HTTP trace, caches, system). Administrators only: every
 * endpoint checks `system:monitor:view`, clearing a cache `system:monitor:clearCache`. Figures of memory, traces and
 * caches are this process's own.
 */
export function monitorRoutes(app: FastifyInstance, deps: MonitorDeps): void {
  const { db, dictCache, store } = deps;
  const runtime = createRuntimeStats();
  const trace = httpTrace(app);
  app.addHook('onClose', async () => runtime.stop());

  const can = (code: string) => ({ preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), code) });
  const view = can('system:monitor:view');

  app.get('/devops/monitor/server', view, async () => {
    const cpus = os.cpus();
    return ok({
      hostname: os.hostname(), os: `${os.type()} ${os.release()}`, platform: os.platform(), arch: os.arch(), uptimeSeconds: Math.round(os.uptime()),
      nodeVersion: process.version,
      cpu: { model: cpus[0]?.model ?? '', cores: cpus.length, usage: runtime.cpuUsage(), loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) },
      memory: { totalMb: mb(os.totalmem()), freeMb: mb(os.freemem()), usedMb: mb(os.totalmem() - os.freemem()), usage: Math.round((1 - os.freemem() / os.totalmem()) * 1000) / 10 },
      database: db.kind,
    });
  });

  app.get('/devops/monitor/disk', view, async () => ok(disks()));

  /** Our counterpart of JeecgBoot's JVM page. */
  app.get('/devops/monitor/node', view, async () => ok(runtime.node()));

  app.get('/devops/monitor/httptrace', view, async () => ok(trace.entries()));

  const cacheFigures = () => {
    const dict = dictCache.stats();
    const counts = deps.counts()?.stats() ?? { entries: 0, hits: 0, misses: 0 };
    return [
      { key: 'dict', name: '数据字典缓存', entries: dict.entries, hits: dict.hits, misses: dict.misses, hitRate: rate(dict.hits, dict.misses), clearable: true,
        note: '字典项修改后自动失效，所有服务进程同步' },
      { key: 'count', name: '列表总数缓存', entries: counts.entries, hits: counts.hits, misses: counts.misses, hitRate: rate(counts.hits, counts.misses), clearable: true,
        note: '按表版本失效：任何写入后重新计数' },
      { key: 'schema', name: '页面模式缓存', entries: store.pages.size, hits: null, misses: null, hitRate: null, clearable: false,
        note: 'schemas/ 变更后自动重新加载' },
      { key: 'permission', name: '权限缓存', entries: 0, hits: null, misses: null, hitRate: null, clearable: false,
        note: '不缓存：每次请求从数据库读取，授权与冻结即时生效' },
    ];
  };
  app.get('/devops/monitor/cache', view, async () => ok(cacheFigures()));

  app.post<{ Body: { key: string } }>('/devops/monitor/cache/clear', {
    ...can('system:monitor:clearCache'),
    schema: { body: { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 20 } } } },
    schemaErrorFormatter: requestErrors,
  }, async (request) => {
    const { key } = request.body;
    if (key === 'dict') await dictCache.invalidate();
    else if (key === 'count') deps.counts()?.clear();
    else throw new ApiError(400, '该缓存不支持清空');
    return okMessage('缓存已清空');
  });

  app.get('/devops/monitor/system', view, async () => {
    const figures = await databaseFigures(db);
    const titles = new Map(deps.tables().map((m) => [m.table, m.page.title]));
    return ok({
      database: { kind: db.kind, name: figures.name, schema: figures.schema, sizeMb: mb(figures.size), version: figures.version, connections: figures.connections,
        tables: await tableCount(db) },
      largestTables: (await largestTables(db, 15)).map((t) => ({ name: t.name, title: titles.get(t.name) ?? null, rows: t.rows, sizeMb: mb(t.size) })),
      sockets: deps.socketCounts(),
      versions: { node: process.version, v8: process.versions.v8, os: `${os.type()} ${os.release()}`, app: process.env.npm_package_version ?? null },
      pages: store.pages.size,
    });
  });
}
