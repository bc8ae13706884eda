import { useState } from 'react';
import { App, Button, Input, Modal, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ForumReport, ReportAction, ReportStatus } from './forum-api';
import { postPath } from './forum-paths';
import { reportMessages as t } from './report-messages';
import { useForumApi, useForumData } from './use-forum-api';
import './forum.css';

const STATUS_COLOR: Record<ReportStatus, string> = { open: 'orange', done: 'green', rejected: 'default' };

/**
 * 举报处理 for the forum's editors (版主): the reports readers filed, 待处理 oldest first, 已处理 and 已驳回 newest
 * first, each with the post (or reply) reported, who reported it, why and when. An open report is handled by deleting
 * the post, locking it, or rejecting the report with a note; the reporter reads the outcome in their bell. The server
 * refuses all of it to anyone but an editor.
 */
export default function ReportHandlingPage() {
  const api = useForumApi();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [pageNo, setPageNo] = useState(1);
  const [acting, setActing] = useState<{ report: ForumReport; action: ReportAction }>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const list = useForumData(api, (a) => a.reports(status, pageNo), [status, pageNo]);
  const counts = list.data?.counts;

  const submit = async () => {
    if (!api || !acting) return;
    if (acting.action === 'reject' && !note.trim()) {
      message.warning(t.noteRequired);
      return;
    }
    setBusy(true);
    try {
      const res = await api.handleReport(acting.report.id, acting.action, note.trim() || undefined);
      message.success(res.message ?? t.handled);
      setActing(undefined);
      setNote('');
      list.reload();
    } catch {
      // The data provider has shown why (already handled by another editor, no right).
    } finally {
      setBusy(false);
    }
  };

  const columns = [
    {
      title: t.content, key: 'content', render: (_: unknown, r: ForumReport) => (
        <div className="forum-report-content">
          {r.postDeleted ? <Typography.Text delete>{r.title}</Typography.Text>
            : <a href={postPath(r.postId)} onClick={(e) => { e.preventDefault(); navigate(postPath(r.postId)); }}>{r.title}</a>}
          {r.postLocked ? <Tag className="forum-report-flag">{t.locked}</Tag> : null}
          {r.postDeleted ? <Tag className="forum-report-flag">{t.deleted}</Tag> : null}
          {r.replyText ? <div className="forum-report-excerpt">{t.reply}{r.replyText}</div> : <div className="forum-report-excerpt">{r.excerpt}</div>}
        </div>
      ),
    },
    { title: t.reporter, dataIndex: 'reporter', width: 90 },
    { title: t.reason, dataIndex: 'reason', width: 260 },
    { title: t.time, dataIndex: 'createTime', width: 160 },
    { title: t.status, dataIndex: 'status', width: 90, render: (s: ReportStatus) => <Tag color={STATUS_COLOR[s]}>{t.statuses[s]}</Tag> },
    status === 'open' ? {
      title: t.actions, key: 'actions', width: 230, render: (_: unknown, r: ForumReport) => (
        <Space size={4}>
          {(['delete', 'lock', 'reject'] as const).map((action) => (
            <Button key={action} size="small" danger={action === 'delete'} disabled={action === 'lock' && r.postLocked} onClick={() => setActing({ report: r, action })}>
              {t.action[action]}
            </Button>
          ))}
        </Space>
      ),
    } : {
      title: t.outcome, key: 'outcome', width: 300, render: (_: unknown, r: ForumReport) => (
        <div>
          <div>{r.handleAction ? t.outcomeOf[r.handleAction] : ''}{r.handleNote ? `：${r.handleNote}` : ''}</div>
          <Typography.Text type="secondary" className="forum-report-excerpt">{t.handledBy(r.handler ?? '', r.handledTime ?? '')}</Typography.Text>
        </div>
      ),
    },
  ];

  return (
    <div className="forum-reports">
      <Typography.Title level={4}>{t.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <Tabs
        activeKey={status}
        onChange={(key) => { setStatus(key as ReportStatus); setPageNo(1); }}
        items={(['open', 'done', 'rejected'] as const).map((key) => ({ key, label: `${t.statuses[key]}${counts ? `（${counts[key]}）` : ''}` }))}
      />
      <Table<ForumReport>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.data?.records ?? []}
        columns={columns}
        locale={{ emptyText: t.empty[status] }}
        pagination={{ current: pageNo, pageSize: 10, total: list.data?.total ?? 0, onChange: setPageNo, showTotal: (n) => `共 ${n} 条` }}
      />
      <Modal
        open={Boolean(acting)}
        title={acting ? t.confirmTitle[acting.action] : ''}
        okText={acting ? t.action[acting.action] : ''}
        okButtonProps={{ danger: acting?.action === 'delete', loading: busy }}
        cancelText="取消"
        onOk={() => void submit()}
        onCancel={() => { setActing(undefined); setNote(''); }}
      >
        {acting ? <p>{t.confirmText[acting.action](acting.report.title)}</p> : null}
        <Input.TextArea
          aria-label={t.note}
          rows={3}
          maxLength={300}
          showCount
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder={acting?.action === 'reject' ? t.rejectPlaceholder : t.notePlaceholder}
        />
      </Modal>
    </div>
  );
}
