import { useState } from 'react';
import { Button, Descriptions, Empty, Form, Modal, Table, Tag, Typography } from 'antd';
import type { FlowDetail, FlowOpenTask } from '@/engine';
import { DictSelectSearch } from '../dict-select/dict-select-search';
import { approvalMessages as text } from './approval-messages';

const USERS = 'sys_user,realname,username';

export interface ApprovalManageProps {
  detail: FlowDetail;
  busy: boolean;
  /** Gives an open task to another user; resolves true once the server has done it. */
  onReassign(taskId: string, toUser: string): Promise<boolean>;
}

/**
 * 流程管理, for a process administrator: what the branches decide on (the fields their conditions read, with the
 * record's values now) and the open tasks, each of which can be 改派 to someone else — the way out when an approver
 * has left or is away without an agent.
 */
export function ApprovalManage({ detail, busy, onReassign }: ApprovalManageProps) {
  const [task, setTask] = useState<FlowOpenTask | null>(null);
  const [form] = Form.useForm<{ toUser: string }>();
  const variables = Object.entries(detail.manage?.variables ?? {});
  const running = detail.instance.status === 'running';

  const submit = async () => {
    // An empty choice shows its message under the field; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (values && task && (await onReassign(task.id, values.toUser))) setTask(null);
  };

  return (
    <div className="approval-manage">
      <Typography.Title level={5}>{text.manage.variables}</Typography.Title>
      {variables.length ? (
        <Descriptions size="small" bordered column={3} items={variables.map(([name, value]) => ({
          key: name, label: name, children: value === null || value === undefined || value === '' ? '-' : String(value),
        }))} />
      ) : <Typography.Text type="secondary">{text.manage.noVariables}</Typography.Text>}
      <Typography.Title level={5} style={{ marginTop: 16 }}>{text.manage.openTasks}</Typography.Title>
      {detail.tasks.length ? (
        <Table<FlowOpenTask> rowKey="id" size="small" pagination={false} dataSource={detail.tasks} columns={[
          { title: text.list.node, dataIndex: 'nodeName' },
          { title: text.manage.holder, dataIndex: 'assigneeName', render: (name: string, t) => <>{name}{t.ownerName ? text.delegated(t.ownerName) : ''}</> },
          { title: text.list.arrived, dataIndex: 'createTime', width: 170 },
          { title: text.manage.due, dataIndex: 'dueTime', width: 170, render: (due: string | null) => due ?? '-' },
          { title: text.list.status, dataIndex: 'status', width: 110, render: (s: FlowOpenTask['status']) => (s === 'open' ? <Tag color="processing">{text.manage.open}</Tag> : <Tag>{text.manage.waiting}</Tag>) },
          { title: text.list.action, key: 'action', width: 90, render: (_: unknown, t) => (running && t.status === 'open'
            ? <Button type="link" size="small" onClick={() => { form.resetFields(); setTask(t); }}>{text.manage.reassign}</Button> : null) },
        ]} />
      ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.manage.noTasks} />}
      <Modal open={task !== null} title={task ? `${text.manage.reassign} · ${task.nodeName}（${task.assigneeName}）` : ''} okText={text.confirm} cancelText={text.cancel}
        confirmLoading={busy} onOk={() => void submit()} onCancel={() => setTask(null)} destroyOnHidden>
        <Form form={form} layout="vertical" className="approval-dialog">
          <Form.Item name="toUser" label={text.manage.reassignTo} rules={[{ required: true, message: text.chooseUser }]}>
            <DictSelectSearch dict={USERS} placeholder={text.chooseUser} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
