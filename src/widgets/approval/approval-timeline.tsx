import { Empty, Tag, Timeline, Typography } from 'antd';
import { FLOW_ACTIONS, type FlowEvent, type FlowOpenTask } from '@/engine';
import { StoredFiles } from '../shared/files/stored-files';
import { approvalMessages as text } from './approval-messages';

/**
 * 流转记录: every step of the approval, oldest first — who, when, what they decided, their comment, how long the
 * step waited — and, last, who holds it now.
 */
export function ApprovalTimeline({ events, tasks }: { events: FlowEvent[]; tasks: FlowOpenTask[] }) {
  if (!events.length) return <Empty description={text.noHistory} />;
  const items = events.map((event) => {
    const action = FLOW_ACTIONS[event.action] ?? { text: event.action, color: 'gray' };
    return {
      key: String(event.id),
      color: action.color,
      children: (
        <div className="approval-step">
          <div>
            <Typography.Text strong>{event.nodeName ?? ''}</Typography.Text>
            <Tag color={action.color} style={{ marginLeft: 8 }}>{action.text}</Tag>
            <Typography.Text>{event.actorName}</Typography.Text>
            {event.target ? <Typography.Text type="secondary"> {text.to(event.target)}</Typography.Text> : null}
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {event.createTime}
            {event.durationMs !== null && event.durationMs !== undefined ? ` · ${text.took(text.duration(event.durationMs))}` : ''}
          </Typography.Text>
          {event.comment ? <div className="approval-comment">{event.comment}</div> : null}
          {event.attachments ? <div className="approval-attachments"><StoredFiles value={event.attachments} size="small" /></div> : null}
        </div>
      ),
    };
  });
  for (const task of tasks) {
    items.push({
      key: `open-${task.id}`,
      color: 'gray',
      children: (
        <div className="approval-step">
          <Typography.Text strong>{task.nodeName}</Typography.Text>
          <Tag style={{ marginLeft: 8 }}>{task.status === 'waiting' ? '等待中' : '待审批'}</Tag>
          <Typography.Text>{task.assigneeName}{task.ownerName ? text.delegated(task.ownerName) : ''}</Typography.Text>
          {task.dueTime && new Date(task.dueTime.replace(' ', 'T')) < new Date() ? <Tag color="red" style={{ marginLeft: 8 }}>{text.overdue}</Tag> : null}
        </div>
      ),
    });
  }
  return <Timeline items={items} />;
}
