import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Drawer, Space, Spin, Tag } from 'antd';
import {
  isDataPage, useDataProvider, useFlowClient, usePageSchema,
  type FlowDefinitionRow, type FlowLintProblem,
} from '@/engine';
import { LazyBpmnModeler, type BpmnModelerApi } from '../bpmn';

interface Option { value: string; label: string }

/** Roles and people the modeler offers as approvers (the platform's table dictionaries). */
function useOptions(dict: string): Option[] {
  const provider = useDataProvider();
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let active = true;
    provider.custom<{ value: string; text: string }[]>({ url: `/sys/dict/getDictItems/${dict}`, method: 'get' })
      .then(({ data }) => active && setOptions((data ?? []).map((i) => ({ value: i.value, label: i.text }))))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [provider, dict]);
  return options;
}

/**
 * 流程设计: the deployed diagram in the modeler with its form's fields, roles and people; 检查 lints it on the
 * server (problems marked on the diagram), 部署新版本 deploys it — refused with the same problems when it has errors.
 * Instances already running keep the version they started on.
 */
export function FlowDesignerDrawer({ definition, onClose, onDeployed }: { definition: FlowDefinitionRow | null; onClose(): void; onDeployed(): void }) {
  const flows = useFlowClient();
  const { message } = App.useApp();
  const modeler = useRef<BpmnModelerApi>(null);
  const [xml, setXml] = useState<string | null>(null);
  const [problems, setProblems] = useState<FlowLintProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState<number | null>(null);
  // The modeler is drawn once the drawer has opened: fitting the diagram needs the canvas at its final size.
  const [opened, setOpened] = useState(false);
  const roles = useOptions('sys_role,role_name,role_code');
  const users = useOptions('sys_user,realname,username');
  const { state } = usePageSchema(definition?.formCode ?? '');
  const fields = state.status === 'ready' && isDataPage(state.schema) ? state.schema.fields.map((f) => ({ name: f.name, label: f.label })) : [];

  useEffect(() => {
    setXml(null);
    setProblems([]);
    setVersion(definition?.version ?? null);
    if (definition) void flows.definition(definition.id).then((d) => setXml(d.xml ?? ''));
  }, [flows, definition]);

  const current = async () => (await modeler.current?.saveXML()) ?? xml ?? '';
  const lint = async () => {
    setBusy(true);
    try {
      const found = await flows.lint(await current(), definition?.formCode);
      setProblems(found);
      if (!found.length) message.success('检查通过，没有发现问题');
    } finally {
      setBusy(false);
    }
  };
  const deploy = async () => {
    setBusy(true);
    try {
      const result = await flows.deploy(await current(), definition?.formCode);
      setProblems(result.definition.problems ?? []);
      setVersion(result.definition.version);
      message.success(result.message);
      onDeployed();
    } catch (error) {
      const found = (error as { result?: { problems?: FlowLintProblem[] } }).result?.problems;
      if (found) setProblems(found);
    } finally {
      setBusy(false);
    }
  };

  const errors = problems.filter((p) => p.category === 'error').length;
  return (
    <Drawer open={definition !== null} onClose={onClose} width="92%" destroyOnHidden className="flow-designer" afterOpenChange={setOpened}
      title={definition ? <span>流程设计 · {definition.name} <Tag>当前第 {version ?? definition.version} 版</Tag></span> : ''}
      extra={
        <Space>
          <Button onClick={() => void lint()} loading={busy}>检查</Button>
          <Button type="primary" onClick={() => void deploy()} loading={busy}>部署新版本</Button>
        </Space>
      }>
      {problems.length ? (
        <Alert className="flow-designer-alert" type={errors ? 'error' : 'warning'} showIcon style={{ marginBottom: 12 }}
          message={errors ? `有 ${errors} 个错误，修正后才能部署` : `有 ${problems.length} 个提示，不影响部署`} />
      ) : null}
      {xml === null || !opened ? <Spin /> : (
        <LazyBpmnModeler ref={modeler} xml={xml} fields={fields} roles={roles} users={users} problems={problems} height={640} />
      )}
    </Drawer>
  );
}
