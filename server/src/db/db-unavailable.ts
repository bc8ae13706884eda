/**
 * The database could not be reached for this request: the connection was cut (a terminated backend, PostgreSQL
 * restarting or shutting down, the network) or no connection could be opened in time. The request is answered with
 * 503 and a message staff can act on; the process stays up and the next request gets a fresh connection.
 */
export class DatabaseUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super(`database unavailable: ${(cause as Error)?.message ?? cause}`);
    this.name = 'DatabaseUnavailableError';
  }
}

// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart, cannot connect now),
// and 53300 (too many connections).
const SQL_STATES = /^(08...|57P0[1-4]|53300)$/;
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const DRIVER_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|terminating connection/;

/** Whether an error of the PostgreSQL driver means the connection, not the statement, failed. */
export function isConnectionFault(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (typeof e.code === 'string' && (SQL_STATES.test(e.code) || NODE_CODES.has(e.code))) return true;
  return typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message);
}
