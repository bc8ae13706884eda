import type { Queryable } from '../../db/database';
import { newId, type Row } from '../table-repository';
import { postNameSql } from './position-names';

export type PostKind = 'post' | 'question';
export type PostSort = 'new' | 'hot' | 'reply';

/** One word of a search: the word (matched with LIKE) and its two-character pieces (found through the GIN index). */
export interface SearchWord { word: string; grams: string[] }

export interface PostListQuery {
  /** Posts or questions; none for both (a person's own lists). */
  kind?: PostKind;
  board?: string;
  label?: string;
  /** The words of a search (a search given, possibly without any word left: then in its own order, unfiltered). */
  search?: SearchWord[];
  sort: PostSort;
  /** Only this author's posts, or only the posts this user collected. */
  authorId?: string;
  collectedBy?: string;
  /** Only news (新闻). */
  news?: boolean;
  pageNo: number;
  pageSize: number;
}

/** A post's text as stored: the cleaned body with its excerpt and search columns worked out by the caller. */
export interface PostRecord {
  boardCode: string;
  title: string;
  content: string;
  excerpt: string;
  labels: string[];
  searchText: string;
  searchBigrams: string[];
  attachments: { key: string; name: string }[];
}

/** The author columns every post and reply carries (`u` being the author's sys_user row). */
export const AUTHOR_COLUMNS = `u.username AS author_username, u.realname AS author_name, u.avatar AS author_avatar, ${postNameSql('u')} AS author_post,
  (SELECT d.depart_name_abbr FROM sys_depart d WHERE d.id = u.company_id) AS author_company`;

const POST_COLUMNS = `p.id, p.kind, p.board_code, b.name AS board_name, p.title, p.excerpt, p.labels, p.author_id, p.pinned, p.locked,
  p.is_news, p.accepted_reply_id, p.reply_count, p.thumbs_count, p.collection_count, p.love_count, p.view_count,
  p.create_time, p.update_time, p.last_reply_time, ${AUTHOR_COLUMNS}`;

/** How much a post was taken up (reactions, replies, views); the expression of the index forum_post_busy. */
const INTERACTIONS = 'p.thumbs_count + p.love_count + p.collection_count + 2 * p.reply_count + p.view_count / 50.0::float8';
// Reactions and replies count, worn down by age (a day-old post with ten likes outranks a month-old one with twenty).
// In double precision: extract() answers numeric, and numeric power() over 100,000 posts took seconds.
const HOT_SCORE = `(${INTERACTIONS} + 1) / power(extract(epoch from (now() - p.create_time))::float8 / 3600.0 + 2, 0.8::float8)`;
/** Posts scored for a hot page: the newest and the most taken-up this many each (and the pinned ones). */
const HOT_CANDIDATES = 300;

const ORDER: Record<PostSort, string> = {
  new: 'p.create_time DESC',
  hot: `${HOT_SCORE} DESC, p.create_time DESC`,
  reply: 'p.reply_count DESC, p.last_reply_time DESC NULLS LAST, p.create_time DESC',
};

/** `%` and `_` in a word are searched as themselves. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The ids of a hot page without scoring every post: only the newest and the most taken-up posts (and the pinned) are
 * scored. A post outside both sets is older than the oldest newest one and less taken up than the least busy one, so
 * its score is at most (least + 1) / (that age + 2)^0.8; when the page's last post scores at least that, the page is
 * exact. Otherwise (or deep pages) `undefined`: the caller scores everything.
 */
async function hotPage(db: Queryable, filter: string, args: unknown[], order: string, q: PostListQuery): Promise<string[] | undefined> {
  const need = q.pageNo * q.pageSize;
  if (need > HOT_CANDIDATES / 3) return undefined;
  const { rows } = await db.query<{ id: string; pinned: boolean; score: number; recent: number; busy: number; bound: number | null }>(
    `WITH recent AS (SELECT p.id, p.create_time FROM forum_post p ${filter} ORDER BY p.create_time DESC LIMIT ${HOT_CANDIDATES}),
          busy AS (SELECT p.id, ${INTERACTIONS} AS taken FROM forum_post p ${filter} ORDER BY ${INTERACTIONS} DESC LIMIT ${HOT_CANDIDATES}),
          ids AS (SELECT id FROM recent UNION SELECT id FROM busy UNION SELECT p.id FROM forum_post p ${filter} AND p.pinned)
     SELECT p.id, p.pinned, ${HOT_SCORE} AS score, (SELECT count(*) FROM recent)::int AS recent, (SELECT count(*) FROM busy)::int AS busy,
            ((SELECT min(taken) FROM busy) + 1) / power(extract(epoch from (now() - (SELECT min(create_time) FROM recent)))::float8 / 3600.0 + 2, 0.8::float8) AS bound
       FROM forum_post p JOIN ids ON ids.id = p.id ORDER BY ${order} LIMIT ${need}`, args);
  const [first] = rows;
  // Fewer posts than the candidates: every post was scored.
  const complete = !first || first.recent < HOT_CANDIDATES || first.busy < HOT_CANDIDATES;
  const last = rows[rows.length - 1];
  const exact = complete || (rows.length === need && ((order.startsWith('p.pinned') && last.pinned) || Number(last.score) >= Number(first.bound)));
  return exact ? rows.slice((q.pageNo - 1) * q.pageSize).map((r) => r.id) : undefined;
}

/** Posts and questions (rows of forum_post), their attachments and labels, and the boards they are written in. */
export const forumPosts = {
  /** A page of undeleted posts, pinned ones first in the unfiltered board lists, and how many there are. */
  async list(db: Queryable, q: PostListQuery): Promise<{ rows: Row[]; total: number }> {
    const args: unknown[] = [];
    const where = ['p.del_flag = 0'];
    if (q.kind) { args.push(q.kind); where.push(`p.kind = $${args.length}`); }
    if (q.board) { args.push(q.board); where.push(`p.board_code = $${args.length}`); }
    if (q.label) { args.push([q.label]); where.push(`p.labels @> $${args.length}::text[]`); }
    if (q.authorId) { args.push(q.authorId); where.push(`p.author_id = $${args.length}`); }
    if (q.collectedBy) { args.push(q.collectedBy); where.push(`EXISTS (SELECT 1 FROM forum_reaction r WHERE r.target_id = p.id AND r.kind = 'collection' AND r.user_id = $${args.length})`); }
    if (q.news) where.push('p.is_news');
    for (const { word, grams } of q.search ?? []) {
      args.push(grams);
      where.push(`p.search_bigrams @> $${args.length}::text[]`);
      args.push(likePattern(word));
      where.push(`p.search_text LIKE $${args.length}`);
    }
    const filter = `WHERE ${where.join(' AND ')}`;
    // Pinned posts lead the unfiltered board lists; a search or a person's own list is in its own order.
    const order = `${!q.search && !q.authorId && !q.collectedBy ? 'p.pinned DESC, ' : ''}${ORDER[q.sort]}`;
    const page = [...args, q.pageSize, (q.pageNo - 1) * q.pageSize];
    // The page is chosen from forum_post alone; only its rows are joined to their board and author (with 100,000 posts,
    // joining every row before the sort cost most of a list's time).
    const hotIds = q.sort === 'hot' ? await hotPage(db, filter, args, order, q) : undefined;
    const chosen = hotIds ? `SELECT unnest($${args.length + 3}::text[]) AS id`
      : `SELECT p.id FROM forum_post p ${filter} ORDER BY ${order} LIMIT $${args.length + 1} OFFSET $${args.length + 2}`;
    const [list, count] = await Promise.all([
      db.query<Row>(`SELECT ${POST_COLUMNS} FROM (${chosen}) c JOIN forum_post p ON p.id = c.id JOIN forum_board b ON b.code = p.board_code
        JOIN sys_user u ON u.id = p.author_id ORDER BY ${order}`, hotIds ? [...page, hotIds] : page),
      // Every post has its board and author (foreign keys): the count needs neither join, and counts from the index alone.
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM forum_post p ${filter}`, args),
    ]);
    return { rows: list.rows, total: count.rows[0].n };
  },

  /** A post's title whether or not it is deleted (what a handled report names). */
  async findAny(db: Queryable, id: string): Promise<{ title: string } | undefined> {
    return (await db.query<{ title: string }>('SELECT title FROM forum_post WHERE id = $1', [id])).rows[0];
  },

  /** An undeleted post with its body. */
  async find(db: Queryable, id: string): Promise<Row | undefined> {
    const { rows } = await db.query<Row>(
      `SELECT ${POST_COLUMNS}, p.content FROM forum_post p JOIN forum_board b ON b.code = p.board_code JOIN sys_user u ON u.id = p.author_id
        WHERE p.id = $1 AND p.del_flag = 0`, [id]);
    return rows[0];
  },

  async attachments(db: Queryable, postId: string): Promise<Row[]> {
    return (await db.query<Row>('SELECT storage_key, name FROM forum_attachment WHERE post_id = $1 ORDER BY sort', [postId])).rows;
  },

  /** Writes a new post (or, with `id` of an existing one, its new text) and its attachments; run in the caller's transaction. */
  async save(db: Queryable, post: PostRecord & { kind: PostKind; authorId: string; id?: string; createTime?: string }): Promise<string> {
    const values = [post.boardCode, post.title, post.content, post.excerpt, post.labels, post.searchText, post.searchBigrams];
    let id = post.id;
    if (id) {
      await db.query(`UPDATE forum_post SET board_code = $2, title = $3, content = $4, excerpt = $5, labels = $6, search_text = $7,
        search_bigrams = $8, update_time = now() WHERE id = $1`, [id, ...values]);
      await db.query('DELETE FROM forum_attachment WHERE post_id = $1', [id]);
    } else {
      id = newId();
      await db.query(`INSERT INTO forum_post (id, kind, author_id, board_code, title, content, excerpt, labels, search_text, search_bigrams, create_time)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, COALESCE($11::timestamptz, now()))`, [id, post.kind, post.authorId, ...values, post.createTime ?? null]);
    }
    for (const [i, a] of post.attachments.entries()) {
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

  /** Counts one more reading of a post. */
  async countView(db: Queryable, id: string): Promise<void> {
    await db.query('UPDATE forum_post SET view_count = view_count + 1 WHERE id = $1', [id]);
  },

  /** Deletes a post (its del_flag). */
  async remove(db: Queryable, id: string): Promise<void> {
    await db.query('UPDATE forum_post SET del_flag = 1, update_time = now() WHERE id = $1', [id]);
  },

  /** Sets (or, with null, clears) the accepted answer of a question. */
  async setAccepted(db: Queryable, id: string, replyId: string | null): Promise<void> {
    await db.query('UPDATE forum_post SET accepted_reply_id = $2 WHERE id = $1', [id, replyId]);
  },
};

export interface BoardRow { code: string; name: string; description: string | null; postCount: number; enabled: boolean }

/** The boards (版块) of posts and the specialities (专业) of questions (rows of forum_board). */
export const forumBoards = {
  /** The boards of one kind in their order, with how many undeleted posts each has; a disabled one is listed (its posts are read), marked. */
  async list(db: Queryable, kind: PostKind): Promise<BoardRow[]> {
    const { rows } = await db.query<BoardRow>(
      `SELECT b.code, b.name, b.description, b.status = '1' AS enabled,
              (SELECT count(*)::int FROM forum_post p WHERE p.board_code = b.code AND p.del_flag = 0) AS "postCount"
         FROM forum_board b WHERE b.kind = $1 ORDER BY b.sort, b.code`, [kind]);
    return rows;
  },

  /** A board of this kind: its name and whether it takes new posts; undefined for none. */
  async find(db: Queryable, code: string, kind: PostKind): Promise<{ name: string; enabled: boolean } | undefined> {
    const { rows } = await db.query<{ name: string; enabled: boolean }>(`SELECT name, status = '1' AS enabled FROM forum_board WHERE code = $1 AND kind = $2`, [code, kind]);
    return rows[0];
  },
};
