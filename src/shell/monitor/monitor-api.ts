import type { DataProvider } from '@/engine';
import type { TraceEntry } from '@/engine/schema/monitor-trace';

export type { TraceEntry };

/** 服务器监控 */
export interface ServerFigures {
  hostname: string;
  os: string;
  platform: string;
  arch: string;
  uptimeSeconds: number;
  nodeVersion: string;
  cpu: { model: string; cores: number; usage: number; loadAverage: number[] };
  memory: { totalMb: number; freeMb: number; usedMb: number; usage: number };
  database: string;
}

/** 运行时监控 (the JVM page's counterpart). */
export interface RuntimeFigures {
  version: string;
  v8: string;
  pid: number;
  uptimeSeconds: number;
  heapUsedMb: number;
  heapTotalMb: number;
  heapLimitMb: number;
  rssMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  heapSpaces: { name: string; usedMb: number; sizeMb: number }[];
  eventLoopDelayMs: { mean: number; p50: number; p99: number; max: number };
  gc: { kind: string; count: number; totalMs: number }[];
  handles: { type: string; count: number }[];
}

export interface DiskFigures { mount: string; type: string; totalMb: number; usedMb: number; freeMb: number; usage: number }


export interface CacheFigures {
  key: string;
  name: string;
  entries: number;
  hits: number | null;
  misses: number | null;
  hitRate: number | null;
  clearable: boolean;
  note: string;
}

export interface OnlineSession {
  id: string;
  userId: string;
  username: string;
  realname: string;
  ip: string | null;
  client: string;
  view: string;
  loginTime: string;
  lastActiveTime: string;
  expireTime: string;
  current: boolean;
}

export interface SystemFigures {
  database: { kind: string; name: string; schema: string; sizeMb: number; version: string; connections: number; tables: number };
  largestTables: { name: string; title: string | null; rows: number; sizeMb: number }[];
  sockets: { notice: number; vxe: number };
  versions: { node: string; v8: string; os: string; app: string | null };
  pages: number;
}

/** The monitoring pages' calls (administrators only; the server checks). */
export function createMonitorApi(dp: DataProvider) {
  const get = async <T,>(url: string) => (await dp.custom<T>({ url, method: 'get' })).data;
  return {
    server: () => get<ServerFigures>('/monitor/server'),
    runtime: () => get<RuntimeFigures>('/monitor/node'),
    disks: () => get<DiskFigures[]>('/monitor/disk'),
    trace: () => get<TraceEntry[]>('/monitor/httptrace'),
    caches: () => get<CacheFigures[]>('/monitor/cache'),
    clearCache: async (key: string) => (await dp.custom<string>({ url: '/monitor/cache/clear', method: 'post', payload: { key } })).message,
    sessions: () => get<OnlineSession[]>('/sys/online/list'),
    forceLogout: async (id: string) => (await dp.custom<string>({ url: '/sys/online/forceLogout', method: 'post', payload: { id } })).message,
    system: () => get<SystemFigures>('/monitor/system'),
  };
}

export type MonitorApi = ReturnType<typeof createMonitorApi>;
