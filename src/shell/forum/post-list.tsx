import { Empty, Pagination, Skeleton, Tag } from 'antd';
import { EyeOutlined, LikeOutlined, MessageOutlined, StarOutlined, CheckCircleFilled, LockOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { ForumPost } from './forum-api';
import { AuthorAvatar, timeAgo } from './author-avatar';
import { forumMessages as t } from './forum-messages';
import { postPath } from './forum-paths';

/** One post in a list: who, when, where, the title with its marks, the first lines and the counts. */
export function PostListItem({ post, onLabel }: { post: ForumPost; onLabel?: (label: string) => void }) {
  const navigate = useNavigate();
  const open = () => navigate(postPath(post.id));
  return (
    <article className="forum-item" data-post-id={post.id}>
      <AuthorAvatar author={post.author} />
      <div className="forum-item-main">
        <div className="forum-item-meta">
          <span className="forum-author">{post.author.realname}</span>
          {post.author.company ? <span>{post.author.company}</span> : null}
          {post.author.post ? <span>{post.author.post}</span> : null}
          <span>·</span>
          <span title={post.createTime}>{timeAgo(post.createTime)}</span>
          <span>·</span>
          <span className="forum-board">{post.boardName}</span>
        </div>
        <h3 className="forum-item-title">
          {post.pinned ? <Tag color="red">{t.badge.pinned}</Tag> : null}
          {post.news ? <Tag color="blue">{t.badge.news}</Tag> : null}
          {post.kind === 'question' && post.solved ? <Tag color="green" icon={<CheckCircleFilled />}>{t.badge.solved}</Tag> : null}
          <a href={postPath(post.id)} onClick={(e) => { e.preventDefault(); open(); }}>{post.title}</a>
          {post.locked ? <LockOutlined className="forum-muted" title={t.badge.locked} /> : null}
        </h3>
        {post.excerpt ? <p className="forum-item-excerpt" onClick={open}>{post.excerpt}</p> : null}
        <div className="forum-item-foot">
          <span className="forum-labels">
            {post.labels.map((label) => (
              <Tag key={label} bordered={false} className="forum-label" onClick={() => onLabel?.(label)}># {label}</Tag>
            ))}
          </span>
          <span className="forum-counts">
            <span title="浏览"><EyeOutlined /> {post.viewCount}</span>
            <span title={post.kind === 'question' ? '回答' : '回复'}><MessageOutlined /> {post.replyCount}</span>
            <span title="点赞" className={post.thumbs ? 'is-on' : undefined}><LikeOutlined /> {post.thumbsCount}</span>
            <span title="收藏" className={post.collection ? 'is-on' : undefined}><StarOutlined /> {post.collectionCount}</span>
          </span>
        </div>
      </div>
    </article>
  );
}

export interface PostListProps {
  records?: ForumPost[];
  total: number;
  pageNo: number;
  pageSize?: number;
  loading: boolean;
  empty: string;
  onPage: (pageNo: number) => void;
  onLabel?: (label: string) => void;
}

/** A page of posts with paging underneath. */
export function PostList({ records, total, pageNo, pageSize = 20, loading, empty, onPage, onLabel }: PostListProps) {
  if (loading && !records) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (!records?.length) return <Empty description={empty} style={{ padding: 48 }} />;
  return (
    <div className="forum-list" aria-busy={loading}>
      {records.map((post) => <PostListItem key={post.id} post={post} onLabel={onLabel} />)}
      {total > pageSize ? (
        <Pagination className="forum-pager" current={pageNo} pageSize={pageSize} total={total} showSizeChanger={false} onChange={onPage} showTotal={(n) => `共 ${n} 篇`} />
      ) : null}
    </div>
  );
}
