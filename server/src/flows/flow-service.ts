import type { AuthInfo } from '../auth/tokens';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import type { EventBus } from '../realtime/event-bus';
import type { TableRegistry } from '../tables/table-registry';
import { readRecord, type ReadContext } from '../tables/table-reads';
import type { TableModel } from '../tables/table-model';
import { newId, type Row } from '../tables/table-repository';
import { flowPeople } from '../tables/stores/flow-people-store';
import { flowStore, type DefinitionRow, type InstanceRow, type TaskRow } from '../tables/stores/flow-store';
import { readFlowModel, type FlowModel } from './flow-model';
import { jumpRun, signalRun, startRun, type RunResult } from './flow-runtime';
import { advance, BPM, flowWriter, setRecordState, type Outbox } from './flow-steps';
import { approverEdits } from './flow-fields';
import { sendNotices } from './flow-notify';

export interface FlowServices {
  db: Database;
  tables: TableRegistry;
  read: ReadContext;
  bus: EventBus;
}

export type TaskAction = 'approve' | 'reject' | 'return' | 'transfer' | 'addSign';

export interface ActInput {
  comment?: string;
  attachments?: string;
  /** 退回: the earlier node to go back to. */
  targetNode?: string;
  /** 转办 / 加签: the user (username) who takes the task or is added. */
  toUser?: string;
  /** 加签: before (they decide first) or after (they decide after me). */
  position?: 'before' | 'after';
  /** The fields the node lets its approver change. */
  values?: Record<string, unknown>;
}

const models = new Map<string, FlowModel>();
/** A deployed version never changes, so its parsed model is kept for the process's life. */
export async function flowModelOf(def: DefinitionRow): Promise<FlowModel> {
  let model = models.get(def.id);
  if (!model) {
    const read = await readFlowModel(def.xml);
    if (!read.model) throw new ApiError(500, `流程「${def.name}」第 ${def.version} 版无法读取`);
    model = read.model;
    models.set(def.id, model);
  }
  return model;
}

function pageOf(services: FlowServices, code: string): TableModel {
  const model = services.tables.get(code);
  if (!model?.page.approval) throw new ApiError(400, '该页面的记录不走审批流程');
  return model;
}

/** The values conditions and assignee rules read: the record's fields and who applied. */
async function flowValues(services: FlowServices, model: TableModel, auth: AuthInfo, businessId: string, applicantId: string): Promise<Record<string, unknown>> {
  const record = await readRecord(services.read, model, flowWriter(auth), businessId, { rights: false });
  if (!record) throw new ApiError(404, '审批的业务单据不存在或已删除');
  const applicant = await flowPeople.person(services.db, applicantId);
  return { ...record, applicantRoles: applicant?.roles ?? [], applicantCompany: applicant?.company_id ?? null };
}

function titleOf(model: TableModel, record: Row): string {
  const approval = model.page.approval!;
  const field = approval.titleField ?? model.page.fields.find((f) => f.required && f.type === 'input')?.name;
  const number = approval.numberField ? record[approval.numberField] : undefined;
  const text = field ? String(record[field] ?? '') : '';
  return [model.page.title, number, text].filter(Boolean).join(' · ').slice(0, 300);
}

/**
 * 提交审批: the record's newest active process version starts with the record's values; the first tasks, the
 * instance and the record's 审批中 are written in one transaction. Only the applicant (the record's creator)
 * submits, and only a draft, a rejected or a withdrawn record.
 */
export async function startFlow(services: FlowServices, auth: AuthInfo, pageCode: string, businessId: string): Promise<string> {
  const model = pageOf(services, pageCode);
  const record = await readRecord(services.read, model, auth, businessId, { rights: false });
  if (!record) throw new ApiError(404, '未找到对应数据');
  if (record.createBy !== auth.username && !(await flowPeople.isAdmin(services.db, auth.userId))) throw new ApiError(403, '只有申请人本人可以提交审批');
  const state = String(record.bpmStatus ?? BPM.draft);
  if (state === BPM.running) throw new ApiError(400, '单据已在审批中，不能重复提交');
  if (state === BPM.approved) throw new ApiError(400, '单据已审批通过，不能再次提交');
  if (state === BPM.voided) throw new ApiError(400, '单据已作废');
  const def = await flowStore.latestDefinition(services.db, model.page.approval!.process);
  if (!def) throw new ApiError(400, `流程「${model.page.approval!.process}」尚未部署，请联系管理员`);
  if (def.status !== 'active') throw new ApiError(400, `流程「${def.name}」已停用，暂不能提交`);
  const flow = await flowModelOf(def);
  const applicantId = auth.userId;
  const values = await flowValues(services, model, auth, businessId, applicantId);
  const person = await flowPeople.person(services.db, applicantId);
  const projectId = (record.projectId as string | undefined) || (auth.menuCode === '12' ? auth.projectId : null);
  const instance: InstanceRow = {
    id: newId(), definition_id: def.id, process_key: def.process_key, page_code: pageCode, business_id: businessId,
    title: titleOf(model, record), applicant_id: applicantId, applicant_name: person?.realname ?? auth.username,
    depart_id: person?.departs[0] ?? null, company_id: (record.companyId as string | undefined) ?? person?.company_id ?? auth.companyId,
    project_id: projectId ?? null, status: 'running', suspended: false, state: null, variables: {}, current_nodes: null, done_nodes: '',
    lock_version: 0, start_time: new Date(), end_time: null,
  };
  if (instance.project_id && !instance.company_id) instance.company_id = await flowPeople.projectCompany(services.db, instance.project_id);
  const run = await startRun(def.xml, values);
  const outbox: Outbox = { notices: [] };
  await services.db.transaction(async (tx) => {
    await flowStore.insertInstance(tx, instance);
    await flowStore.addEvent(tx, { instance_id: instance.id, node_id: 'start', node_name: '提交申请', actor_id: applicantId, actor_name: instance.applicant_name, action: 'submit' });
    await setRecordState(tx, model, auth, businessId, BPM.running, {}, services.tables.all());
    await advance(tx, flow, instance, model, auth, run, values, outbox, (r, node) => signalRun(r.state, values, node), services.tables.all());
  });
  await sendNotices(services, outbox);
  return instance.id;
}

interface Locked { instance: InstanceRow; task: TaskRow; flow: FlowModel; model: TableModel }

/** The task, re-read under the instance's lock: a task someone else decided a moment ago is refused here. */
async function lockTask(services: FlowServices, tx: Queryable, auth: AuthInfo, taskId: string): Promise<Locked> {
  const peek = await flowStore.task(tx, taskId);
  if (!peek) throw new ApiError(404, '审批任务不存在');
  const instance = await flowStore.lockInstance(tx, peek.instance_id);
  const task = await flowStore.task(tx, taskId);
  if (!instance || !task) throw new ApiError(404, '审批任务不存在');
  if (instance.status !== 'running' || task.status !== 'open') throw new ApiError(409, '该任务已处理完毕，请刷新待办列表');
  if (instance.suspended) throw new ApiError(400, '流程已挂起，暂不能审批');
  if (task.assignee_id !== auth.userId && !(await flowPeople.isAdmin(tx, auth.userId))) throw new ApiError(403, '您不是该任务的当前处理人，不能操作');
  const def = await flowStore.definition(tx, instance.definition_id);
  return { instance, task, flow: await flowModelOf(def!), model: pageOf(services, instance.page_code) };
}

const durationOf = (task: TaskRow) => Date.now() - new Date(task.create_time).getTime();

/** One decision on one task: 同意, 驳回 (to the applicant, the run ends), 退回 (to an earlier node), 转办, 加签. */
export async function actOnTask(services: FlowServices, auth: AuthInfo, taskId: string, action: TaskAction, input: ActInput): Promise<string> {
  const outbox: Outbox = { notices: [] };
  const me = (await flowPeople.person(services.db, auth.userId))?.realname ?? auth.username;
  const comment = input.comment?.trim() || null;
  const attachments = input.attachments?.trim() || null;
  // The record is read before the transaction (PGlite runs one statement stream; the transaction holds it). While in
  // approval the record is read-only but for the approvers' own fields, which this step writes under the lock.
  const peek = await flowStore.task(services.db, taskId);
  const peekInstance = peek && (await flowStore.instance(services.db, peek.instance_id));
  if (!peek || !peekInstance) throw new ApiError(404, '审批任务不存在');
  const values = await flowValues(services, pageOf(services, peekInstance.page_code), auth, peekInstance.business_id, peekInstance.applicant_id);
  const result = await services.db.transaction(async (tx) => {
    const { instance, task, flow, model } = await lockTask(services, tx, auth, taskId);
    const node = flow.nodes.get(task.node_id)!;
    const event = { instance_id: instance.id, task_id: task.id, node_id: task.node_id, node_name: task.node_name, actor_id: auth.userId, actor_name: me, comment, attachments, duration_ms: durationOf(task) };
    const finish = async (decision: string) => {
      if (!(await flowStore.finishTask(tx, task.id, decision, comment, attachments))) throw new ApiError(409, '该任务已处理完毕，请刷新待办列表');
    };
    switch (action) {
      case 'approve': {
        const changes = approverEdits(model, node, values, input.values ?? {});
        if (Object.keys(changes).length) await setRecordState(tx, model, auth, instance.business_id, BPM.running, changes, services.tables.all());
        Object.assign(values, changes);
        await finish('approve');
        await flowStore.addEvent(tx, { ...event, action: 'approve' });
        if (task.parent_task_id && task.sign_type === 'before') await flowStore.reopenTask(tx, task.parent_task_id);
        if (task.mode === 'or' && !task.sign_type) await flowStore.cancelTasks(tx, instance.id, task.node_id, true);
        if ((await flowStore.pendingAtNode(tx, instance.id, task.node_id)) > 0) return '已同意，等待其他审批人';
        const run = await signalRun(instance.state, values, task.node_id);
        const status = await advance(tx, flow, instance, model, auth, run, values, outbox, (r, n) => signalRun(r.state, values, n), services.tables.all());
        return status === 'approved' ? '审批通过，流程结束' : '已同意，流转到下一节点';
      }
      case 'reject': {
        if (!comment) throw new ApiError(400, '驳回时请填写审批意见');
        await finish('reject');
        await flowStore.cancelTasks(tx, instance.id);
        await flowStore.addEvent(tx, { ...event, action: 'reject', target: '申请人' });
        await flowStore.updateInstance(tx, instance.id, { status: 'rejected', state: null, current_nodes: null, done_nodes: instance.done_nodes, ended: true });
        await setRecordState(tx, model, auth, instance.business_id, BPM.rejected, {}, services.tables.all());
        outbox.notices.push({ userIds: [instance.applicant_id], title: `审批驳回：${instance.title}（${me}：${comment}）`, instanceId: instance.id });
        return '已驳回给申请人';
      }
      case 'return': {
        const targets = returnTargets(flow, instance, task.node_id);
        const target = input.targetNode && targets.find((t) => t.id === input.targetNode);
        if (!target) throw new ApiError(400, targets.length ? '请选择可以退回的节点' : `节点「${node.name}」不允许退回，只能驳回给申请人`);
        if (!comment) throw new ApiError(400, '退回时请填写审批意见');
        await finish('return');
        await flowStore.cancelTasks(tx, instance.id);
        await flowStore.addEvent(tx, { ...event, action: 'return', target: target.name });
        const run = await jumpRun(instance.state, values, target.id);
        await advance(tx, flow, instance, model, auth, run, values, outbox, (r, n) => signalRun(r.state, values, n), services.tables.all());
        return `已退回到「${target.name}」`;
      }
      case 'transfer':
      case 'addSign': {
        const [userId] = input.toUser ? await flowPeople.byUsernames(tx, [input.toUser]) : [];
        if (!userId) throw new ApiError(400, '请选择有效的人员');
        if (userId === task.assignee_id) throw new ApiError(400, '不能选择自己');
        const name = (await flowPeople.names(tx, [userId])).get(userId)!;
        if (action === 'transfer') {
          await flowStore.reassignTask(tx, task.id, userId);
          await flowStore.addEvent(tx, { ...event, action: 'transfer', target: name, duration_ms: null });
          outbox.notices.push({ userIds: [userId], title: `待审批（${me}转办）：${instance.title}`, instanceId: instance.id });
          return `已转办给${name}`;
        }
        const before = input.position !== 'after';
        await flowStore.insertTask(tx, { instance_id: instance.id, node_id: task.node_id, node_name: task.node_name, assignee_id: userId, owner_id: null,
          mode: task.mode, status: 'open', due_time: task.due_time, sign_type: before ? 'before' : 'after', parent_task_id: task.id });
        await flowStore.addEvent(tx, { ...event, action: before ? 'signBefore' : 'signAfter', target: name, duration_ms: null });
        outbox.notices.push({ userIds: [userId], title: `待审批（${me}加签）：${instance.title}`, instanceId: instance.id });
        if (before) {
          await flowStore.waitTask(tx, task.id);
          return `已前加签${name}，待其审批后再由您审批`;
        }
        await finish('approve');
        return `已同意并后加签${name}`;
      }
    }
  });
  await sendNotices(services, outbox);
  return result;
}

/** The earlier user tasks this node may send a record back to, by its 驳回至 rule. */
export function returnTargets(flow: FlowModel, instance: InstanceRow, nodeId: string): { id: string; name: string }[] {
  const rule = flow.nodes.get(nodeId)?.rules?.rejectTo ?? 'applicant';
  if (rule === 'applicant') return [];
  const done = new Set(instance.done_nodes.split(','));
  const order = flow.userTasks.map((n) => n.id);
  const earlier = flow.userTasks.filter((n) => done.has(n.id) && order.indexOf(n.id) < order.indexOf(nodeId));
  return (rule === 'previous' ? earlier.slice(-1) : earlier).map((n) => ({ id: n.id, name: n.name }));
}

/** 撤回: the applicant takes the record back before anyone has decided on it. */
export async function withdrawFlow(services: FlowServices, auth: AuthInfo, instanceId: string, comment?: string): Promise<void> {
  const outbox: Outbox = { notices: [] };
  await services.db.transaction(async (tx) => {
    const instance = await flowStore.lockInstance(tx, instanceId);
    if (!instance) throw new ApiError(404, '流程实例不存在');
    if (instance.applicant_id !== auth.userId) throw new ApiError(403, '只有申请人本人可以撤回');
    if (instance.status !== 'running') throw new ApiError(400, '流程已结束，不能撤回');
    const tasks = await flowStore.tasksOf(tx, instance.id);
    if (tasks.some((t) => t.status === 'done')) throw new ApiError(400, '已有审批人处理，不能撤回');
    const model = pageOf(services, instance.page_code);
    await flowStore.cancelTasks(tx, instance.id);
    await flowStore.addEvent(tx, { instance_id: instance.id, node_id: 'start', node_name: '提交申请', actor_id: auth.userId, actor_name: instance.applicant_name, action: 'withdraw', comment: comment?.trim() || null });
    await flowStore.updateInstance(tx, instance.id, { status: 'withdrawn', state: null, current_nodes: null, done_nodes: instance.done_nodes, ended: true });
    await setRecordState(tx, model, auth, instance.business_id, BPM.withdrawn, {}, services.tables.all());
    outbox.notices.push({ userIds: tasks.filter((t) => t.status === 'open').map((t) => t.assignee_id), title: `申请已撤回：${instance.title}`, instanceId: instance.id });
  });
  await sendNotices(services, outbox);
}

/** 催办: the applicant reminds the current approvers (once an hour at most). */
export async function urgeFlow(services: FlowServices, auth: AuthInfo, instanceId: string): Promise<number> {
  const outbox: Outbox = { notices: [] };
  const count = await services.db.transaction(async (tx) => {
    const instance = await flowStore.lockInstance(tx, instanceId);
    if (!instance) throw new ApiError(404, '流程实例不存在');
    if (instance.applicant_id !== auth.userId) throw new ApiError(403, '只有申请人本人可以催办');
    if (instance.status !== 'running') throw new ApiError(400, '流程已结束，无需催办');
    const open = (await flowStore.tasksOf(tx, instance.id)).filter((t) => t.status === 'open');
    if (open.some((t) => t.reminded_time && Date.now() - new Date(t.reminded_time).getTime() < 3_600_000)) throw new ApiError(429, '一小时内已催办过，请稍后再试');
    await flowStore.markReminded(tx, instance.id);
    await flowStore.addEvent(tx, { instance_id: instance.id, actor_id: auth.userId, actor_name: instance.applicant_name, action: 'urge' });
    outbox.notices.push({ userIds: open.map((t) => t.assignee_id), title: `催办：${instance.title}`, instanceId: instance.id });
    return open.length;
  });
  await sendNotices(services, outbox);
  return count;
}

export type { RunResult };
