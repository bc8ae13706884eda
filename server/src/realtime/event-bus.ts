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
  | { kind: 'schemas'; from: string };

export interface EventBus {
  publish(event: PlatformEvent): Promise<void>;
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
  const listenClient = new pg.Client({ connectionString: databaseUrl });
  await listenClient.connect();
  await listen(listenClient, channel);
  listenClient.on('notification', (msg) => {
    if (msg.channel !== channel || !msg.payload) return;
    try {
      local.emit('event', JSON.parse(msg.payload) as PlatformEvent);
    } catch {
      /* a payload we did not write: ignore */
    }
  });
  return {
    async publish(event) {
      // NOTIFY payloads are limited to 8000 bytes; notices carry ids and titles only, never bodies.
      await notify(db, channel, JSON.stringify(event));
    },
    subscribe(listener) {
      local.on('event', listener);
      return () => local.off('event', listener);
    },
    async close() {
      local.removeAllListeners();
      await listenClient.end().catch(() => undefined);
    },
  };
}
