import { formatDateTime } from '../http/format';
import type { Row } from '../tables/table-repository';

/** The author of a post or reply as the pages show them. */
export const wireAuthor = (r: Row) => ({
  username: r.author_username, realname: r.author_name, avatar: r.author_avatar ?? null, post: r.author_post ?? null, company: r.author_company ?? null,
});

/** One post of a list (no body). */
export function wirePost(r: Row, mine: Set<string>) {
  return {
    id: r.id, kind: r.kind, boardCode: r.board_code, boardName: r.board_name, title: r.title, excerpt: r.excerpt,
    labels: r.labels ?? [], author: wireAuthor(r), authorId: r.author_id,
    pinned: r.pinned, locked: r.locked, news: r.is_news, solved: Boolean(r.accepted_reply_id), acceptedReplyId: r.accepted_reply_id ?? null,
    replyCount: r.reply_count, thumbsCount: r.thumbs_count, collectionCount: r.collection_count, loveCount: r.love_count, viewCount: r.view_count,
    createTime: formatDateTime(r.create_time as Date), updateTime: formatDateTime(r.update_time as Date | null),
    lastReplyTime: formatDateTime(r.last_reply_time as Date | null),
    thumbs: mine.has(`${r.id}:thumbs`), collection: mine.has(`${r.id}:collection`), love: mine.has(`${r.id}:love`),
  };
}

export function wireReply(r: Row, mine: Set<string>) {
  return {
    id: r.id, postId: r.post_id, rootId: r.root_id ?? null, parentId: r.parent_id ?? null, content: r.content,
    author: wireAuthor(r), authorId: r.author_id, replyTo: r.reply_to_name ? { username: r.reply_to_username, realname: r.reply_to_name } : null,
    thumbsCount: r.thumbs_count, thumbs: mine.has(`${r.id}:thumbs`), createTime: formatDateTime(r.create_time as Date),
    postTitle: r.post_title ?? undefined,
  };
}
