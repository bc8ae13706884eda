import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Radio, Select, Space } from 'antd';
import type { FlowActInput, FlowDetail, FlowTaskAction } from '@/engine';
import { DictSelectSearch } from '../dict-select/dict-select-search';
import { UploadField } from '../field-adapters/upload-field';
import { approvalMessages as text } from './approval-messages';

const USERS = 'sys_user,realname,username';
// The dialog's 附件 as an upload field: files go where a form's uploads go, their paths travel with the decision.
const ATTACHMENTS = { name: 'attachments', label: text.attachments, type: 'file', dbType: 'varchar' } as const;

export interface ApprovalActionsProps {
  detail: FlowDetail;
  busy: boolean;
  onAct(action: FlowTaskAction, input: FlowActInput): Promise<boolean>;
  onWithdraw(comment: string): Promise<boolean>;
  onUrge(): Promise<boolean>;
}

type Dialog = FlowTaskAction | null;

/**
 * What the caller may do with this approval: an approver 同意 / 驳回 / 退回 / 转办 / 加签 with a comment (驳回 and
 * 退回 need one); the applicant 撤回 (before anyone decided) and 催办. Each opens a small dialog; a refusal from the
 * server keeps the dialog and its text.
 */
export function ApprovalActions({ detail, busy, onAct, onWithdraw, onUrge }: ApprovalActionsProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm<{ comment?: string; attachments?: string | null; targetNode?: string; toUser?: string; position?: 'before' | 'after' }>();
  const task = detail.myTask;

  const open = (action: FlowTaskAction) => {
    form.resetFields();
    form.setFieldsValue({ position: 'before', comment: action === 'approve' ? '同意' : undefined });
    setDialog(action);
  };
  const submit = async () => {
    // A field left wrong stays marked on the form; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const input = { ...values, comment: values.comment?.trim(), attachments: values.attachments || undefined };
    if (dialog && (await onAct(dialog, input))) setDialog(null);
  };
  const needsComment = dialog === 'reject' || dialog === 'return';

  return (
    <>
      <Space wrap className="approval-actions">
        {task ? (
          <>
            <Button type="primary" disabled={busy} onClick={() => open('approve')}>{text.actions.approve}</Button>
            <Button danger disabled={busy} onClick={() => open('reject')}>{text.actions.reject}</Button>
            {task.returnTargets.length ? <Button disabled={busy} onClick={() => open('return')}>{text.actions.return}</Button> : null}
            <Button disabled={busy} onClick={() => open('transfer')}>{text.actions.transfer}</Button>
            <Button disabled={busy} onClick={() => open('addSign')}>{text.actions.addSign}</Button>
          </>
        ) : null}
        {detail.canWithdraw ? (
          <Popconfirm title={text.confirmWithdraw} onConfirm={() => onWithdraw('')} okText={text.confirm} cancelText={text.cancel}>
            <Button disabled={busy}>{text.actions.withdraw}</Button>
          </Popconfirm>
        ) : null}
        {detail.canUrge ? <Button disabled={busy} onClick={() => void onUrge()}>{text.actions.urge}</Button> : null}
      </Space>
      <Modal
        open={dialog !== null}
        title={dialog ? `${text.actions[dialog]} · ${task?.nodeName ?? ''}` : ''}
        okText={text.confirm}
        cancelText={text.cancel}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" className="approval-dialog">
          {dialog === 'return' ? (
            <Form.Item name="targetNode" label={text.returnTo} rules={[{ required: true, message: text.chooseNode }]}>
              <Select options={task?.returnTargets.map((t) => ({ value: t.id, label: t.name }))} placeholder={text.chooseNode} />
            </Form.Item>
          ) : null}
          {dialog === 'transfer' || dialog === 'addSign' ? (
            <Form.Item name="toUser" label={dialog === 'transfer' ? text.transferTo : text.signUser} rules={[{ required: true, message: text.chooseUser }]}>
              <DictSelectSearch dict={USERS} placeholder={text.chooseUser} style={{ width: '100%' }} />
            </Form.Item>
          ) : null}
          {dialog === 'addSign' ? (
            <Form.Item name="position" label={text.signPosition}>
              <Radio.Group options={[{ value: 'before', label: text.signBefore }, { value: 'after', label: text.signAfter }]} />
            </Form.Item>
          ) : null}
          <Form.Item name="comment" label={text.comment} rules={needsComment ? [{ required: true, whitespace: true, message: text.commentRequired }] : []}>
            <Input.TextArea rows={4} maxLength={1000} showCount placeholder={text.commentPlaceholder} />
          </Form.Item>
          <Form.Item name="attachments" label={text.attachments}>
            <UploadField field={ATTACHMENTS} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
