/** One request as 请求追踪 shows it: the server records it, the monitoring page lists it. */
export interface TraceEntry {
  method: string;
  path: string;
  status: number;
  timeMs: number;
  at: string;
  username: string | null;
  ip: string;
  headers: Record<string, string>;
}
