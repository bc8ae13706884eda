import { useState } from 'react';
import { Button, Popconfirm, Tag } from 'antd';
import { LikeOutlined, LikeFilled, MessageOutlined, DeleteOutlined, CheckCircleFilled, WarningOutlined } from '@ant-design/icons';
import { RichTextEditor } from '@/widgets/rich-text/rich-text-editor';
import { sanitizeHtml } from '@/widgets/rich-text/sanitize-html';
import type { ForumApi, ForumPostDetail, ForumReply } from './forum-api';
import { AuthorAvatar, timeAgo } from './author-avatar';
import { forumMessages } from './forum-messages';

const t = forumMessages.detail;

export interface ReplyActions {
  api: ForumApi;
  post: ForumPostDetail;
  /** The caller's username (their own replies may be deleted). */
  me: string;
  onChanged: () => void;
  onReport: (replyId: string) => void;
}

/** A box to write a reply in (to the post, or to someone in a floor). */
export function ReplyBox({ api, postId, parentId, placeholder, submitText, onSent, autoFocus }: { api: ForumApi; postId: string; parentId?: string; placeholder: string; submitText: string; onSent: () => void; autoFocus?: boolean }) {
  const [html, setHtml] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await api.reply(postId, html, parentId);
      setHtml('');
      onSent();
    } catch {
      // The message is shown by the platform's error handler; the text stays to try again.
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="forum-reply-box" data-autofocus={autoFocus || undefined}>
      <RichTextEditor
        value={html} onChange={setHtml} placeholder={placeholder} minHeight={parentId ? 60 : 100} ariaLabel={parentId ? '回复内容' : '回复正文'}
        onUploadImage={async (file) => (await api.upload(file)).url}
        searchMentions={async (q) => (await api.users(q)).map((u) => ({ id: u.username, label: u.realname, hint: u.post }))}
      />
      <Button type="primary" loading={sending} disabled={!html} onClick={() => void send()}>{submitText}</Button>
    </div>
  );
}

function ReplyItem({ reply, floor, actions, children, onReply }: { reply: ForumReply; floor?: number; actions: ReplyActions; children?: React.ReactNode; onReply: () => void }) {
  const { api, post, onChanged, onReport } = actions;
  const [thumbs, setThumbs] = useState({ on: reply.thumbs, count: reply.thumbsCount });
  const accepted = post.acceptedReplyId === reply.id;
  const canAccept = post.kind === 'question' && !reply.rootId && (post.author.username === actions.me || post.editor) && !accepted;
  return (
    <div className={`forum-reply${accepted ? ' is-accepted' : ''}`} id={`reply-${reply.id}`}>
      <AuthorAvatar author={reply.author} size={floor ? 40 : 28} />
      <div className="forum-reply-main">
        <div className="forum-reply-head">
          <b>{reply.author.realname}</b>
          {reply.author.post ? <span>{reply.author.post}</span> : null}
          {reply.author.username === post.author.username ? <Tag color="blue" bordered={false}>楼主</Tag> : null}
          {reply.replyTo && reply.parentId !== reply.rootId ? <span>{t.replyTo} <b>{reply.replyTo.realname}</b></span> : null}
          {accepted ? <Tag color="success" icon={<CheckCircleFilled />}>{t.accepted}</Tag> : null}
          <span style={{ marginLeft: 'auto' }}>{floor ? `${floor}${t.floor} · ` : ''}{timeAgo(reply.createTime)}</span>
        </div>
        <div className="forum-reply-body rich-text-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(reply.content) }} />
        <div className="forum-reply-tools">
          <Button size="small" type="text" aria-label={`点赞 ${reply.author.realname} 的回复`} icon={thumbs.on ? <LikeFilled style={{ color: '#1677ff' }} /> : <LikeOutlined />}
            onClick={() => void api.thumbReply(reply.id).then((r) => setThumbs({ on: r.data.active, count: r.data.count }))}>{thumbs.count || ''}</Button>
          {!post.locked ? <Button size="small" type="text" icon={<MessageOutlined />} onClick={onReply}>{t.replyTo}</Button> : null}
          {canAccept ? <Button size="small" type="link" icon={<CheckCircleFilled />} onClick={() => void api.accept(post.id, reply.id).then(onChanged)}>{t.accept}</Button> : null}
          <Button size="small" type="text" icon={<WarningOutlined />} onClick={() => onReport(reply.id)}>{t.report}</Button>
          {reply.canDelete ? (
            <Popconfirm title={t.replyDeleteConfirm} onConfirm={() => void api.removeReply(reply.id).then(onChanged)}>
              <Button size="small" type="text" danger icon={<DeleteOutlined />}>{t.delete}</Button>
            </Popconfirm>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
}

/** The floors of a post, each with the replies written under it (楼中楼); the accepted answer first. */
export function ReplyThread({ replies, actions }: { replies: ForumReply[]; actions: ReplyActions }) {
  const [replyingTo, setReplyingTo] = useState<ForumReply>();
  const floors = replies.filter((r) => !r.rootId);
  const accepted = floors.find((r) => r.id === actions.post.acceptedReplyId);
  const ordered = accepted ? [accepted, ...floors.filter((r) => r !== accepted)] : floors;
  const box = (root: ForumReply) => replyingTo && (replyingTo.id === root.id || replyingTo.rootId === root.id) ? (
    <ReplyBox api={actions.api} postId={actions.post.id} parentId={replyingTo.id} autoFocus placeholder={`${t.replyTo} ${replyingTo.author.realname}：`} submitText={t.send}
      onSent={() => { setReplyingTo(undefined); actions.onChanged(); }} />
  ) : null;
  return (
    <div className="forum-thread">
      {ordered.map((floor) => {
        const under = replies.filter((r) => r.rootId === floor.id);
        return (
          <ReplyItem key={floor.id} reply={floor} floor={floors.indexOf(floor) + 1} actions={actions} onReply={() => setReplyingTo(floor)}>
            {under.length ? (
              <div className="forum-subreplies">
                {under.map((r) => <ReplyItem key={r.id} reply={r} actions={actions} onReply={() => setReplyingTo(r)} />)}
              </div>
            ) : null}
            {box(floor)}
          </ReplyItem>
        );
      })}
    </div>
  );
}
