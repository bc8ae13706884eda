import { useCallback, useEffect, useRef, useState } from 'react';
import dayjs from 'dayjs';
import { useServices } from '../services/services-context';
import { createMonitorApi, type MonitorApi } from './monitor-api';

/** The choices of the auto-refresh interval, in seconds (0: off). */
export const REFRESH_CHOICES = [0, 5, 10, 30];

export interface Polled<T> {
  data: T | undefined;
  error: boolean;
  /** When the figures were last read (HH:mm:ss). */
  updatedAt: string | null;
  intervalSeconds: number;
  setIntervalSeconds: (s: number) => void;
  reload: () => void;
  /** Each reading in turn with its time (for the charts' short history); the newest last, at most `history` kept. */
  history: { at: string; data: T }[];
}

/**
 * Reads `fetch(api)` at once and every `intervalSeconds` while the page is shown (0 stops it), keeping the last
 * readings for the charts. A reading that fails keeps the previous figures and marks the error.
 */
export function useMonitor<T>(fetch: (api: MonitorApi) => Promise<T>, options: { interval?: number; history?: number } = {}): Polled<T> {
  const { engine } = useServices();
  const [api, setApi] = useState<MonitorApi>();
  const [data, setData] = useState<T>();
  const [history, setHistory] = useState<{ at: string; data: T }[]>([]);
  const [error, setError] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  const [intervalSeconds, setIntervalSeconds] = useState(options.interval ?? 5);
  const [tick, setTick] = useState(0);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const keep = options.history ?? 30;

  useEffect(() => {
    let live = true;
    void engine().then((e) => live && setApi(createMonitorApi(e.dataProvider)));
    return () => { live = false; };
  }, [engine]);

  useEffect(() => {
    if (!api) return undefined;
    let live = true;
    const read = () => fetchRef.current(api).then((d) => {
      if (!live) return;
      const at = dayjs().format('HH:mm:ss');
      setData(d);
      setHistory((h) => [...h.slice(-(keep - 1)), { at, data: d }]);
      setError(false);
      setUpdatedAt(at);
    }, () => live && setError(true));
    void read();
    const timer = intervalSeconds > 0 ? window.setInterval(() => void read(), intervalSeconds * 1000) : undefined;
    return () => {
      live = false;
      if (timer) window.clearInterval(timer);
    };
  }, [api, intervalSeconds, tick, keep]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, updatedAt, intervalSeconds, setIntervalSeconds, reload, history };
}

/** The monitor calls for one-off actions (清空缓存, 强制退出). */
export function useMonitorApi(): MonitorApi | undefined {
  const { engine } = useServices();
  const [api, setApi] = useState<MonitorApi>();
  useEffect(() => {
    let live = true;
    void engine().then((e) => live && setApi(createMonitorApi(e.dataProvider)));
    return () => { live = false; };
  }, [engine]);
  return api;
}
