import { useEffect, useState } from 'react';
import { Button, Dropdown, Empty, Input, Modal, Popconfirm, Result, Select, Skeleton, Space, Tag, message } from 'antd';
import {
  LikeOutlined, LikeFilled, StarOutlined, StarFilled, HeartOutlined, HeartFilled, WarningOutlined, EditOutlined, DeleteOutlined,
  SettingOutlined, PaperClipOutlined, EyeOutlined, LockOutlined, CheckCircleFilled,
} from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sanitizeHtml } from '@/widgets/rich-text/sanitize-html';
import type { Reaction } from './forum-api';
import { AuthorAvatar, timeAgo } from './author-avatar';
import { forumMessages } from './forum-messages';
import { ReplyBox, ReplyThread } from './reply-thread';
import { RankingCard } from './forum-side-cards';
import { PostEditorModal } from './post-editor-modal';
import { useForumApi, useForumData } from './use-forum-api';
import { useServices } from '../services/services-context';
import { FORUM_READ_EVENT } from './forum-paths';
import './forum.css';

const t = forumMessages.detail;

/** Opens a PDF in the browser's own viewer (a new tab): the file service sends it as a download, so it goes through a blob. */
async function previewPdf(url: string) {
  const tab = window.open('', '_blank');
  const blob = await (await fetch(url)).blob();
  const view = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  if (tab) tab.location.href = view;
  else window.location.href = view;
}

/** /company/messageDetail?id=…: a post or question to read, react to and reply to; editors' tools for editors. */
export default function PostDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const api = useForumApi();
  const navigate = useNavigate();
  const { session } = useServices();
  const me = session.userInfo?.username ?? '';
  const post = useForumData(api, (a) => a.post(id), [id]);
  const replies = useForumData(api, (a) => a.replies(id), [id]);
  const boards = useForumData(api, (a) => (post.data ? a.boards(post.data.kind) : Promise.resolve([])), [post.data?.kind]);
  const [counts, setCounts] = useState<Record<string, { on: boolean; count: number }>>({});
  const [reporting, setReporting] = useState<{ replyId?: string }>();
  const [reason, setReason] = useState('');
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState<string>();
  const loadedId = post.data?.id;
  useEffect(() => {
    if (loadedId) window.dispatchEvent(new Event(FORUM_READ_EVENT));
  }, [loadedId]);

  if (!id) return <Result status="404" title={t.notFound} />;
  if (post.loading && !post.data) return <div className="forum-detail"><div className="forum-article"><Skeleton active avatar paragraph={{ rows: 8 }} /></div></div>;
  const p = post.data;
  if (!p || !api) return <Result status="404" title={t.notFound} extra={<Button onClick={() => navigate(-1)}>{t.back}</Button>} />;
  const question = p.kind === 'question';

  const state = (kind: Reaction, on: boolean, count: number) => counts[kind] ?? { on, count };
  const toggle = async (kind: Reaction) => {
    const r = await api.react(kind, p.id);
    setCounts((c) => ({ ...c, [kind]: { on: r.data.active, count: r.data.count } }));
  };
  const reload = () => { post.reload(); replies.reload(); };
  const moderate = async (action: 'pin' | 'lock' | 'news', on: boolean) => {
    const r = await api.moderate(action, p.id, on);
    message.success(r.message ?? '');
    post.reload();
  };
  const thumbs = state('thumbsUp', p.thumbs, p.thumbsCount);
  const collection = state('collection', p.collection, p.collectionCount);
  const love = state('love', p.love, p.loveCount);
  const floors = (replies.data ?? []).filter((r) => !r.rootId).length;

  return (
    <div className="forum-detail">
      <div>
        <article className="forum-article" aria-label={p.title}>
          <Space size={4} wrap>
            <Tag color={question ? 'purple' : 'blue'}>{p.boardName}</Tag>
            {p.pinned ? <Tag color="red">{forumMessages.badge.pinned}</Tag> : null}
            {p.news ? <Tag color="blue">{forumMessages.badge.news}</Tag> : null}
            {p.locked ? <Tag icon={<LockOutlined />}>{forumMessages.badge.locked}</Tag> : null}
            {question ? (p.solved ? <Tag color="success" icon={<CheckCircleFilled />}>{forumMessages.qa.solved}</Tag> : <Tag color="warning">{forumMessages.qa.unsolved}</Tag>) : null}
          </Space>
          <h1>{p.title}</h1>
          <div className="forum-byline">
            <AuthorAvatar author={p.author} size={44} />
            <div style={{ flex: 1 }}>
              <div><b>{p.author.realname}</b> <span>{[p.author.company, p.author.post].filter(Boolean).join(' · ')}</span></div>
              <div>
                {p.createTime} {p.updateTime ? <span>（{t.editedAt} {timeAgo(p.updateTime)}）</span> : null}
                <span style={{ marginLeft: 12 }}><EyeOutlined /> {p.viewCount}</span>
              </div>
            </div>
            <Space>
              {p.canEdit ? <Button icon={<EditOutlined />} onClick={() => setEditing(true)} title={t.editWindow(p.editWindowHours)}>{t.edit}</Button> : null}
              {p.canDelete ? (
                <Popconfirm title={t.deleteConfirm} onConfirm={() => void api.remove(p.id).then(() => { message.success('已删除'); navigate(-1); })}>
                  <Button danger icon={<DeleteOutlined />}>{t.delete}</Button>
                </Popconfirm>
              ) : null}
              {p.editor ? (
                <Dropdown menu={{
                  items: [
                    { key: 'pin', label: p.pinned ? t.unpin : t.pin, onClick: () => void moderate('pin', !p.pinned) },
                    { key: 'lock', label: p.locked ? t.unlock : t.lock, onClick: () => void moderate('lock', !p.locked) },
                    ...(!question ? [{ key: 'news', label: p.news ? t.unsetNews : t.setNews, onClick: () => void moderate('news', !p.news) }] : []),
                    { key: 'move', label: t.move, onClick: () => setMoving(p.boardCode) },
                  ],
                }}>
                  <Button icon={<SettingOutlined />}>{t.manage}</Button>
                </Dropdown>
              ) : null}
            </Space>
          </div>
          <div className="rich-text-content forum-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(p.content) }} />
          {p.attachments.length ? (
            <div className="forum-attachments">
              <div><PaperClipOutlined /> {t.attachments}</div>
              {p.attachments.map((a) => (
                <div key={a.key} className="forum-attachment">
                  <span>{a.name}</span>
                  {a.name.toLowerCase().endsWith('.pdf') ? <Button type="link" size="small" onClick={() => void previewPdf(a.url)}>{t.preview}</Button> : null}
                  {/\.(png|jpe?g|gif|webp)$/i.test(a.name) ? <Button type="link" size="small" href={a.url} target="_blank">{t.preview}</Button> : null}
                  <Button type="link" size="small" href={a.url} download={a.name}>{t.download}</Button>
                </div>
              ))}
            </div>
          ) : null}
          {p.labels.length ? <div>{p.labels.map((l) => <Tag key={l} bordered={false} className="forum-label"># {l}</Tag>)}</div> : null}
          <div className="forum-actions">
            <Button shape="round" size="large" type={thumbs.on ? 'primary' : 'default'} icon={thumbs.on ? <LikeFilled /> : <LikeOutlined />} onClick={() => void toggle('thumbsUp')} aria-pressed={thumbs.on}>
              {t.thumbs} {thumbs.count}
            </Button>
            <Button shape="round" size="large" icon={collection.on ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />} onClick={() => void toggle('collection')} aria-pressed={collection.on}>
              {t.collection} {collection.count}
            </Button>
            <Button shape="round" size="large" icon={love.on ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />} onClick={() => void toggle('love')} aria-pressed={love.on}>
              {t.love} {love.count}
            </Button>
            <Button shape="round" size="large" type="text" icon={<WarningOutlined />} onClick={() => setReporting({})}>{t.report}</Button>
          </div>
        </article>
        <section className="forum-replies" aria-label={question ? t.answers : t.replies}>
          <h3>{floors} {question ? '个回答' : '条回复'}</h3>
          {replies.data?.length ? (
            <ReplyThread replies={replies.data} actions={{ api, post: p, me, onChanged: reload, onReport: (replyId) => setReporting({ replyId }) }} />
          ) : <Empty description={t.noReplies} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          {p.locked ? <Result status="info" title={t.locked} /> : (
            <ReplyBox api={api} postId={p.id} placeholder={question ? t.answerPlaceholder : t.replyPlaceholder} submitText={question ? t.sendAnswer : t.send} onSent={reload} />
          )}
        </section>
      </div>
      <aside className="forum-side">
        <RankingCard api={api} kind={p.kind} />
      </aside>
      <Modal open={Boolean(reporting)} title={t.reportTitle} okText="提交" cancelText="取消" onCancel={() => setReporting(undefined)}
        onOk={async () => {
          const r = await api.report(p.id, reason, reporting?.replyId);
          message.success(r.message ?? '');
          setReporting(undefined);
          setReason('');
        }}>
        <Input.TextArea aria-label={t.reportTitle} rows={4} maxLength={300} showCount value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t.reportReason} />
      </Modal>
      <Modal open={moving !== undefined} title={t.moveTitle} onCancel={() => setMoving(undefined)}
        onOk={async () => { const r = await api.move(p.id, moving!); message.success(r.message ?? ''); setMoving(undefined); post.reload(); }}>
        <Select style={{ width: '100%' }} value={moving} onChange={setMoving} options={(boards.data ?? []).filter((b) => b.enabled !== false).map((b) => ({ value: b.code, label: b.name }))} />
      </Modal>
      <PostEditorModal api={api} kind={p.kind} boards={boards.data ?? []} open={editing} editing={p} onClose={() => setEditing(false)} onSaved={() => { setEditing(false); post.reload(); }} />
    </div>
  );
}
