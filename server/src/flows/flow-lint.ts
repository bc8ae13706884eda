import bpmnlint from 'bpmnlint';
import NodeResolver from 'bpmnlint/lib/resolver/node-resolver.js';
import { moddle, readFlowModel, type FlowProblem } from './flow-model';

const { Linter } = bpmnlint as unknown as { Linter: new (options: unknown) => { lint(root: unknown): Promise<Record<string, { id?: string; message: string; category: string }[]>> } };

/**
 * A linter per lint: bpmnlint keeps each rule's instance for the linter's life, and no-duplicate-sequence-flows keeps
 * the flows it has seen in it, so a shared linter would report every flow of a second diagram with the same ids (and
 * any diagram linted twice) as a duplicate.
 */
const newLinter = () => new Linter({
  config: { extends: 'bpmnlint:recommended', rules: { 'no-overlapping-elements': 'off' } },
  resolver: new (NodeResolver as unknown as new () => unknown)(),
});

/** bpmnlint's rules, in the words a configurator reads. */
const RULE_MESSAGES: Record<string, string> = {
  'conditional-flows': '网关的出口连线需要条件或默认连线',
  'end-event-required': '流程缺少结束事件',
  'start-event-required': '流程缺少开始事件',
  'label-required': '元素缺少名称',
  'no-bpmndi': '元素没有图形信息（缺少 BPMNDI）',
  'no-disconnected': '元素没有连接到流程',
  'no-duplicate-sequence-flows': '存在重复的连线',
  'no-gateway-join-fork': '网关不能同时汇聚和分支',
  'no-implicit-split': '节点有多条出口连线，请使用网关分支',
  'no-implicit-end': '节点没有出口，请连到结束事件',
  'no-implicit-start': '节点没有入口，请从开始事件连过来',
  'no-complex-gateway': '不支持复杂网关',
  'no-inclusive-gateway': '不建议使用包容网关',
  'single-blank-start-event': '只能有一个空开始事件',
  'single-event-definition': '事件只能有一个事件定义',
  'fake-join': '节点有多条入口连线，请使用网关汇聚',
  'superfluous-gateway': '网关只有一个入口和一个出口，可以去掉',
  'superfluous-label': '元素有多余的名称',
  'superfluous-termination': '多余的终止结束事件',
  global: '全局元素未被使用',
  'event-based-gateway': '事件网关配置不正确',
  'link-event': '链接事件配置不正确',
  'ad-hoc-sub-process': '自由子流程配置不正确',
  'event-sub-process-typed-start-event': '事件子流程的开始事件需要类型',
  'sub-process-blank-start-event': '子流程只能用空开始事件',
};

/**
 * Everything wrong with a diagram before it may be deployed: bpmnlint's recommended rules (a process the engine
 * could not run to its end) and the platform's own (a task without approvers, a condition that does not parse, a
 * field that is not on the form). Errors stop a deploy; warnings are shown.
 */
export async function lintFlow(xml: string, formFields?: string[]): Promise<FlowProblem[]> {
  const { model, problems } = await readFlowModel(xml, formFields);
  if (!model) return problems;
  const { rootElement } = await moddle().fromXML(xml);
  linkFlows(rootElement as Element);
  const reports = await newLinter().lint(rootElement);
  const lintProblems: FlowProblem[] = [];
  for (const [rule, entries] of Object.entries(reports)) {
    for (const entry of entries) {
      const name = entry.id ? model.nodes.get(entry.id)?.name : undefined;
      const text = RULE_MESSAGES[rule] ?? entry.message;
      lintProblems.push({ id: entry.id ?? '', category: entry.category === 'error' ? 'error' : 'warn', message: name ? `节点「${name}」：${text}` : text });
    }
  }
  return [...lintProblems, ...problems];
}

interface Element { $type: string; flowElements?: Element[]; rootElements?: Element[]; sourceRef?: Element; targetRef?: Element; incoming?: Element[]; outgoing?: Element[] }

/**
 * A hand-written file may leave out the `incoming`/`outgoing` lists bpmn-js writes on every node (the sequence
 * flows say the same); bpmnlint's connection rules read those lists, so they are filled in from the flows.
 */
function linkFlows(root: Element): void {
  const containers = [...(root.rootElements ?? [])];
  while (containers.length) {
    const container = containers.pop()!;
    for (const element of container.flowElements ?? []) {
      if (element.flowElements) containers.push(element);
      if (element.$type !== 'bpmn:SequenceFlow' || !element.sourceRef || !element.targetRef) continue;
      const source = element.sourceRef;
      const target = element.targetRef;
      source.outgoing = source.outgoing ?? [];
      target.incoming = target.incoming ?? [];
      if (!source.outgoing.includes(element)) source.outgoing.push(element);
      if (!target.incoming.includes(element)) target.incoming.push(element);
    }
  }
}
