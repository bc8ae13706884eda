import os from 'node:os';
import v8 from 'node:v8';
import { monitorEventLoopDelay, PerformanceObserver, constants } from 'node:perf_hooks';

const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
const ms = (ns: number) => Math.round(ns / 1e4) / 100;

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: '新生代（Scavenge）',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: '老生代（Mark-Sweep）',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: '增量标记',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: '弱引用回调',
};

/** CPU time of all cores summed, to turn two samples into a usage percentage. */
function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.irq + t.idle;
  }
  return { idle, total };
}

/**
 * The process's running figures for 运行时监控 and 服务器监控: event-loop delay, garbage collections by kind (counted
 * since start), live handles, heap spaces and CPU usage between two calls. Started with the server, stopped on close.
 */
export function createRuntimeStats() {
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  const gc = new Map<string, { count: number; totalMs: number }>();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = GC_KINDS[(entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? -1] ?? '其他';
      const stat = gc.get(kind) ?? { count: 0, totalMs: 0 };
      stat.count += 1;
      stat.totalMs += entry.duration;
      gc.set(kind, stat);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  let lastCpu = cpuTimes();

  return {
    /** Share of CPU time spent busy since the previous call (the first call: since boot). */
    cpuUsage(): number {
      const now = cpuTimes();
      const total = now.total - lastCpu.total;
      const idle = now.idle - lastCpu.idle;
      lastCpu = now;
      return total > 0 ? Math.round((1 - idle / total) * 1000) / 10 : 0;
    },
    node() {
      const mem = process.memoryUsage();
      const heap = v8.getHeapStatistics();
      const handles: Record<string, number> = {};
      for (const name of process.getActiveResourcesInfo()) handles[name] = (handles[name] ?? 0) + 1;
      return {
        version: process.version, v8: process.versions.v8, pid: process.pid, uptimeSeconds: Math.round(process.uptime()),
        heapUsedMb: mb(mem.heapUsed), heapTotalMb: mb(mem.heapTotal), heapLimitMb: mb(heap.heap_size_limit), rssMb: mb(mem.rss),
        externalMb: mb(mem.external), arrayBuffersMb: mb(mem.arrayBuffers),
        heapSpaces: v8.getHeapSpaceStatistics().map((s) => ({ name: s.space_name, usedMb: mb(s.space_used_size), sizeMb: mb(s.space_size) })),
        eventLoopDelayMs: { mean: ms(loop.mean), p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
        gc: [...gc.entries()].map(([kind, s]) => ({ kind, count: s.count, totalMs: Math.round(s.totalMs * 10) / 10 })),
        handles: Object.entries(handles).map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count),
      };
    },
    stop() {
      loop.disable();
      observer.disconnect();
    },
  };
}
