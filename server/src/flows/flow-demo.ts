import type { AuthInfo } from '../auth/tokens';
import { addRecord } from '../tables/table-writes';
import { flowPeople } from '../tables/stores/flow-people-store';
import { flowStore } from '../tables/stores/flow-store';
import { actOnTask, startFlow, withdrawFlow, type FlowServices } from './flow-service';
import type { DemoApproval } from './demo/demo-types';
import { demoLeaves } from './demo/leave';
import { demoPayments } from './demo/payment';
import { demoReceipts } from './demo/receipt';
import { demoTravels } from './demo/travel';
import { demoTickets } from './demo/ticket';
import { demoFacilities } from './demo/facility';
import { demoPurchases } from './demo/purchase';
import { demoVehicles } from './demo/vehicle';
import { demoInvoices } from './demo/invoice';
import { demoSeals } from './demo/seal';
import { demoTrainings } from './demo/train';
import { demoOvertimes } from './demo/overtime';
import { demoArticles } from './demo/articles';

/** Every flow's demo records, in the order they are created (a plane ticket after its trip). */
const DEMO_APPROVALS: DemoApproval[][] = [
  demoLeaves, demoVehicles, demoInvoices, demoSeals, demoTrainings, demoOvertimes, demoArticles,
  demoPayments, demoReceipts, demoTravels, demoTickets, demoFacilities, demoPurchases,
];

async function authOf(services: FlowServices, username: string): Promise<AuthInfo> {
  const [id] = await flowPeople.byUsernames(services.db, [username]);
  const person = await flowPeople.person(services.db, id);
  return { userId: id, username, sessionId: 'demo-seed', tenantIds: ['1'], companyId: person?.company_id ?? null, projectId: null, menuCode: '11' };
}

/**
 * The demo approvals, once per database: leave requests created, submitted and decided through the same engine
 * the users drive, so every state a user can meet (草稿, 审批中 at each node, 已通过, 已驳回, 已撤回, 退回) is real.
 */
export async function seedDemoFlows(services: FlowServices): Promise<void> {
  // A database seeded before the approvers joined the demo organisation (or without the demo) has not got the people
  // these approvals name: it keeps its own data, and nothing is claimed.
  const people = [...new Set(DEMO_APPROVALS.flat().flatMap((d) => [d.applicant, ...d.steps.map(([user]) => user)]))];
  if ((await flowPeople.byUsernames(services.db, people)).length < people.length) return;
  if (!(await flowStore.claimDemo(services.db))) return;
  const instances: { id: string; steps: number; anchor: string }[] = [];
  for (const demo of DEMO_APPROVALS.flat()) {
    const model = services.tables.get(demo.page);
    if (!model?.page.approval || !(await flowStore.latestDefinition(services.db, model.page.approval.process))) continue;
    const applicant = await authOf(services, demo.applicant);
    const id = await addRecord(services.read, model, applicant, demo.record);
    if (!demo.submit) continue;
    const instanceId = await startFlow(services, applicant, demo.page, id);
    instances.push({ id: instanceId, steps: demo.steps.length, anchor: String(demo.record.startTime ?? demo.record.applyDate ?? '') });
    for (const [user, action, comment, extra] of demo.steps) {
      const auth = await authOf(services, user);
      if (action === 'withdraw') {
        await withdrawFlow(services, auth, instanceId, comment);
        continue;
      }
      const task = (await flowStore.tasksOf(services.db, instanceId)).find((t) => t.status === 'open' && t.assignee_id === auth.userId);
      if (!task) throw new Error(`演示审批数据：${user} 没有待办（${String(demo.record.reason)}）`);
      await actOnTask(services, auth, task.id, action, { comment, ...extra });
    }
  }
  for (const [n, instance] of instances.entries()) await flowStore.retime(services.db, instance.id, demoTimes(instance.anchor, instance.steps, n));
}

/**
 * When a demo approval happened: submitted a few working days before the date it is about (its leave, trip or
 * payment; a week before today when that lies ahead or is missing), each step some hours after the one before.
 */
function demoTimes(anchor: string, steps: number, n: number): Date[] {
  const now = Date.now();
  const about = Date.parse(`${anchor.slice(0, 10)}T09:00:00+08:00`);
  const latest = now - (steps + 2) * 86_400_000;
  const start = Number.isFinite(about) ? Math.min(about - 5 * 86_400_000, latest) : latest;
  const times = [new Date(start + (n % 7) * 1_800_000)];
  for (let k = 1; k <= steps + 2; k++) times.push(new Date(times[k - 1].getTime() + (2 + ((n * 7 + k * 5) % 20)) * 3_600_000));
  return times;
}
