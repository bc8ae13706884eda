import { useState } from 'react';
import { Card, Empty, Segmented, Tabs, Tag, Tooltip } from 'antd';
import { TrophyOutlined, FireOutlined, CrownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { ForumApi, PostKind } from './forum-api';
import { AuthorAvatar } from './author-avatar';
import { forumMessages as t } from './forum-messages';
import { postPath } from './forum-paths';
import { useForumData } from './use-forum-api';

/** 排行榜: the week's or month's hottest posts and most active contributors. */
export function RankingCard({ api, kind }: { api?: ForumApi; kind: PostKind }) {
  const navigate = useNavigate();
  const [period, setPeriod] = useState<'week' | 'month'>('week');
  const { data } = useForumData(api, (a) => a.ranking(period, kind), [period, kind]);
  return (
    <Card
      size="small"
      className="forum-card forum-ranking"
      title={<span><TrophyOutlined style={{ color: '#faad14' }} /> {t.ranking.title}</span>}
      extra={<Segmented size="small" value={period} onChange={(v) => setPeriod(v as 'week' | 'month')} options={[{ value: 'week', label: t.ranking.week }, { value: 'month', label: t.ranking.month }]} />}
    >
      <Tabs
        size="small"
        items={[
          {
            key: 'posts', label: <span><FireOutlined /> {t.ranking.posts}</span>,
            children: data?.posts.length ? (
              <ol className="forum-rank-list">
                {data.posts.map((p, i) => (
                  <li key={p.id}>
                    <span className={`forum-rank-no rank-${i + 1}`}>{i + 1}</span>
                    <a href={postPath(p.id)} onClick={(e) => { e.preventDefault(); navigate(postPath(p.id)); }} title={p.title}>{p.title}</a>
                    <span className="forum-muted">{p.score}</span>
                  </li>
                ))}
              </ol>
            ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.ranking.empty} />,
          },
          {
            key: 'users', label: <span><CrownOutlined /> {t.ranking.users}</span>,
            children: data?.users.length ? (
              <ol className="forum-rank-list">
                {data.users.map((u, i) => (
                  <li key={u.username}>
                    <span className={`forum-rank-no rank-${i + 1}`}>{i + 1}</span>
                    <AuthorAvatar author={u} size={24} />
                    <span className="forum-rank-name">{u.realname}<span className="forum-muted">{u.company ?? ''}</span></span>
                    <Tooltip title={t.ranking.score}><span className="forum-muted">{u.score}</span></Tooltip>
                  </li>
                ))}
              </ol>
            ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.ranking.empty} />,
          },
        ]}
      />
    </Card>
  );
}

/** 热门标签: the labels most used, a click filters the list. */
export function LabelsCard({ api, kind, active, onPick }: { api?: ForumApi; kind: PostKind; active?: string; onPick: (label?: string) => void }) {
  const { data } = useForumData(api, (a) => a.labels(kind), [kind]);
  return (
    <Card size="small" className="forum-card" title={t.labels}>
      <div className="forum-label-cloud">
        {(data ?? []).slice(0, 30).map((l) => (
          <Tag.CheckableTag key={l.label} checked={active === l.label} onChange={(on) => onPick(on ? l.label : undefined)}>
            {l.label} <span className="forum-muted">{l.count}</span>
          </Tag.CheckableTag>
        ))}
      </div>
    </Card>
  );
}

/** 专业专家: who answers each specialty, with their answers and accepted answers. */
export function ExpertsCard({ api, board }: { api?: ForumApi; board?: string }) {
  const { data } = useForumData(api, (a) => a.experts(), []);
  const shown = (data ?? []).filter((e) => !board || e.boardCode === board);
  return (
    <Card size="small" className="forum-card" title={<span><CrownOutlined style={{ color: '#722ed1' }} /> {t.qa.experts}</span>}>
      {shown.length ? shown.map((e) => (
        <div key={`${e.boardCode}:${e.username}`} className="forum-expert">
          <AuthorAvatar author={e} size={36} />
          <div>
            <div><b>{e.realname}</b> <Tag color="purple" bordered={false}>{e.boardName}</Tag></div>
            <div className="forum-muted">{e.title}</div>
            <div className="forum-muted">回答 {e.answers} · 被采纳 {e.accepted}</div>
          </div>
        </div>
      )) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
    </Card>
  );
}
