import { Form, Radio, Select, Table, Typography } from 'antd';
import type { ModdleElement } from 'bpmn-js/lib/model/Types';
import {
  APPROVAL_MODES, ASSIGNEE_TYPES, REJECT_TARGETS, type AssigneeType, type FieldRight,
} from '@/engine/schema/flow/flow-moddle';
import {
  FIELD_RIGHT_OPTIONS, assigneeInput, fieldRightRows, joinAssignee, splitAssignee, withFieldRight, type FieldRightRow, type FormField, type Option,
} from './bpmn-helpers';
import { CommitInput, CommitNumber } from './bpmn-panel-inputs';

export interface UserTaskFieldsProps {
  /** The user task's business object; its `flow:` attributes are read fresh on every render. */
  bo: ModdleElement;
  /** Writes attributes through `modeling.updateProperties`, so each change is one undoable command. */
  update: (properties: Record<string, unknown>) => void;
  fields: FormField[];
  roles: Option[];
  users: Option[];
}

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const ASSIGNEE_TYPE_OPTIONS = options(ASSIGNEE_TYPES);
const MODE_OPTIONS = options(APPROVAL_MODES);
const REJECT_OPTIONS = options(REJECT_TARGETS);
const searchable = { showSearch: true, optionFilterProp: 'label' } as const;

function AssigneeInput({ bo, update, fields, roles, users }: UserTaskFieldsProps) {
  const type = bo.get('flow:assigneeType') as AssigneeType | undefined;
  const assignee = bo.get('flow:assignee') as string | undefined;
  const write = (value: string | undefined) => update({ 'flow:assignee': value || undefined });
  switch (assigneeInput(type)) {
    case 'roles':
      return <Select aria-label="审批人" mode="multiple" {...searchable} placeholder="选择一个或多个角色" options={roles} value={splitAssignee(assignee)} onChange={(v: string[]) => write(joinAssignee(v))} />;
    case 'users':
      return <Select aria-label="审批人" mode="multiple" {...searchable} placeholder="选择一个或多个人员" options={users} value={splitAssignee(assignee)} onChange={(v: string[]) => write(joinAssignee(v))} />;
    case 'field':
      return (
        <Select
          aria-label="审批人"
          {...searchable}
          allowClear
          placeholder="选择存放审批人的表单字段"
          options={fields.map((f) => ({ value: f.name, label: `${f.label}（${f.name}）` }))}
          value={assignee}
          onChange={(v?: string) => write(v)}
        />
      );
    case 'expression':
      return <CommitInput aria-label="审批人" placeholder="例如 ${handoverUser}" value={assignee} onCommit={write} />;
    default:
      // The engine finds these approvers itself when the record arrives (the applicant's department, superior…).
      return <Typography.Text type="secondary">{type ? `运行时按「${ASSIGNEE_TYPES[type]}」确定审批人` : '请先选择审批人类型'}</Typography.Text>;
  }
}

function FieldRightsTable({ bo, update, fields }: UserTaskFieldsProps) {
  const stored = bo.get('flow:fieldRights') as string | undefined;
  if (fields.length === 0) return <Typography.Text type="secondary">业务表单没有字段</Typography.Text>;
  return (
    <Table<FieldRightRow>
      size="small"
      rowKey="name"
      pagination={false}
      dataSource={fieldRightRows(fields, stored)}
      columns={[
        {
          title: '字段',
          dataIndex: 'label',
          render: (label: string, row) => (
            <span title={row.name}>{label}</span>
          ),
        },
        {
          title: '权限',
          dataIndex: 'right',
          width: 104,
          render: (right: FieldRight, row) => (
            <Select
              size="small"
              aria-label={`${row.label}的权限`}
              style={{ width: 88 }}
              options={FIELD_RIGHT_OPTIONS}
              value={right}
              onChange={(next: FieldRight) => update({ 'flow:fieldRights': withFieldRight(stored, fields, row.name, next) })}
            />
          ),
        },
      ]}
    />
  );
}

/** What an approval node carries beyond its name: who approves, how, where a rejection goes, reminders, field rights. */
export function UserTaskFields(props: UserTaskFieldsProps) {
  const { bo, update } = props;
  const timeout = bo.get('flow:timeoutHours') as number | undefined;
  return (
    <>
      <Form.Item label="审批人类型">
        <Select
          aria-label="审批人类型"
          allowClear
          placeholder="请选择审批人类型"
          options={ASSIGNEE_TYPE_OPTIONS}
          value={bo.get('flow:assigneeType') as string | undefined}
          // A new type gives the stored approver another meaning (a role code is no user name): it starts empty.
          onChange={(type?: string) => update({ 'flow:assigneeType': type || undefined, 'flow:assignee': undefined })}
        />
      </Form.Item>
      <Form.Item label="审批人">
        <AssigneeInput {...props} />
      </Form.Item>
      <Form.Item label="审批方式">
        <Radio.Group
          optionType="button"
          options={MODE_OPTIONS}
          value={bo.get('flow:mode') as string | undefined}
          onChange={(e) => update({ 'flow:mode': e.target.value as string })}
        />
      </Form.Item>
      <Form.Item label="驳回至">
        <Select
          aria-label="驳回至"
          allowClear
          placeholder="请选择驳回目标"
          options={REJECT_OPTIONS}
          value={bo.get('flow:rejectTo') as string | undefined}
          onChange={(v?: string) => update({ 'flow:rejectTo': v || undefined })}
        />
      </Form.Item>
      <Form.Item label="超时催办（小时）">
        <CommitNumber aria-label="超时催办（小时）" min={1} placeholder="不催办" value={timeout} onCommit={(v) => update({ 'flow:timeoutHours': v })} />
      </Form.Item>
      <Form.Item label="字段权限" tooltip="本节点审批人对业务表单各字段的权限；未设置的字段为只读">
        <FieldRightsTable {...props} />
      </Form.Item>
    </>
  );
}
