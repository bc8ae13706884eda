/**
 * The platform's BPMN extension: what a user task and a sequence flow carry beyond BPMN 2.0 (who approves, how
 * several approvers decide, which form fields the node may see or change, where a rejection may go, when to remind).
 * One descriptor for bpmn-moddle on the server (parsing a deployed process) and bpmn-js in the browser (the modeler
 * writes these attributes), so a diagram drawn in the browser means the same thing when the server runs it.
 */
export const FLOW_NS = 'http://schemas.jeecg-platform.cn/bpmn/flow';

export const flowModdle = {
  name: 'Flow',
  prefix: 'flow',
  uri: FLOW_NS,
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'UserTaskRules',
      extends: ['bpmn:UserTask'],
      isAbstract: true,
      properties: [
        { name: 'assigneeType', isAttr: true, type: 'String' },
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'mode', isAttr: true, type: 'String' },
        { name: 'rejectTo', isAttr: true, type: 'String' },
        { name: 'timeoutHours', isAttr: true, type: 'Integer' },
        { name: 'fieldRights', isAttr: true, type: 'String' },
      ],
    },
  ],
} as const;

/** Who a user task goes to. */
export const ASSIGNEE_TYPES = {
  role: '角色',
  deptLeader: '发起人部门负责人',
  user: '指定人员',
  superior: '发起人上级',
  field: '表单字段中的人员',
  expression: '表达式',
  applicant: '发起人',
} as const;
export type AssigneeType = keyof typeof ASSIGNEE_TYPES;

/** How several approvers of one node decide: one person, the first of them (或签), all of them (会签). */
export const APPROVAL_MODES = { single: '单人', or: '或签', all: '会签' } as const;
export type ApprovalMode = keyof typeof APPROVAL_MODES;

/** Where an approver of the node may send a record back. */
export const REJECT_TARGETS = { applicant: '发起人', previous: '上一节点', any: '任意节点' } as const;
export type RejectTarget = keyof typeof REJECT_TARGETS;

/** What a node's approver may do with one form field. A field a node does not name is read-only there. */
export const FIELD_RIGHTS = { hidden: '隐藏', readonly: '只读', editable: '可编辑', required: '必填' } as const;
export type FieldRight = keyof typeof FIELD_RIGHTS;

/** `amount:readonly;remark:editable` ⇄ `{ amount: 'readonly', remark: 'editable' }`; unknown rights are dropped. */
export function parseFieldRights(text: string | undefined | null): Record<string, FieldRight> {
  const rights: Record<string, FieldRight> = {};
  for (const part of (text ?? '').split(';')) {
    const [name, right] = part.split(':').map((s) => s.trim());
    if (name && right && right in FIELD_RIGHTS) rights[name] = right as FieldRight;
  }
  return rights;
}

export function formatFieldRights(rights: Record<string, FieldRight>): string {
  return Object.entries(rights).map(([name, right]) => `${name}:${right}`).join(';');
}
