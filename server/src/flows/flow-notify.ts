import { flowNotices } from '../tables/stores/flow-notice-store';
import type { FlowServices } from './flow-service';
import type { Outbox } from './flow-steps';

/**
 * Tells each user about their step: a system message in their bell (bus type bpm, opening 我的待办) and a push on
 * their socket. Sent after the step committed, so nobody hears of a step that was rolled back.
 */
export async function sendNotices(services: Pick<FlowServices, 'db' | 'bus'>, outbox: Outbox): Promise<void> {
  for (const notice of outbox.notices) {
    const userIds = [...new Set(notice.userIds)];
    if (!userIds.length) continue;
    const id = await flowNotices.insert(services.db, userIds, notice.title, notice.instanceId);
    await services.bus.publish({ kind: 'notice', userIds, message: { cmd: 'user', msgId: id, msgTxt: notice.title, busType: 'bpm' } });
  }
}
