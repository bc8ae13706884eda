import { ApiError } from '../http/envelope';
import type { Queryable } from '../db/database';
import type { AuthInfo } from '../auth/tokens';
import { GROUP_ID } from '../auth/membership';
import { keepRollups, linkRecords, RollupCapError } from '../tables/rollups';
import type { TableModel } from '../tables/table-model';
import { tableRepository } from '../tables/table-repository';
import { flowPeople } from '../tables/stores/flow-people-store';
import { flowStore, type InstanceRow } from '../tables/stores/flow-store';
import { resolveAssignees } from './flow-assign';
import type { FlowModel } from './flow-model';
import type { RunResult } from './flow-runtime';

/** The record's approval state (dictionary bpm_status): 草稿, 审批中, 已通过, 已驳回, 已撤回, 已作废. */
export const BPM = { draft: '1', running: '2', approved: '3', rejected: '4', withdrawn: '5', voided: '6' } as const;

/** Who to tell what once the step's transaction has committed. */
export interface Outbox {
  notices: { userIds: string[]; title: string; instanceId: string }[];
}

/** The workflow writes the record's state (and an approver's editable fields) whatever the acting user's own view. */
export function flowWriter(auth: AuthInfo): AuthInfo {
  return { ...auth, companyId: GROUP_ID, projectId: null, menuCode: '11' };
}

export async function setRecordState(
  tx: Queryable, model: TableModel, auth: AuthInfo, id: string, state: string, values: Record<string, unknown> = {}, models: TableModel[] = [],
): Promise<void> {
  await tableRepository(tx, model).update(flowWriter(auth), id, undefined, { ...values, bpmStatus: state });
  // Sums that count only approved records (累计收款 from approved 到款认领) move with the approval, in its transaction;
  // a cap the approval would pass refuses it with the cap's message.
  const links = await linkRecords(tx, models, model, [id]);
  try {
    await keepRollups(tx, models, model, links);
  } catch (error) {
    if (error instanceof RollupCapError) throw new ApiError(400, error.message);
    throw error;
  }
}

const hours = (n: number | null) => (n ? new Date(Date.now() + n * 3_600_000) : null);

/**
 * After the engine moved: every user task now waiting without work gets a task per approver (an agent's when the
 * approver has one active, 会签/或签 as the node says), the instance stores the engine's new state, and an ended
 * run approves the record. A node whose only approver is the applicant passes on its own (the applicant does not
 * approve their own request), as does a node whose approvers already approved the same instance at an earlier node.
 */
export async function advance(
  tx: Queryable, flow: FlowModel, instance: InstanceRow, model: TableModel, auth: AuthInfo,
  run: RunResult, values: Record<string, unknown>, outbox: Outbox, step: (run: RunResult, nodeId: string) => Promise<RunResult>,
  models: TableModel[] = [],
): Promise<InstanceRow['status']> {
  const done = new Set(instance.done_nodes.split(',').filter(Boolean));
  for (let guard = 0; guard < 50; guard++) {
    for (const id of run.passed) done.add(id);
    if (run.ended) break;
    let skipped: string | null = null;
    for (const nodeId of run.waiting) {
      if ((await flowStore.pendingAtNode(tx, instance.id, nodeId)) > 0) continue;
      const node = flow.nodes.get(nodeId)!;
      const people = await resolveAssignees(tx, node, instance, values);
      if (people.length === 1 && people[0] === instance.applicant_id && node.rules!.assigneeType !== 'applicant') {
        await flowStore.addEvent(tx, { instance_id: instance.id, node_id: nodeId, node_name: node.name, actor_id: instance.applicant_id,
          actor_name: instance.applicant_name, action: 'skip', comment: '审批人即申请人，自动跳过' });
        skipped = nodeId;
        break;
      }
      const mode = people.length > 1 ? node.rules!.mode : 'single';
      const assigned: string[] = [];
      for (const person of mode === 'single' ? people.slice(0, 1) : people) {
        const agent = await flowPeople.activeAgent(tx, person);
        await flowStore.insertTask(tx, { instance_id: instance.id, node_id: nodeId, node_name: node.name, assignee_id: agent ?? person,
          owner_id: agent ? person : null, mode, status: 'open', due_time: hours(node.rules!.timeoutHours) });
        assigned.push(agent ?? person);
      }
      outbox.notices.push({ userIds: assigned, title: `待审批：${instance.title}（${node.name}）`, instanceId: instance.id });
    }
    if (!skipped) break;
    run = await step(run, skipped);
  }
  const status = run.ended ? 'approved' : 'running';
  await flowStore.updateInstance(tx, instance.id, {
    status, state: run.ended ? null : run.state, current_nodes: run.ended ? null : run.waiting.join(','), done_nodes: [...done].join(','), ended: run.ended,
  });
  if (run.ended) {
    await setRecordState(tx, model, auth, instance.business_id, BPM.approved, {}, models);
    outbox.notices.push({ userIds: [instance.applicant_id], title: `审批通过：${instance.title}`, instanceId: instance.id });
  }
  return status;
}
