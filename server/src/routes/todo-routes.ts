import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { ok } from '../http/envelope';
import { flowStore } from '../tables/stores/flow-store';

const SHORT = { type: 'string', maxLength: 20 };

/** The caller's pending approvals: their open tasks (as approver, agent or transferee) on running, unsuspended instances. */
export async function countTodo(db: Database, userId: string): Promise<number> {
  return flowStore.countOpen(db, userId);
}

/**
 * `company/flow/flowInfo/queryTodo`: the shell highlights its to-do shortcut when the count is above 0.
 * `year`, `sessionId`, `page` and `rows` are the client's paging of the full to-do list; the count ignores them.
 */
export function todoRoutes(app: FastifyInstance, db: Database): void {
  app.get('/devops/company/flow/flowInfo/queryTodo', {
    schema: { querystring: { type: 'object', properties: { year: SHORT, sessionId: { type: 'string', maxLength: 64 }, page: SHORT, rows: SHORT } } },
  }, async (request) => {
    const auth = requireAuth(request);
    return ok(await countTodo(db, auth.userId));
  });
}
