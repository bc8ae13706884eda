import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../realtime/event-bus';
import { routePath } from '../http/route-path';

/** The push every open browser gets when a dictionary changed: it reloads its dictionary cache. */
export const DICT_CHANGED = { cmd: 'dict', msgTxt: '数据字典已更新' } as const;

/** The writes that change dictionaries: the dictionary screen, its items and JeecgBoot's cache refresh. */
const CHANGES = /^\/devops\/sys\/(dict|dictItem)\/(add|edit|delete|deleteBatch|putRecycleBin|deleteRecycleBin|refleshCache)$/;

/**
 * After a dictionary write has answered (its transaction committed, so a reload reads the new items), every browser
 * on every process is told through the push channel to reload its dictionaries.
 */
export function dictChangePush(app: FastifyInstance, bus: EventBus): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 200 || request.refusal !== null) return;
    // The table layer serves these under a pattern (`/devops/:a/:b/add`): the matched path says which table.
    const path = routePath(request) ?? '';
    const write = request.method !== 'GET' || path.endsWith('/refleshCache');
    if (write && CHANGES.test(path)) await bus.publish({ kind: 'notice', userIds: null, message: { ...DICT_CHANGED } });
  });
}
