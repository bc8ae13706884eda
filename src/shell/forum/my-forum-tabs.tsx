import { useState } from 'react';
import { Empty, List, Pagination, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { forumMessages } from './forum-messages';
import { postPath } from './forum-paths';
import { PostList } from './post-list';
import { timeAgo } from './author-avatar';
import { useForumApi, useForumData } from './use-forum-api';
import './forum.css';

const t = forumMessages.mine;

function MyPosts({ mine, empty }: { mine: 'posts' | 'collections'; empty: string }) {
  const api = useForumApi();
  const [pageNo, setPageNo] = useState(1);
  // Posts and questions alike.
  const posts = useForumData(api, (a) => a.list({ kind: 'all', mine, pageNo, pageSize: 10 }), [mine, pageNo]);
  return <PostList records={posts.data?.records} total={posts.data?.total ?? 0} pageNo={pageNo} pageSize={10} loading={posts.loading} empty={empty} onPage={setPageNo} />;
}

/** 个人中心 › 我的帖子: the current user's posts and questions, newest first. */
export function MyPostsTab() {
  return <MyPosts mine="posts" empty={t.emptyPosts} />;
}

/** 个人中心 › 我的收藏: what the current user collected. */
export function MyCollectionsTab() {
  return <MyPosts mine="collections" empty={t.emptyCollections} />;
}

/** 个人中心 › 我的回复: the current user's replies and answers, each leading to its post. */
export function MyRepliesTab() {
  const api = useForumApi();
  const navigate = useNavigate();
  const [pageNo, setPageNo] = useState(1);
  const { data, loading } = useForumData(api, (a) => a.myReplies(pageNo), [pageNo]);
  if (loading && !data) return <Skeleton active />;
  if (!data?.records.length) return <Empty description={t.emptyReplies} />;
  return (
    <div className="forum-list">
      <List
        dataSource={data.records}
        renderItem={(r) => (
          <List.Item key={r.id} onClick={() => navigate(postPath(r.postId))} style={{ cursor: 'pointer' }}>
            <List.Item.Meta title={<a href={postPath(r.postId)} onClick={(e) => e.preventDefault()}>{r.postTitle}</a>} description={r.content} />
            <span className="forum-muted">{timeAgo(r.createTime)}</span>
          </List.Item>
        )}
      />
      {data.total > 10 ? <Pagination className="forum-pager" current={pageNo} total={data.total} pageSize={10} onChange={setPageNo} showSizeChanger={false} /> : null}
    </div>
  );
}
