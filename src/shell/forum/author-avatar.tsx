import { Avatar } from 'antd';
import type { ForumAuthor } from './forum-api';

const COLORS = ['#1677ff', '#13a8a8', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#2f54eb', '#faad14'];

/** A person's avatar: the first character of their name on a colour of their own. */
export function AuthorAvatar({ author, size = 40 }: { author: Pick<ForumAuthor, 'realname' | 'username'>; size?: number }) {
  const hash = [...author.username].reduce((h, c) => h + c.charCodeAt(0), 0);
  return (
    <Avatar size={size} style={{ background: COLORS[hash % COLORS.length], flex: 'none', fontSize: size * 0.42 }}>
      {author.realname.length <= 2 ? author.realname : author.realname.slice(-2)}
    </Avatar>
  );
}

/** "3 分钟前", "昨天 14:20", "11-02", "2025-12-30". */
export function timeAgo(time: string | null | undefined, now = Date.now()): string {
  if (!time) return '';
  const t = new Date(time.replace(' ', 'T')).getTime();
  const minutes = Math.floor((now - t) / 60_000);
  if (minutes < 1) return '刚刚';
  if (minutes < 60) return `${minutes} 分钟前`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} 小时前`;
  if (minutes < 48 * 60) return `昨天 ${time.slice(11, 16)}`;
  if (minutes < 30 * 24 * 60) return `${Math.floor(minutes / 1440)} 天前`;
  return new Date(t).getFullYear() === new Date(now).getFullYear() ? time.slice(5, 10) : time.slice(0, 10);
}
