import { useState } from 'react';
import { Button, Input, Segmented, Tag } from 'antd';
import { EditOutlined, QuestionCircleOutlined, NotificationOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { PostKind, PostSort } from './forum-api';
import { forumMessages as t } from './forum-messages';
import { postPath } from './forum-paths';
import { PostList } from './post-list';
import { ExpertsCard, LabelsCard, RankingCard } from './forum-side-cards';
import { PostEditorModal } from './post-editor-modal';
import { useForumApi, useForumData } from './use-forum-api';
import './forum.css';

/**
 * The home of the forum (kind `post`) and of the technical exchange platform (kind `question`): boards or specialties
 * on the left, the list (newest, hottest, most replied; a label; a search) in the middle, the ranking, experts and
 * labels on the right.
 */
export function ForumHome({ kind }: { kind: PostKind }) {
  const api = useForumApi();
  const navigate = useNavigate();
  const text = kind === 'question' ? t.qa : t.forum;
  const [board, setBoard] = useState<string>();
  const [label, setLabel] = useState<string>();
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<PostSort>('new');
  const [pageNo, setPageNo] = useState(1);
  const [writing, setWriting] = useState(false);
  const boards = useForumData(api, (a) => a.boards(kind), [kind]);
  const list = useForumData(api, (a) => a.list({ kind, board, label, keyword: keyword || undefined, sort, pageNo, pageSize: 20 }), [kind, board, label, keyword, sort, pageNo]);
  const news = useForumData(api, (a) => (kind === 'post' ? a.list({ kind, board: 'news', pageSize: 3 }) : Promise.resolve(undefined)), [kind]);
  const reset = (patch: () => void) => { patch(); setPageNo(1); };

  return (
    <div className={`forum-home forum-${kind}`}>
      <header className="forum-hero">
        <div>
          <h1>{kind === 'question' ? <QuestionCircleOutlined /> : null} {text.title}</h1>
          {kind === 'question' ? <p>{t.qa.subtitle}</p> : <p>监理人的经验、问题与日常，在这里交流</p>}
        </div>
        <Input.Search className="forum-search" allowClear enterButton="搜索" placeholder={text.search} aria-label={text.search} onSearch={(v) => reset(() => setKeyword(v.trim()))} />
        <Button type="primary" size="large" icon={<EditOutlined />} onClick={() => setWriting(true)}>{text.write}</Button>
      </header>
      <div className="forum-columns">
        <nav className="forum-boards" aria-label={kind === 'question' ? '专业' : '版块'}>
          <button type="button" className={!board ? 'is-active' : undefined} onClick={() => reset(() => setBoard(undefined))}>{text.all}</button>
          {(boards.data ?? []).map((b) => (
            <button type="button" key={b.code} className={board === b.code ? 'is-active' : undefined} title={b.enabled === false ? `${b.description}（已停用，不再接受新帖）` : b.description} onClick={() => reset(() => setBoard(b.code))}>
              {b.name}<span className="forum-muted">{b.postCount}</span>
            </button>
          ))}
        </nav>
        <main className="forum-main">
          {kind === 'post' && !board && !keyword && !label && news.data?.records.length ? (
            <section className="forum-news" aria-label={t.news}>
              <NotificationOutlined />
              {news.data.records.map((n) => (
                <a key={n.id} href={postPath(n.id)} onClick={(e) => { e.preventDefault(); navigate(postPath(n.id)); }}>{n.title}</a>
              ))}
            </section>
          ) : null}
          <div className="forum-toolbar">
            <Segmented value={sort} onChange={(v) => reset(() => setSort(v as PostSort))} options={(['new', 'hot', 'reply'] as const).map((s) => ({ value: s, label: t.sort[s] }))} />
            <span className="forum-filters">
              {keyword ? <Tag closable onClose={() => reset(() => setKeyword(''))}>搜索：{keyword}</Tag> : null}
              {label ? <Tag color="blue" closable onClose={() => reset(() => setLabel(undefined))}># {label}</Tag> : null}
              <span className="forum-muted">共 {list.data?.total ?? 0} {kind === 'question' ? '个问题' : '篇'}</span>
            </span>
          </div>
          <PostList
            records={list.data?.records} total={list.data?.total ?? 0} pageNo={pageNo} loading={list.loading}
            empty={keyword ? `没有找到与“${keyword}”相关的内容` : text.empty} onPage={setPageNo} onLabel={(l) => reset(() => setLabel(l))}
          />
        </main>
        <aside className="forum-side">
          <RankingCard api={api} kind={kind} />
          {kind === 'question' ? <ExpertsCard api={api} board={board} /> : null}
          <LabelsCard api={api} kind={kind} active={label} onPick={(l) => reset(() => setLabel(l))} />
        </aside>
      </div>
      {api ? (
        <PostEditorModal
          api={api} kind={kind} boards={boards.data ?? []} open={writing} defaultBoard={board}
          onClose={() => setWriting(false)} onSaved={(id) => { setWriting(false); navigate(postPath(id)); }}
        />
      ) : null}
    </div>
  );
}

/** 交流论坛, the platform page the menus of both views open. */
export default function ForumPage() {
  return <ForumHome kind="post" />;
}
