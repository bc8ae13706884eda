import type { Queryable } from './database';

/** Starts listening on a channel (its name is the platform's own, never from a request). */
export async function listen(client: Queryable, channel: string): Promise<void> {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(channel)) throw new Error(`通知通道名不合法：${channel}`);
  await client.query(`LISTEN ${channel}`);
}

/** Sends a payload to every process listening on the channel (PostgreSQL limits it to 8000 bytes). */
export async function notify(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
