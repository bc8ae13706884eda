import type { Queryable } from '../db/database';
import { newId, type Row } from '../tables/table-repository';
import { bigrams, normalizeSearch, plainText } from './forum-text';
import type { PostInput } from './forum-validate';

export type PostKind = 'post' | 'question';
export type PostSort = 'new' | 'hot' | 'reply';

export interface ListQuery {
  /** Posts or questions; none for both (a person's own lists). */
  kind?: PostKind;
  board?: string;
  label?: string;
  keyword?: string;
  sort: PostSort;
  /** Only this author's posts, or only the posts this user collected. */
  authorId?: string;
  collectedBy?: string;
  /** Only news (新闻). */
  news?: boolean;
  pageNo: number;
  pageSize: number;
}

/** The author columns every post and reply carries. */
export const AUTHOR_COLUMNS = `u.username AS author_username, u.realname AS author_name, u.avatar AS author_avatar, u.post AS author_post,
  (SELECT d.depart_name_abbr FROM sys_depart d WHERE d.id = u.company_id) AS author_company`;

const POST_COLUMNS = `p.id, p.kind, p.board_code, b.name AS board_name, p.title, p.excerpt, p.labels, p.author_id, p.pinned, p.locked,
  p.is_news, p.accepted_reply_id, p.reply_count, p.thumbs_count, p.collection_count, p.love_count, p.view_count,
  p.create_time, p.update_time, p.last_reply_time, ${AUTHOR_COLUMNS}`;

const ORDER: Record<PostSort, string> = {
  new: 'p.create_time DESC',
  // Reactions and replies count, worn down by age (a day-old post with ten likes outranks a month-old one with twenty).
  hot: `(p.thumbs_count + p.love_count + p.collection_count + 2 * p.reply_count + p.view_count / 50.0 + 1)
        / power(extract(epoch from (now() - p.create_time)) / 3600.0 + 2, 0.8) DESC, p.create_time DESC`,
  reply: 'p.reply_count DESC, p.last_reply_time DESC NULLS LAST, p.create_time DESC',
};

/** The words of a search and the SQL that finds them: the GIN index through the bigrams, LIKE to confirm. */
function searchWhere(keyword: string, args: unknown[]): string[] {
  const words = normalizeSearch(keyword).split(' ').filter(Boolean).slice(0, 5);
  return words.flatMap((word) => {
    args.push(bigrams(word));
    const grams = `p.search_bigrams @> $${args.length}::text[]`;
    args.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return [grams, `p.search_text LIKE $${args.length}`];
  });
}

export const posts = {
  async list(db: Queryable, q: ListQuery): Promise<{ rows: Row[]; total: number }> {
    const args: unknown[] = [];
    const where = ['p.del_flag = 0'];
    if (q.kind) { args.push(q.kind); where.push(`p.kind = $${args.length}`); }
    if (q.board) { args.push(q.board); where.push(`p.board_code = $${args.length}`); }
    if (q.label) { args.push([q.label]); where.push(`p.labels @> $${args.length}::text[]`); }
    if (q.authorId) { args.push(q.authorId); where.push(`p.author_id = $${args.length}`); }
    if (q.collectedBy) { args.push(q.collectedBy); where.push(`EXISTS (SELECT 1 FROM forum_reaction r WHERE r.target_id = p.id AND r.kind = 'collection' AND r.user_id = $${args.length})`); }
    if (q.news) where.push('p.is_news');
    if (q.keyword) where.push(...searchWhere(q.keyword, args));
    const from = `FROM forum_post p JOIN forum_board b ON b.code = p.board_code JOIN sys_user u ON u.id = p.author_id WHERE ${where.join(' AND ')}`;
    // Pinned posts lead the unfiltered board lists; a search or a person's own list is in its own order.
    const pinFirst = !q.keyword && !q.authorId && !q.collectedBy ? 'p.pinned DESC, ' : '';
    const [list, count] = await Promise.all([
      db.query<Row>(`SELECT ${POST_COLUMNS} ${from} ORDER BY ${pinFirst}${ORDER[q.sort]} LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`, args),
      db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, args),
    ]);
    return { rows: list.rows, total: count.rows[0].n };
  },

  async find(db: Queryable, id: string): Promise<Row | undefined> {
    const { rows } = await db.query<Row>(
      `SELECT ${POST_COLUMNS}, p.content FROM forum_post p JOIN forum_board b ON b.code = p.board_code JOIN sys_user u ON u.id = p.author_id
        WHERE p.id = $1 AND p.del_flag = 0`, [id]);
    return rows[0];
  },

  async attachments(db: Queryable, postId: string): Promise<Row[]> {
    return (await db.query<Row>('SELECT storage_key, name FROM forum_attachment WHERE post_id = $1 ORDER BY sort', [postId])).rows;
  },

  /** Writes a new post (or, with `id` of an existing one, its new text); the search columns follow the text. */
  async save(db: Queryable, input: PostInput & { kind: PostKind; authorId: string; id?: string; createTime?: string }): Promise<string> {
    const text = plainText(input.content);
    const search = normalizeSearch(`${input.title} ${input.labels.join(' ')} ${text}`);
    const values = [input.boardCode, input.title, input.content, text.slice(0, 160), input.labels, search, bigrams(search)];
    let id = input.id;
    if (id) {
      await db.query(`UPDATE forum_post SET board_code = $2, title = $3, content = $4, excerpt = $5, labels = $6, search_text = $7,
        search_bigrams = $8, update_time = now() WHERE id = $1`, [id, ...values]);
      await db.query('DELETE FROM forum_attachment WHERE post_id = $1', [id]);
    } else {
      id = newId();
      await db.query(`INSERT INTO forum_post (id, kind, author_id, board_code, title, content, excerpt, labels, search_text, search_bigrams, create_time)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, COALESCE($11::timestamptz, now()))`, [id, input.kind, input.authorId, ...values, input.createTime ?? null]);
    }
    for (const [i, a] of input.attachments.entries()) {
      await db.query('INSERT INTO forum_attachment (id, post_id, storage_key, name, sort) VALUES ($1, $2, $3, $4, $5)', [newId(), id, a.key, a.name, i]);
    }
    return id;
  },

  /** The labels in use on one kind of post, most used first. */
  async labels(db: Queryable, kind: PostKind): Promise<{ label: string; count: number }[]> {
    const { rows } = await db.query<{ label: string; count: number }>(
      `SELECT l AS label, count(*)::int AS count FROM forum_post p, unnest(p.labels) AS l
        WHERE p.del_flag = 0 AND p.kind = $1 GROUP BY l ORDER BY count(*) DESC, l LIMIT 60`, [kind]);
    return rows;
  },
};

/** Whether the user is a forum editor (版主): the forum_editor role, or the administrator. */
export async function isEditor(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = $1 AND r.role_code IN ('forum_editor', 'admin') LIMIT 1`,
    [userId]);
  return rows.length > 0;
}

/** The editors, who hear of reports. */
export async function editorIds(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT DISTINCT ur.user_id FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id JOIN sys_user u ON u.id = ur.user_id
      WHERE r.role_code IN ('forum_editor', 'admin') AND u.del_flag = 0`);
  return rows.map((r) => r.user_id);
}
