// Chinese for the modeler's own UI (palette, context pad, change-type menu). bpmn-js passes every text it shows through
// the `translate` service, so replacing that service translates it; a text missing here stays English rather than
// breaking. Only what a process designer on this platform meets is listed: the workflow runs user tasks, gateways,
// start/end events and sequence flows.

const ZH: Record<string, string> = {
  // Palette.
  'Activate hand tool': '抓手工具（拖动画布）',
  'Activate lasso tool': '框选工具',
  'Activate create/remove space tool': '插入/移除空白',
  'Activate global connect tool': '连线工具',
  'Create start event': '开始事件',
  'Create intermediate/boundary event': '中间/边界事件',
  'Create end event': '结束事件',
  'Create gateway': '网关',
  'Create task': '任务',
  'Create data object reference': '数据对象',
  'Create data store reference': '数据存储',
  'Create expanded sub-process': '子流程',
  'Create pool/participant': '泳池/参与者',
  'Create group': '分组',
  // Context pad.
  'Append end event': '追加结束事件',
  'Append gateway': '追加网关',
  'Append task': '追加任务',
  'Append intermediate/boundary event': '追加中间事件',
  'Append text annotation': '追加注释',
  'Add text annotation': '添加注释',
  'Change element': '更改类型',
  'Connect to other element': '连线到其他节点',
  'Connect using association': '用关联连接',
  Delete: '删除',
  'Search in diagram': '在流程图中搜索',
  // Change-type menu.
  Task: '任务',
  'User task': '用户任务（审批节点）',
  'Service task': '服务任务',
  'Script task': '脚本任务',
  'Manual task': '手工任务',
  'Send task': '发送任务',
  'Receive task': '接收任务',
  'Business rule task': '业务规则任务',
  'Call activity': '调用活动',
  'Start event': '开始事件',
  'End event': '结束事件',
  'Terminate end event': '终止结束事件',
  'Timer start event': '定时开始事件',
  'Timer intermediate catch event': '定时中间事件',
  'Intermediate throw event': '中间抛出事件',
  'Exclusive gateway': '排他网关',
  'Parallel gateway': '并行网关',
  'Inclusive gateway': '包容网关',
  'Event-based gateway': '事件网关',
  'Complex gateway': '复杂网关',
  'Sequence flow': '顺序流',
  'Default flow': '默认分支',
  'Conditional flow': '条件分支',
  'Sub-process (collapsed)': '子流程（折叠）',
  'Sub-process (expanded)': '子流程（展开）',
  'Parallel multi-instance': '并行多实例',
  'Sequential multi-instance': '串行多实例',
  Loop: '循环',
};

/** bpmn-js's translate service: `{name}` placeholders are filled as in the original. */
export function translateZh(template: string, replacements: Record<string, string> = {}): string {
  return (ZH[template] ?? template).replace(/{([^}]+)}/g, (_, key: string) => replacements[key] ?? `{${key}}`);
}

/** The additional module that installs it (`new Modeler({ additionalModules: [zhTranslateModule] })`). */
export const zhTranslateModule = { translate: ['value', translateZh] };

/** What the properties panel calls each element type. */
const TYPE_NAMES: Record<string, string> = {
  'bpmn:UserTask': '用户任务（审批节点）',
  'bpmn:Task': '任务',
  'bpmn:StartEvent': '开始事件',
  'bpmn:EndEvent': '结束事件',
  'bpmn:ExclusiveGateway': '排他网关',
  'bpmn:ParallelGateway': '并行网关',
  'bpmn:InclusiveGateway': '包容网关',
  'bpmn:SequenceFlow': '连线',
  'bpmn:Process': '流程',
  'bpmn:TextAnnotation': '注释',
};

export function elementTypeName(type: string): string {
  return TYPE_NAMES[type] ?? translateZh(type.replace(/^bpmn:/, '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^(\w)(.*)$/, (_, a: string, b: string) => a + b.toLowerCase()));
}
