import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Descriptions, Result, Spin, Tabs, Tag } from 'antd';
import {
  FLOW_STATUS, isDataPage, usePageSchema, useFlowClient,
  type FlowActInput, type FlowDetail, type FlowTaskAction,
} from '@/engine';
import { LazyBpmnViewer } from '../bpmn';
import { ApprovalActions } from './approval-actions';
import { ApprovalManage } from './approval-manage';
import { ApprovalRecord } from './approval-record';
import { ApprovalTimeline } from './approval-timeline';
import { approvalMessages as text } from './approval-messages';
import './approval.css';

/** Which approval to show: a task (待办), an instance, or the latest approval of a business record. */
export type ApprovalTarget = { taskId: string } | { instanceId: string } | { pageCode: string; businessId: string };

export interface ApprovalPanelProps {
  target: ApprovalTarget;
  /** After a decision, a withdrawal or an urge: the lists behind refresh. */
  onChanged?(): void;
}

type State = { status: 'loading' } | { status: 'ready'; detail: FlowDetail } | { status: 'failed'; message: string };

/**
 * One approval: the form with the node's field rights, the 流转记录, the diagram with passed and current nodes,
 * and the caller's actions. After an action it reloads, so what it shows is what the server now holds.
 */
export function ApprovalPanel({ target, onChanged }: ApprovalPanelProps) {
  const flows = useFlowClient();
  const { message } = App.useApp();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const load = useCallback(async () => {
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    try {
      const detail = 'taskId' in target ? await flows.detail({ taskId: target.taskId })
        : 'instanceId' in target ? await flows.detail({ id: target.instanceId })
          : await flows.byBusiness(target.pageCode, target.businessId);
      setState({ status: 'ready', detail });
      setValues({});
      setErrors({});
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, [flows, target]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      message.success(await work());
      onChanged?.();
      await load();
      return true;
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (fieldErrors) setErrors(fieldErrors);
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (state.status === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (state.status === 'failed') {
    return <Result status="warning" title={text.loadFailed} subTitle={state.message} extra={<Button onClick={() => void load()}>{text.retry}</Button>} />;
  }
  const { detail } = state;
  const { instance } = detail;
  const status = FLOW_STATUS[instance.status] ?? { text: instance.status, color: 'default' };
  const act = (action: FlowTaskAction, input: FlowActInput) => {
    // Required fields of the node are checked here first; the server checks them again.
    if (action === 'approve') {
      const missing = Object.entries(detail.fieldRights).filter(([name, right]) => right === 'required'
        && [undefined, null, ''].includes((name in values ? values[name] : detail.record?.[name]) as never));
      if (missing.length) {
        setErrors(Object.fromEntries(missing.map(([name]) => [name, text.requiredHere])));
        return Promise.resolve(false);
      }
    }
    return run(() => flows.act(action, detail.myTask!.id, { ...input, values: action === 'approve' ? values : undefined }));
  };

  return (
    <div className="approval-panel">
      <Descriptions size="small" column={3} title={<span>{instance.title} <Tag color={status.color}>{status.text}</Tag></span>} items={[
        { key: 'p', label: text.process, children: `${instance.processName}（第 ${instance.version} 版）` },
        { key: 'a', label: text.applicant, children: instance.applicantName },
        { key: 's', label: text.startTime, children: instance.startTime },
        { key: 'n', label: text.currentNode, children: detail.tasks.map((t) => t.nodeName).filter((v, i, a) => a.indexOf(v) === i).join('、') || '-' },
        { key: 'h', label: text.currentHolders, children: detail.tasks.map((t) => `${t.assigneeName}${t.ownerName ? text.delegated(t.ownerName) : ''}${t.status === 'waiting' ? text.waiting : ''}`).join('、') || '-' },
        { key: 'e', label: text.endTime, children: instance.endTime ?? '-' },
      ]} />
      {detail.myTask?.signType === 'before' ? <Alert type="info" showIcon message="您是前加签人：您同意后，原审批人再审批。" style={{ marginBottom: 12 }} /> : null}
      <Tabs items={[
        { key: 'form', label: text.tabs.form, children: <RecordTab detail={detail} values={values} errors={errors} onChange={setValues} /> },
        { key: 'history', label: text.tabs.history, children: <ApprovalTimeline events={detail.events} tasks={detail.tasks} /> },
        { key: 'diagram', label: text.tabs.diagram, children: <LazyBpmnViewer xml={detail.xml} doneNodes={instance.doneNodes} currentNodes={instance.currentNodes} height={360} /> },
        ...(detail.manage ? [{ key: 'manage', label: text.tabs.manage, children: (
          <ApprovalManage detail={detail} busy={busy} onReassign={(taskId, toUser) => run(() => flows.reassign(taskId, toUser))} />
        ) }] : []),
      ]} />
      <div className="approval-footer">
        <ApprovalActions detail={detail} busy={busy} onAct={act}
          onWithdraw={(comment) => run(() => flows.withdraw(instance.id, comment))} onUrge={() => run(() => flows.urge(instance.id))} />
      </div>
    </div>
  );
}

function RecordTab({ detail, values, errors, onChange }: { detail: FlowDetail; values: Record<string, unknown>; errors: Record<string, string>; onChange(v: Record<string, unknown>): void }) {
  const { state } = usePageSchema(detail.pageCode);
  if (state.status === 'loading') return <Spin />;
  if (state.status !== 'ready' || !isDataPage(state.schema) || !detail.record) return <Alert type="warning" message="业务表单无法显示" />;
  return <ApprovalRecord fields={state.schema.fields} record={detail.record} rights={detail.fieldRights} values={values} errors={errors} onChange={onChange} />;
}
