import { Cron } from 'croner';
import { flowStore } from '../tables/stores/flow-store';
import type { FlowServices } from './flow-service';
import { sendNotices } from './flow-notify';

/**
 * 超时催办: every minute, open tasks past their node's time limit are claimed and their approvers reminded through
 * the bell and the push channel. The claim marks the task reminded in the same statement that selects it (skipping
 * rows another process holds), so with several processes on one database each reminder is sent exactly once.
 */
export function startReminders(services: Pick<FlowServices, 'db' | 'bus'>): () => void {
  const job = new Cron('0 * * * * *', { protect: true }, async () => {
    await remindOverdue(services).catch(() => undefined);
  });
  return () => job.stop();
}

export async function remindOverdue(services: Pick<FlowServices, 'db' | 'bus'>): Promise<number> {
  const due = await flowStore.claimOverdue(services.db, 200);
  await sendNotices(services, {
    notices: due.map((t) => ({ userIds: [t.assignee_id], title: `审批超时提醒：${t.title}（${t.node_name}）`, instanceId: t.instance_id })),
  });
  return due.length;
}
