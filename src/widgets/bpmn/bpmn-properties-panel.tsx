import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Divider, Empty, Form, Input, Switch, Tag, Typography, type InputRef } from 'antd';
import type { Element, ModdleElement } from 'bpmn-js/lib/model/Types';
import {
  PROBLEM_CATEGORIES, conditionToExpression, expressionToCondition, insertAtCaret, type FlowProblem, type FormField, type Option,
} from './bpmn-helpers';
import { CommitInput } from './bpmn-panel-inputs';
import { elementTypeName } from './bpmn-translate';
import { UserTaskFields } from './bpmn-user-task-fields';

/** The few modeler services the panel writes through; the modeler passes them in, so the panel never holds bpmn-js. */
export interface PanelServices {
  /** `modeling.updateProperties`: one undoable command, and `element.changed` redraws the panel. */
  update: (element: Element, properties: Record<string, unknown>) => void;
  /** A new `bpmn:FormalExpression` with the given body. */
  createExpression: (body: string) => ModdleElement;
  /** Turns a plain task into a user task (bpmn-js's replace), keeping its name and flows. */
  toUserTask: (element: Element) => void;
  /** The element's name (or id) when it is in the diagram; undefined otherwise. */
  nameOf: (id: string) => string | undefined;
  select: (id: string) => void;
}

export interface BpmnPropertiesPanelProps {
  element: Element | undefined;
  services: PanelServices | undefined;
  fields: FormField[];
  roles: Option[];
  users: Option[];
  problems: FlowProblem[];
}

const is = (bo: ModdleElement, type: string): boolean => Boolean(bo?.$instanceOf?.(type));

/** A flow whose gateway chooses among its outgoing flows needs a condition (inclusive gateways choose too). */
export function isConditionalFlow(element: Element): boolean {
  const bo = element.businessObject;
  return is(bo, 'bpmn:SequenceFlow') && (is(bo.sourceRef, 'bpmn:ExclusiveGateway') || is(bo.sourceRef, 'bpmn:InclusiveGateway'));
}

function ConditionFields({ element, services, fields }: { element: Element; services: PanelServices; fields: FormField[] }) {
  const bo = element.businessObject;
  const stored = conditionToExpression(bo.conditionExpression?.body as string | undefined);
  const [draft, setDraft] = useState(stored);
  useEffect(() => setDraft(stored), [stored]);
  const inputRef = useRef<InputRef>(null);
  const caret = useRef<number>();
  const isDefault = bo.sourceRef?.default === bo;

  const commit = (text: string) => {
    if (text.trim() === stored) return;
    const body = expressionToCondition(text);
    services.update(element, { conditionExpression: body ? services.createExpression(body) : undefined });
  };
  const trackCaret = (e: { currentTarget: HTMLInputElement }) => {
    caret.current = e.currentTarget.selectionStart ?? undefined;
  };
  const insert = (name: string) => {
    const at = caret.current ?? draft.length;
    const next = insertAtCaret(draft, name, at);
    // The caret goes right after what was inserted, so the user types the operator next.
    const after = next.length - (draft.length - at);
    setDraft(next);
    commit(next);
    caret.current = after;
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      inputRef.current?.input?.setSelectionRange(after, after);
    });
  };
  const setDefault = (on: boolean) => {
    // A default flow is taken when no condition holds, so a condition on it would never be read: it goes.
    if (on && bo.conditionExpression) services.update(element, { conditionExpression: undefined });
    if (element.source) services.update(element.source as Element, { default: on ? bo : undefined });
  };

  return (
    <>
      <Form.Item label="默认分支" tooltip="其他分支的条件都不满足时走这条线">
        <Switch aria-label="默认分支" checked={isDefault} onChange={setDefault} />
      </Form.Item>
      {!isDefault && (
        <Form.Item label="条件表达式" extra="满足条件时走这条线；按回车或离开输入框后生效">
          <Input
            ref={inputRef}
            aria-label="条件表达式"
            placeholder="例如 leaveDays > 3"
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              trackCaret(e);
            }}
            onSelect={trackCaret}
            onBlur={() => commit(draft)}
            onPressEnter={() => commit(draft)}
          />
          {fields.length > 0 && (
            <div style={{ marginTop: 8 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>点击字段插入：</Typography.Text>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 4 }}>
                {fields.map((f) => (
                  // mousedown would blur the input first; preventing it keeps the caret where the user left it.
                  <Tag key={f.name} color="blue" style={{ cursor: 'pointer', marginInlineEnd: 0 }} title={f.name} onMouseDown={(e) => e.preventDefault()} onClick={() => insert(f.name)}>
                    {f.label} <span style={{ opacity: 0.65 }}>{f.name}</span>
                  </Tag>
                ))}
              </div>
            </div>
          )}
        </Form.Item>
      )}
    </>
  );
}

function ProblemList({ problems, services }: { problems: FlowProblem[]; services: PanelServices | undefined }) {
  if (problems.length === 0) return null;
  return (
    <div className="bpmn-problem-list">
      <Divider orientation="left" plain style={{ margin: '12px 0 8px' }}>
        检查问题（{problems.length}）
      </Divider>
      {problems.map((p, i) => {
        const name = services?.nameOf(p.id);
        const category = PROBLEM_CATEGORIES[p.category];
        return (
          <div
            key={`${p.id}-${i}`}
            className="bpmn-problem-item"
            role="button"
            tabIndex={0}
            title={name ? '点击定位到流程图中的元素' : '流程图中没有这个元素'}
            style={{ padding: '6px 4px', borderRadius: 4 }}
            onClick={() => name && services?.select(p.id)}
            onKeyDown={(e) => e.key === 'Enter' && name && services?.select(p.id)}
          >
            <Tag color={category.color}>{category.label}</Tag>
            <span>{p.message}</span>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 2 }}>
              {name ? `位置：${name}` : `位置：${p.id}（不在图中）`}
            </Typography.Text>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The properties of the selected element, written back into the diagram (so undo, redo and the saved XML see
 * them). With nothing selected it shows how to start and the server's check results.
 */
export function BpmnPropertiesPanel({ element, services, fields, roles, users, problems }: BpmnPropertiesPanelProps) {
  if (!element || !services) {
    return (
      <div className="bpmn-properties-panel">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="选择一个节点或连线以编辑其属性" />
        <ProblemList problems={problems} services={services} />
      </div>
    );
  }
  const bo = element.businessObject;
  const update = (properties: Record<string, unknown>) => services.update(element, properties);
  const own = problems.filter((p) => p.id === bo.id);
  return (
    <div className="bpmn-properties-panel">
      <Typography.Title level={5} style={{ marginTop: 0 }}>{elementTypeName(bo.$type as string)}</Typography.Title>
      {own.map((p, i) => (
        <Alert key={i} type={p.category === 'error' ? 'error' : 'warning'} showIcon message={p.message} style={{ marginBottom: 8 }} />
      ))}
      <Form layout="vertical" size="small" component="div">
        <Form.Item label="名称">
          <CommitInput aria-label="名称" placeholder="请输入名称" value={bo.name as string | undefined} onCommit={(name) => update({ name: name.trim() || undefined })} />
        </Form.Item>
        <Form.Item label="编号">
          <Typography.Text code copyable={{ text: bo.id as string, tooltips: ['复制', '已复制'] }}>{bo.id}</Typography.Text>
        </Form.Item>
        {bo.$type === 'bpmn:Task' && (
          <Form.Item extra="只有用户任务才会分配给审批人">
            <Button onClick={() => services.toUserTask(element)}>设为审批节点（用户任务）</Button>
          </Form.Item>
        )}
        {is(bo, 'bpmn:UserTask') && <UserTaskFields bo={bo} update={update} fields={fields} roles={roles} users={users} />}
        {isConditionalFlow(element) && <ConditionFields element={element} services={services} fields={fields} />}
      </Form>
    </div>
  );
}
