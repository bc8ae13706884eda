import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Empty, Form, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { usePageSchema } from '@/engine';
import {
  DATA_RULE_CONDITION_LABELS, DATA_RULE_LEVELS, DATA_RULE_OPERATORS, isDataRuleLevel, type DataRuleRecord,
} from '@/engine/schema/rights/data-rule';
import { useServices } from '../services/services-context';
import { adminMessages } from './admin-messages';
import { useAdminApi, type PermissionNode } from './admin-api';

const m = adminMessages.role;
const CONDITIONS = [...DATA_RULE_LEVELS, ...DATA_RULE_OPERATORS].map((c) => ({ value: c, label: DATA_RULE_CONDITION_LABELS[c] }));
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

interface RuleValues { ruleName: string; ruleConditions: string; ruleColumn?: string; ruleValue?: string }

/** The fields of the page a menu renders, for a custom rule's field. */
function useFieldOptions(code: string) {
  const { state } = usePageSchema(code);
  if (state.status !== 'ready') return [];
  const fields = (state.schema as { fields?: { name: string; label: string }[] }).fields ?? [];
  return [...fields.map((f) => ({ value: f.name, label: `${f.label}（${f.name}）` })), { value: 'createBy', label: '创建人（createBy）' }];
}

function FieldSelect({ code }: { code: string }) {
  const options = useFieldOptions(code);
  return <Select options={options} showSearch optionFilterProp="label" style={{ width: 220 }} placeholder={m.ruleColumn} />;
}

/**
 * The data rules of one menu for one role: the menu's rules to pick from (none picked: every row), saved for the role,
 * and the menu's rules kept here (新增, 删除) — a rule belongs to the menu and any role may select it.
 */
export function DataRulePanel({ roleId, menu, granted }: { roleId: string; menu: PermissionNode | null; granted: boolean }) {
  const api = useAdminApi();
  const { feedback: { message } } = useServices();
  const [rules, setRules] = useState<DataRuleRecord[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const [form] = Form.useForm<RuleValues>();
  const conditions = Form.useWatch('ruleConditions', form);
  const code = menu?.component?.startsWith('schema:') && menu.menuType !== 2 ? menu.component.slice(7) : null;

  const load = useCallback(async () => {
    if (!menu || !code) return;
    const [all, role] = await Promise.all([api.menuRules(menu.key), api.roleRules(menu.key, roleId)]);
    setRules(all);
    setPicked(role?.drChecked ? role.drChecked.split(',') : []);
  }, [api, menu, code, roleId]);
  useEffect(() => {
    setRules([]);
    setPicked([]);
    load().catch((e: unknown) => void message.error(errorText(e)));
  }, [load, message]);

  if (!menu || !code) return <Card size="small" title={m.rulesTitle(menu?.title ?? '')}><Alert type="info" message={m.rulesHint} /></Card>;

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void message.success(done);
      await load();
    } catch (e) {
      void message.error(errorText(e));
    }
  };
  const add = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const level = isDataRuleLevel(values.ruleConditions);
    await act(() => api.addRule({
      permissionId: menu.key, ruleName: values.ruleName, ruleConditions: values.ruleConditions as DataRuleRecord['ruleConditions'],
      ruleColumn: level ? null : values.ruleColumn ?? null, ruleValue: level ? null : values.ruleValue ?? null,
    }), m.ruleAdded);
    form.resetFields();
  };
  const enabled = rules.filter((r) => r.status === '1');
  const describe = (r: DataRuleRecord) => (isDataRuleLevel(r.ruleConditions)
    ? DATA_RULE_CONDITION_LABELS[r.ruleConditions]
    : `${r.ruleColumn} ${DATA_RULE_CONDITION_LABELS[r.ruleConditions]} ${r.ruleValue ?? ''}`);

  return (
    <Card size="small" title={m.rulesTitle(menu.title)} data-testid="data-rule-panel"
      extra={<Button size="small" type="primary" disabled={!granted} onClick={() => void act(() => api.saveRoleRules(menu.key, roleId, picked), m.rulesSaved)}>{m.saveRules}</Button>}>
      {!granted ? <Alert type="warning" showIcon message={m.notGranted} style={{ marginBottom: 12 }} /> : null}
      {enabled.length ? (
        <Checkbox.Group value={picked} onChange={(v) => setPicked(v.map(String))} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {enabled.map((r) => (
            <Space key={r.id}>
              <Checkbox value={r.id} disabled={!granted}>{r.ruleName}</Checkbox>
              <Typography.Text type="secondary">{describe(r)}</Typography.Text>
              <Popconfirm title={m.confirmDeleteRule} onConfirm={() => void act(() => api.deleteRule(r.id), m.ruleDeleted)}>
                <Typography.Link type="danger">{m.deleteRule}</Typography.Link>
              </Popconfirm>
            </Space>
          ))}
        </Checkbox.Group>
      ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noRules} />}
      <Typography.Title level={5} style={{ marginTop: 20 }}>{m.addRule}</Typography.Title>
      <Form form={form} layout="inline" style={{ rowGap: 8 }} initialValues={{ ruleConditions: 'SELF' }}>
        <Form.Item name="ruleName" rules={[{ required: true, message: m.required(m.ruleName) }]}>
          <Input placeholder={m.ruleName} maxLength={50} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="ruleConditions">
          <Select options={CONDITIONS} style={{ width: 170 }} aria-label={m.ruleConditions} />
        </Form.Item>
        {conditions && !isDataRuleLevel(conditions) ? (
          <>
            <Form.Item name="ruleColumn" rules={[{ required: true, message: m.required(m.ruleColumn) }]}><FieldSelect code={code} /></Form.Item>
            <Form.Item name="ruleValue" rules={[{ required: true, message: m.required(m.ruleValue) }]} extra={m.ruleValueHint}>
              <Input placeholder={m.ruleValue} maxLength={300} style={{ width: 200 }} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item><Button onClick={() => void add()}>{m.addRule}</Button></Form.Item>
      </Form>
    </Card>
  );
}
