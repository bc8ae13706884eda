import type { AuthInfo } from '../auth/tokens';
import { ApiError } from '../http/envelope';
import { readRecord } from '../tables/table-reads';
import { flowPeople } from '../tables/stores/flow-people-store';
import { flowStore } from '../tables/stores/flow-store';
import { flowModelOf, returnTargets, type FlowServices } from './flow-service';
import { conditionFields } from './flow-conditions';
import type { FlowModel } from './flow-model';
import { flowWriter } from './flow-steps';
import { rightsAt, visibleAt } from './flow-fields';
import { wireListRow } from './flow-wire';
import { assertPermission } from '../auth/access';

/**
 * One approval as its page shows it: the record with the field rights of the caller's open task (hidden fields
 * left out), the timeline, the open tasks and who holds them, the diagram with done and current nodes, and what
 * the caller may do. Seen only by the applicant, whoever holds or held a task on it, those copied, and administrators.
 */
export async function instanceDetail(services: FlowServices, auth: AuthInfo, by: { id?: string; taskId?: string }) {
  const { db } = services;
  const task = by.taskId ? await flowStore.task(db, by.taskId) : undefined;
  const id = by.id ?? task?.instance_id;
  const instance = id ? await flowStore.instance(db, id) : undefined;
  if (!instance) throw new ApiError(404, '审批不存在');
  const tasks = await flowStore.tasksOf(db, instance.id);
  const involved = instance.applicant_id === auth.userId || tasks.some((t) => t.assignee_id === auth.userId || t.owner_id === auth.userId);
  if (!involved && !(await flowStore.isCopied(db, instance.id, auth.userId)) && !(await flowPeople.isAdmin(db, auth.userId))) {
    throw new ApiError(403, '无权查看该审批');
  }
  const def = (await flowStore.definition(db, instance.definition_id))!;
  const flow = await flowModelOf(def);
  const model = services.tables.get(instance.page_code);
  if (!model) throw new ApiError(404, '审批的业务页面已不存在');
  const mine = tasks.find((t) => t.status === 'open' && t.assignee_id === auth.userId && (!task || t.id === task.id));
  const rights = rightsAt(model, mine ? flow.nodes.get(mine.node_id) : undefined);
  const record = await readRecord(services.read, model, flowWriter(auth), instance.business_id, { rights: false });
  const names = await flowPeople.names(db, [...new Set(tasks.flatMap((t) => [t.assignee_id, t.owner_id]).filter((x): x is string => !!x))]);
  const events = await flowStore.events(db, instance.id);
  const running = instance.status === 'running';
  return {
    instance: {
      ...wireListRow({ ...instance, state: undefined, variables: undefined }), processName: def.name, version: def.version,
      doneNodes: instance.done_nodes.split(',').filter(Boolean), currentNodes: (instance.current_nodes ?? '').split(',').filter(Boolean),
    },
    xml: def.xml,
    pageCode: instance.page_code,
    record: record ? visibleAt(record, rights) : null,
    fieldRights: rights,
    events: events.map(wireListRow),
    tasks: tasks.filter((t) => t.status === 'open' || t.status === 'waiting').map((t) => ({
      ...wireListRow({ ...t }), assigneeName: names.get(t.assignee_id) ?? '', ownerName: t.owner_id ? names.get(t.owner_id) ?? '' : null,
    })),
    myTask: mine && running ? {
      id: mine.id, nodeId: mine.node_id, nodeName: mine.node_name, mode: mine.mode, signType: mine.sign_type,
      returnTargets: returnTargets(flow, instance, mine.node_id),
    } : null,
    canWithdraw: running && instance.applicant_id === auth.userId && !tasks.some((t) => t.status === 'done'),
    canUrge: running && instance.applicant_id === auth.userId,
    // What the 流程实例 page's administrator needs to unstick an approval: the variables the conditions read.
    manage: await assertPermission(db, auth, 'flow:instance:manage').then(() => ({ variables: conditionValues(flow, record ?? null) }), () => null),
  };
}

/**
 * What the process's branches decide on: each field its sequence-flow conditions read, with the record's value now
 * (the engine keeps no variables of its own — a condition reads the form as it stands when the gateway is reached).
 */
function conditionValues(flow: FlowModel, record: Record<string, unknown> | null): Record<string, unknown> {
  const names = new Set(flow.conditions.flatMap(conditionFields));
  return Object.fromEntries([...names].sort().map((name) => [name, record?.[name] ?? null]));
}
