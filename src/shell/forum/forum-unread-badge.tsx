import { useEffect, useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '../services/services-context';
import { forumMessages as t } from './forum-messages';
import { FORUM_READ_EVENT, postPath } from './forum-paths';
import { useForumApi } from './use-forum-api';

const POLL_MS = 60_000;

/**
 * Beside the bell: the forum's unread replies and answers (the spec's replayNum and answerNum, also kept in local
 * storage under those names). Counted again every minute, on every page change and whenever the bell hears of something new; a click opens
 * the post of the newest one.
 */
export const ForumUnreadBadge = observer(function ForumUnreadBadge() {
  const api = useForumApi();
  const { notices } = useServices();
  const navigate = useNavigate();
  const [counts, setCounts] = useState({ replayNum: 0, answerNum: 0, latestPostId: null as string | null });
  const bell = notices.unread;
  // Reading a post reads its replies: counted again on every move between pages.
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!api) return;
    let live = true;
    const load = () => api.counts().then((c) => {
      if (!live) return;
      setCounts(c);
      window.localStorage.setItem('replayNum', String(c.replayNum));
      window.localStorage.setItem('answerNum', String(c.answerNum));
    }, () => undefined);
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    const onRead = () => void load();
    window.addEventListener(FORUM_READ_EVENT, onRead);
    return () => { live = false; clearInterval(timer); window.removeEventListener(FORUM_READ_EVENT, onRead); };
  }, [api, bell, pathname, search]);
  const total = counts.replayNum + counts.answerNum;
  if (!total) return null;
  return (
    <Tooltip title={t.unread.tip(counts.replayNum, counts.answerNum)}>
      <Button type="text" className="forum-unread" aria-label={t.unread.tip(counts.replayNum, counts.answerNum)} onClick={() => counts.latestPostId && navigate(postPath(counts.latestPostId))}>
        <Badge count={counts.replayNum} size="small" offset={[4, -2]} title={`${t.unread.replies} ${counts.replayNum}`}><CommentOutlined /></Badge>
        {counts.answerNum ? <Badge count={counts.answerNum} size="small" color="purple" offset={[8, -2]} title={`${t.unread.answers} ${counts.answerNum}`}><span>{t.unread.answers}</span></Badge> : null}
      </Button>
    </Tooltip>
  );
});
