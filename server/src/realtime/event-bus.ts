import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Database } from '../db/database';
import { listen, notify } from '../db/notify';

/** Something every process must hear: a notice to push, a grid row another viewer saved. */
export type PlatformEvent =
  | { kind: 'notice'; userIds: string[] | null; message: Record<string, unknown> }
  /** A grid row a viewer changed: relayed to the sockets of the same page in the same company and project context. */
  | { kind: 'vxe'; fromSocket: string; pageId: string; context: string; message: Record<string, unknown> }
  /**
   * Sessions that ended (logout, 强制退出, freeze, delete, password reset): every process closes their sockets. Named by
   * session, or by user (every session of theirs but `exceptSessionId`).
   */
  | { kind: 'kick'; sessionIds?: string[]; userIds?: string[]; exceptSessionId?: string; reason?: SessionEndReason }
  /** A process reloaded `schemas/`: the others read their copy again, so every process serves the same pages. */
  | { kind: 'schemas'; from: string }
  /**
   * This process's connection to the other processes was cut and is back (never published): events sent meanwhile
   * were missed, so whoever keeps a copy of shared state reads it again.
   */
  | { kind: 'resync' };

export interface EventBus {
  /** To every process, this one included. */
  publish(event: PlatformEvent): Promise<void>;
  /**
   * To this process's subscribers only: what each process does for its own sockets once its own copy of shared state
   * is up to date (a reload of the schemas), which a publish could announce before the others had caught up.
   */
  deliverHere(event: PlatformEvent): void;
  subscribe(listener: (event: PlatformEvent) => void): () => void;
  close(): Promise<void>;
}

/** Why a session ended, which the closing socket tells its browser. */
export type SessionEndReason = 'logout' | 'kicked' | 'frozen' | 'deleted' | 'reset' | 'signedOut';

const CHANNEL = 'platform_events';

/**
 * Fan-out between server processes. On PostgreSQL every process LISTENs on one channel and a publish is a
 * NOTIFY, so a notice released on one process reaches sockets held by the others. PGlite is single-process:
 * an in-memory emitter is the whole story there.
 */
export async function createEventBus(db: Database, databaseUrl?: string, schema?: string): Promise<EventBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  if (db.kind !== 'postgres' || !databaseUrl) {
    return {
      async publish(event) {
        local.emit('event', event);
      },
      deliverHere(event) {
        local.emit('event', event);
      },
      subscribe(listener) {
        local.on('event', listener);
        return () => local.off('event', listener);
      },
      async close() {
        local.removeAllListeners();
      },
    };
  }
  // Tests give each file its own schema on one server; the channel name keeps them apart.
  const channel = schema ? `${CHANNEL}_${schema}` : CHANNEL;
  const listener = await keepListening(databaseUrl, channel, {
    onEvent: (event) => local.emit('event', event),
    // What was published while the connection was down was never heard here: subscribers read afresh what they keep.
    onResumed: () => local.emit('event', { kind: 'resync' } satisfies PlatformEvent),
  });
  return {
    async publish(event) {
      // NOTIFY payloads are limited to 8000 bytes; notices carry ids and titles only, never bodies. A push that cannot
      // be sent (the database out of reach) is lost, not fatal: the browser also polls its notices.
      await notify(db, channel, JSON.stringify(event)).catch((err: unknown) => {
        console.warn(`事件未能发出（${event.kind}）：${(err as Error).message}`);
      });
    },
    deliverHere(event) {
      local.emit('event', event);
    },
    subscribe(listener) {
      local.on('event', listener);
      return () => local.off('event', listener);
    },
    async close() {
      local.removeAllListeners();
      await listener.close();
    },
  };
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/**
 * The LISTEN connection, kept open: when PostgreSQL cuts it (a restart, a terminated backend, the network) it is opened
 * again with a growing pause (0.5 s, 1 s, 2 s … at most 10 s) until the database answers, then `onResumed` runs.
 */
async function keepListening(databaseUrl: string, channel: string, on: { onEvent(e: PlatformEvent): void; onResumed(): void }) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: RECONNECT_MAX_MS });
    // A cut connection reports an error, then ends: the end is where it is opened again.
    c.on('error', () => undefined);
    c.on('notification', (msg) => {
      if (msg.channel !== channel || !msg.payload) return;
      try {
        on.onEvent(JSON.parse(msg.payload) as PlatformEvent);
      } catch {
        /* a payload we did not write: ignore */
      }
    });
    try {
      await c.connect();
      await listen(c, channel);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    c.once('end', () => {
      if (closed || client !== c) return;
      client = undefined;
      console.warn('数据库通知连接已断开，正在重连…');
      schedule();
    });
    client = c;
  };

  const schedule = () => {
    const wait = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures);
    retry = setTimeout(() => {
      open().then(() => {
        failures = 0;
        console.warn('数据库通知连接已恢复');
        on.onResumed();
      }, () => {
        failures++;
        if (!closed) schedule();
      });
    }, wait);
    retry.unref();
  };

  await open();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
