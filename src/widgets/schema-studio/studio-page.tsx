import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Badge, Button, Card, Select, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useStudioClient, type StudioRoleView, type StudioSchemaRow, type StudioVersionRow } from '@/engine';
import { SchemaCodeEditor } from './editor/schema-code-editor';
import { FormDesigner } from './designer/form-designer';
import { PreviewPane } from './preview/preview-pane';
import { NewSchemaDialog } from './new-schema-dialog';
import { PublishDialog } from './publish-dialog';
import { HistoryDrawer } from './history-drawer';
import { MenuDialog } from './menu-dialog';
import { WithdrawDialog } from './withdraw-dialog';
import { useStudioDraft } from './use-studio-draft';

const ORIGIN: Record<StudioSchemaRow['origin'], [string, string]> = {
  file: ['文件', 'default'], db: ['已发布', 'green'], draft: ['草稿', 'gold'], withdrawn: ['已停用', 'default'],
};

/**
 * 模式设计器: a page schema edited as JSON (completion, hover and the linter's problems in the text) or in the visual
 * designer, previewed beside it with sample records, saved as a draft whatever its state, and published — checked,
 * dry-run and applied to every server process without a restart — with its history and rollback.
 */
export default function StudioPage() {
  const studio = useStudioClient();
  const { message } = App.useApp();
  const draft = useStudioDraft(studio);
  const { state, page, problems } = draft;
  const [rows, setRows] = useState<StudioSchemaRow[]>([]);
  const [roles, setRoles] = useState<StudioRoleView[]>([]);
  const [dialog, setDialog] = useState<'new' | 'copy' | 'publish' | 'history' | 'menu' | 'withdraw' | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [versions, setVersions] = useState<StudioVersionRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState('code');

  const reload = useCallback(async () => setRows(await studio.list()), [studio]);
  useEffect(() => {
    void reload().catch(() => undefined);
  }, [reload]);
  const row = rows.find((r) => r.code === state.code);
  const readOnly = state.detail?.origin === 'file';
  const prefix = page && 'permissionPrefix' in page ? page.permissionPrefix : undefined;
  useEffect(() => {
    if (!state.code) return;
    studio.roleViews(state.code, prefix).then(setRoles, () => setRoles([]));
  }, [studio, state.code, prefix, row?.version]);

  const json = useMemo(() => {
    try {
      const value = JSON.parse(state.text) as unknown;
      return typeof value === 'object' && value && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }, [state.text]);

  const save = async () => {
    const answer = await draft.save();
    if (answer) message[answer.check.publishable ? 'success' : 'warning'](answer.message);
    await reload();
  };
  const openPublish = async () => {
    setDialog('publish');
    await draft.save();
  };
  const publish = async (comment: string) => {
    setBusy(true);
    try {
      const answer = await studio.publish(state.code!, comment);
      if (!answer.ok) return void message.error(answer.message);
      message.success(answer.message);
      setDialog(null);
      await Promise.all([reload(), draft.open(state.code!)]);
    } finally {
      setBusy(false);
    }
  };
  const showHistory = async () => {
    setVersions(await studio.history(state.code!));
    setDialog('history');
  };
  const rollback = async (version: number) => {
    const answer = await studio.rollback(state.code!, version);
    message[answer.ok ? 'success' : 'error'](answer.message);
    if (!answer.ok) return;
    setVersions(await studio.history(state.code!));
    await Promise.all([reload(), draft.open(state.code!)]);
  };

  const openWithdraw = () => {
    setRefusal(undefined);
    setDialog('withdraw');
  };
  const withdraw = async (comment: string) => {
    setBusy(true);
    try {
      const answer = await studio.withdraw(state.code!, comment.trim());
      if (!answer.ok) {
        setRefusal(answer.message);
        return void message.error(answer.message);
      }
      message.success(answer.message);
      setDialog(null);
      await Promise.all([reload(), draft.open(state.code!)]);
    } finally {
      setBusy(false);
    }
  };

  const dirty = state.text !== state.savedText;
  const toolbar = (
    <Space wrap>
      <Select
        aria-label="选择模式"
        showSearch
        placeholder="打开模式（文件或已发布）"
        style={{ width: 280 }}
        value={state.code}
        onChange={(code: string) => void draft.open(code)}
        optionFilterProp="label"
        options={rows.map((r) => ({ value: r.code, label: `${r.title} ${r.code}${r.origin === 'file' ? '（文件）' : ''}` }))}
      />
      <Button type="primary" ghost onClick={() => setDialog('new')}>新建</Button>
      {readOnly && json && json.source !== 'platform' ? <Button onClick={() => setDialog('copy')}>复制为新模式</Button> : null}
      <Button disabled={!state.code || readOnly} onClick={() => void save()}>保存草稿</Button>
      <Button disabled={!state.code || readOnly} onClick={() => void draft.runCheck().then((c) => c && message[c.publishable ? 'success' : 'warning'](c.publishable ? '检查通过，可以发布' : `有 ${c.problems.length || 1} 个问题`))}>检查</Button>
      <Button type="primary" disabled={!state.code || readOnly} onClick={() => void openPublish()}>发布</Button>
      <Button disabled={!row?.version} onClick={() => void showHistory()}>历史版本</Button>
      <Button disabled={!row?.version || row.origin !== 'db'} onClick={() => setDialog('menu')}>加入菜单</Button>
      <Button danger disabled={state.detail?.origin !== 'db'} onClick={openWithdraw}>停用</Button>
    </Space>
  );
  const status = state.code ? (
    <Space size={4}>
      <Tag color={ORIGIN[state.detail?.origin ?? 'draft'][1]}>{ORIGIN[state.detail?.origin ?? 'draft'][0]}</Tag>
      {row?.version ? <Tag color="blue">V{row.version}</Tag> : null}
      {dirty ? <Badge status="warning" text="未保存" /> : null}
      <Tooltip title={problems.map((p) => `${p.pointer || '/'}：${p.message}`).join('\n')}>
        {problems.length ? <Tag color="red">{problems.length} 个问题</Tag> : <Tag color="green">无问题</Tag>}
      </Tooltip>
    </Space>
  ) : null;

  return (
    <Card title={<Space>模式设计器{status}</Space>} extra={toolbar} styles={{ body: { padding: 12 } }} data-testid="schema-studio" data-loaded={rows.length > 0 || undefined}>
      {row?.conflict ? <Alert type="warning" showIcon style={{ marginBottom: 8 }} message="与文件模式冲突：正在使用文件中的版本" description={row.conflict} /> : null}
      {readOnly ? <Alert type="info" showIcon style={{ marginBottom: 8 }} message={`此页面由文件 ${row?.file ?? ''} 描述，这里只读；请在文件中修改，或新建一个模式。`} /> : null}
      {!state.code ? (
        <Alert type="info" showIcon message="打开一个模式，或从模板新建：台账、合同类、检查整改、审批单、报表。发布前的草稿只有设计者可见。" />
      ) : (
        <div style={{ display: 'flex', gap: 12, height: 'calc(100vh - 240px)', minHeight: 480 }}>
          <div style={{ flex: '1 1 55%', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Tabs
              activeKey={tab}
              onChange={setTab}
              size="small"
              style={{ flex: 1, minHeight: 0 }}
              items={[
                { key: 'code', label: '代码', children: <div style={{ height: 'calc(100vh - 330px)', minHeight: 400 }}><SchemaCodeEditor value={state.text} onChange={draft.setText} problems={problems} readOnly={readOnly} /></div> },
                {
                  key: 'designer', label: '设计器', disabled: readOnly || !json,
                  children: json ? <div style={{ height: 'calc(100vh - 330px)', minHeight: 400 }}><FormDesigner page={json} onChange={(next) => draft.setText(`${JSON.stringify(next, null, 2)}\n`)} /></div> : null,
                },
              ]}
            />
            {problems.length ? (
              <div data-testid="studio-problems" style={{ maxHeight: 96, overflow: 'auto', fontSize: 12, borderTop: '1px solid #f0f0f0', paddingTop: 4 }}>
                {problems.map((p) => <div key={`${p.pointer}${p.message}`}><Typography.Text type="danger">{p.pointer || '/'}</Typography.Text>：{p.message}</div>)}
              </div>
            ) : null}
          </div>
          <div style={{ flex: '1 1 45%', minWidth: 0, overflow: 'auto', borderLeft: '1px solid #f0f0f0', paddingLeft: 12 }}>
            <PreviewPane page={page} blocked={problems[0]?.message} roles={roles} />
          </div>
        </div>
      )}
      <NewSchemaDialog
        open={dialog === 'new' || dialog === 'copy'}
        copyFrom={dialog === 'copy' ? json : undefined}
        taken={new Set(rows.map((r) => r.code))}
        onCancel={() => setDialog(null)}
        onCreate={(code, text) => {
          draft.create(code, text);
          setDialog(null);
        }}
      />
      <PublishDialog code={state.code ?? ''} check={state.checkedText === state.text ? state.check : undefined} open={dialog === 'publish'} publishing={busy} onCancel={() => setDialog(null)} onPublish={(c) => void publish(c)} />
      <HistoryDrawer code={state.code ?? ''} open={dialog === 'history'} versions={versions} onClose={() => setDialog(null)} onRollback={(v) => void rollback(v)} />
      <WithdrawDialog code={state.code ?? ''} open={dialog === 'withdraw'} withdrawing={busy} refusal={refusal} onCancel={() => setDialog(null)} onWithdraw={(c) => void withdraw(c)} />
      {state.code && page ? <MenuDialog open={dialog === 'menu'} code={state.code} page={page} onClose={() => setDialog(null)} /> : null}
    </Card>
  );
}
