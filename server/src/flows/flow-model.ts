import { createHash } from 'node:crypto';
import BpmnModdle from 'bpmn-moddle';
import { flowModdle, parseFieldRights, ASSIGNEE_TYPES, APPROVAL_MODES, REJECT_TARGETS, type AssigneeType, type ApprovalMode, type FieldRight, type RejectTarget } from '@/engine/schema/flow/flow-moddle';
import { compileCondition } from './flow-conditions';

/** What a user task asks of the platform: who approves, how several decide, what they see and change. */
export interface TaskRules {
  assigneeType: AssigneeType;
  assignee: string;
  mode: ApprovalMode;
  rejectTo: RejectTarget;
  timeoutHours: number | null;
  fieldRights: Record<string, FieldRight>;
}

export interface FlowNode {
  id: string;
  /** The BPMN element type without its prefix: startEvent, userTask, exclusiveGateway, parallelGateway, endEvent… */
  type: string;
  name: string;
  rules?: TaskRules;
}

export interface FlowModel {
  processId: string;
  name: string;
  nodes: Map<string, FlowNode>;
  /** User tasks in the order a straight walk from the start meets them (the order 退回 offers them in). */
  userTasks: FlowNode[];
  /** The expressions of the sequence flows' conditions (`leaveDays > 3`), in document order. */
  conditions: string[];
}

export interface FlowProblem {
  id: string;
  message: string;
  category: 'error' | 'warn';
}

interface ModdleElement {
  $type: string;
  id: string;
  name?: string;
  flowElements?: ModdleElement[];
  isExecutable?: boolean;
  sourceRef?: ModdleElement;
  targetRef?: ModdleElement;
  conditionExpression?: { body?: string };
  assigneeType?: string;
  assignee?: string;
  mode?: string;
  rejectTo?: string;
  timeoutHours?: number;
  fieldRights?: string;
  rootElements?: ModdleElement[];
}

/** The moddle that knows the platform's `flow:` attributes. */
export const moddle = () => new BpmnModdle({ flow: flowModdle });

export const checksum = (xml: string) => createHash('sha256').update(xml).digest('hex');

/** The expression inside `${…}`, or the whole text when it is not wrapped. */
export function conditionText(body: string): string {
  const trimmed = body.trim();
  const wrapped = /^\$\{([\s\S]*)\}$/.exec(trimmed);
  return (wrapped ? wrapped[1] : trimmed).trim();
}

/**
 * Reads a deployed process: its nodes, and the platform's rules on each user task. Problems the engine would only
 * meet while running (a task nobody can be assigned to, a condition that does not parse, a field that is not on the
 * form) are reported here, before deploy, with the element they concern.
 */
export async function readFlowModel(xml: string, formFields?: string[]): Promise<{ model?: FlowModel; problems: FlowProblem[]; definitions?: unknown }> {
  const problems: FlowProblem[] = [];
  let root: ModdleElement;
  try {
    const parsed = await moddle().fromXML(xml);
    root = parsed.rootElement as unknown as ModdleElement;
  } catch (error) {
    return { problems: [{ id: '', category: 'error', message: `流程文件不是有效的 BPMN 2.0 XML：${(error as Error).message.split('\n')[0]}` }] };
  }
  const processes = (root.rootElements ?? []).filter((e) => e.$type === 'bpmn:Process');
  const process = processes.find((p) => p.isExecutable) ?? processes[0];
  if (!process) return { problems: [{ id: '', category: 'error', message: '流程文件中没有流程（bpmn:process）' }] };
  if (processes.length > 1) problems.push({ id: process.id, category: 'error', message: '一个流程文件只能包含一个流程' });

  const nodes = new Map<string, FlowNode>();
  const outgoing = new Map<string, string[]>();
  const conditions: string[] = [];
  for (const element of process.flowElements ?? []) {
    const type = element.$type.replace(/^bpmn:/, '');
    if (type === 'SequenceFlow') {
      const from = element.sourceRef?.id ?? '';
      outgoing.set(from, [...(outgoing.get(from) ?? []), element.targetRef?.id ?? '']);
      const body = element.conditionExpression?.body;
      if (body !== undefined) {
        conditions.push(conditionText(body));
        const error = compileCondition(conditionText(body), formFields);
        if (error) problems.push({ id: element.id, category: 'error', message: `连线「${element.name || element.id}」的条件有误：${error}` });
      }
      continue;
    }
    const node: FlowNode = { id: element.id, type: type[0].toLowerCase() + type.slice(1), name: element.name?.trim() || element.id };
    if (type === 'UserTask') node.rules = taskRules(element, node.name, formFields, problems);
    nodes.set(node.id, node);
  }
  if (![...nodes.values()].some((n) => n.type === 'userTask')) problems.push({ id: process.id, category: 'error', message: '流程中至少要有一个审批节点（用户任务）' });
  const start = [...nodes.values()].find((n) => n.type === 'startEvent');
  const userTasks: FlowNode[] = [];
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const node = nodes.get(id);
    if (node?.type === 'userTask') userTasks.push(node);
    for (const next of outgoing.get(id) ?? []) walk(next);
  };
  if (start) walk(start.id);
  for (const node of nodes.values()) if (node.type === 'userTask' && !seen.has(node.id)) userTasks.push(node);
  return { model: { processId: process.id, name: process.name?.trim() || process.id, nodes, userTasks, conditions }, problems };
}

function taskRules(element: ModdleElement, name: string, formFields: string[] | undefined, problems: FlowProblem[]): TaskRules {
  const at = (message: string, category: FlowProblem['category'] = 'error') => problems.push({ id: element.id, category, message: `节点「${name}」${message}` });
  const assigneeType = (element.assigneeType ?? '') as AssigneeType;
  if (!(assigneeType in ASSIGNEE_TYPES)) at(element.assigneeType ? `的审批人类型「${element.assigneeType}」不存在` : '没有设置审批人类型');
  const assignee = (element.assignee ?? '').trim();
  if (['role', 'user', 'field', 'expression'].includes(assigneeType) && !assignee) at(`没有设置${ASSIGNEE_TYPES[assigneeType]}`);
  if (assigneeType === 'field' && formFields && assignee && !formFields.includes(assignee)) at(`的审批人字段「${assignee}」不在表单中`);
  if (assigneeType === 'expression' && assignee) {
    const error = compileCondition(conditionText(assignee));
    if (error) at(`的审批人表达式有误：${error}`);
  }
  const mode = (element.mode || 'single') as ApprovalMode;
  if (!(mode in APPROVAL_MODES)) at(`的审批方式「${element.mode}」不存在`);
  const rejectTo = (element.rejectTo || 'applicant') as RejectTarget;
  if (!(rejectTo in REJECT_TARGETS)) at(`的驳回方式「${element.rejectTo}」不存在`);
  const fieldRights = parseFieldRights(element.fieldRights);
  if (formFields) {
    for (const field of Object.keys(fieldRights)) if (!formFields.includes(field)) at(`的字段权限提到了表单中没有的字段「${field}」`, 'warn');
  }
  const timeout = element.timeoutHours;
  return { assigneeType, assignee, mode, rejectTo, timeoutHours: typeof timeout === 'number' && timeout > 0 ? timeout : null, fieldRights };
}
