import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { requireAuth } from '../../auth/auth-plugin';
import { ApiError, MESSAGES, ok } from '../../http/envelope';
import { requestErrors, requestSchema, text } from '../../http/request-schemas';
import { users } from '../../tables/stores/user-store';
import { membership } from '../../tables/stores/membership-store';
import { userInfo } from './user-view';

/**
 * Calls the platform's original client makes under names JeecgBoot does not use: the signed-in user (`/user/info`) and
 * the message session the to-do count is asked under (`/message/pc/querySeesion`, its spelling). The session is the
 * caller's own: the to-do count needs no other.
 */
export function legacyRoutes(app: FastifyInstance, db: Database): void {
  app.get('/devops/user/info', async (request) => {
    const auth = requireAuth(request);
    const user = await users.byId(db, auth.userId);
    if (!user) throw new ApiError(401, MESSAGES.tokenInvalid);
    const departs = await membership.departsOf(db, auth.userId);
    return ok(userInfo(user, departs.map((d) => String(d.id))));
  });

  app.get<{ Querystring: { sessionType?: string } }>('/devops/message/pc/querySeesion', {
    schema: requestSchema({ querystring: { sessionType: text(20) } }), schemaErrorFormatter: requestErrors,
  }, async (request) => {
    const auth = requireAuth(request);
    return ok({ id: auth.userId, sessionType: request.query.sessionType ?? '' });
  });
}
