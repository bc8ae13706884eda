import type { Queryable } from '../../db/database';
import { newId, type Row } from '../table-repository';
import { AUTHOR_COLUMNS } from './forum-post-store';

const REPLY_COLUMNS = `r.id, r.post_id, r.root_id, r.parent_id, r.author_id, r.content, r.thumbs_count, r.create_time, ${AUTHOR_COLUMNS},
  t.username AS reply_to_username, t.realname AS reply_to_name`;
const FROM = 'FROM forum_reply r JOIN sys_user u ON u.id = r.author_id LEFT JOIN sys_user t ON t.id = r.reply_to_user_id';

/** Replies and answers (rows of forum_reply), with the reply count and last reply time of their post. */
export const forumReplies = {
  /** Every reply of a post in order of writing; the page nests them (a floor and the replies under it). */
  async ofPost(db: Queryable, postId: string): Promise<Row[]> {
    return (await db.query<Row>(`SELECT ${REPLY_COLUMNS} ${FROM} WHERE r.post_id = $1 AND r.del_flag = 0 ORDER BY r.create_time, r.id`, [postId])).rows;
  },

  /** A user's replies, newest first, with the title of their post. */
  async ofAuthor(db: Queryable, authorId: string, pageNo: number, pageSize: number): Promise<{ rows: Row[]; total: number }> {
    const where = `WHERE r.author_id = $1 AND r.del_flag = 0 AND p.del_flag = 0`;
    const [list, count] = await Promise.all([
      db.query<Row>(`SELECT ${REPLY_COLUMNS}, p.title AS post_title ${FROM} JOIN forum_post p ON p.id = r.post_id ${where}
        ORDER BY r.create_time DESC LIMIT $2 OFFSET $3`, [authorId, pageSize, (pageNo - 1) * pageSize]),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM forum_reply r JOIN forum_post p ON p.id = r.post_id ${where}`, [authorId]),
    ]);
    return { rows: list.rows, total: count.rows[0].n };
  },

  /** An undeleted reply. */
  async find(db: Queryable, id: string): Promise<Row | undefined> {
    return (await db.query<Row>('SELECT * FROM forum_reply WHERE id = $1 AND del_flag = 0', [id])).rows[0];
  },

  /** Adds a reply and brings the post's reply count and last reply time along, in the caller's transaction. */
  async add(db: Queryable, r: { postId: string; authorId: string; content: string; parent?: Row; createTime?: string }): Promise<string> {
    const id = newId();
    const rootId = r.parent ? String(r.parent.root_id ?? r.parent.id) : null;
    await db.query(`INSERT INTO forum_reply (id, post_id, root_id, parent_id, reply_to_user_id, author_id, content, create_time)
      VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8::timestamptz, now()))`,
    [id, r.postId, rootId, r.parent?.id ?? null, r.parent?.author_id ?? null, r.authorId, r.content, r.createTime ?? null]);
    await recount(db, r.postId);
    return id;
  },

  /** Deletes a reply and the replies under it (and takes it back as the accepted answer), in the caller's transaction. */
  async remove(db: Queryable, reply: Row): Promise<void> {
    await db.query('UPDATE forum_reply SET del_flag = 1 WHERE id = $1 OR root_id = $1 OR parent_id = $1', [reply.id]);
    await db.query('UPDATE forum_post SET accepted_reply_id = NULL WHERE id = $1 AND accepted_reply_id = $2', [reply.post_id, reply.id]);
    await recount(db, String(reply.post_id));
  },
};

async function recount(db: Queryable, postId: string): Promise<void> {
  await db.query(`UPDATE forum_post SET reply_count = (SELECT count(*)::int FROM forum_reply WHERE post_id = $1 AND del_flag = 0),
    last_reply_time = (SELECT max(create_time) FROM forum_reply WHERE post_id = $1 AND del_flag = 0) WHERE id = $1`, [postId]);
}
