import type { Queryable } from '../../db/database';
import type { Row } from '../table-repository';
import { AUTHOR_COLUMNS, type PostKind } from './forum-post-store';

/** 排行榜 and 专家: the forum's best posts and people of a recent period, and the experts of each board. */
export const forumRanking = {
  /** The ten posts of one kind written in the last `days` days with the most reactions and replies (a reply counting twice). */
  async posts(db: Queryable, kind: PostKind, days: number): Promise<Row[]> {
    const { rows } = await db.query<Row>(
      `SELECT p.id, p.title, p.reply_count, p.thumbs_count, p.love_count, p.collection_count, ${AUTHOR_COLUMNS},
              (p.thumbs_count + p.love_count + p.collection_count + 2 * p.reply_count) AS score
         FROM forum_post p JOIN sys_user u ON u.id = p.author_id
        WHERE p.del_flag = 0 AND p.kind = $1 AND p.create_time >= now() - $2::int * interval '1 day'
        ORDER BY score DESC, p.create_time DESC LIMIT 10`, [kind, days]);
    return rows;
  },

  /**
   * The ten contributors of the last `days` days: 5 points a post, 2 a reply, 10 an accepted answer, 1 a reaction
   * received on a post.
   */
  async people(db: Queryable, days: number): Promise<Row[]> {
    const since = `now() - $1::int * interval '1 day'`;
    const { rows } = await db.query<Row>(
      `WITH c AS (
         SELECT author_id AS uid, 5 AS pts FROM forum_post WHERE del_flag = 0 AND create_time >= ${since}
         UNION ALL SELECT author_id, 2 FROM forum_reply WHERE del_flag = 0 AND create_time >= ${since}
         UNION ALL SELECT r.author_id, 10 FROM forum_post p JOIN forum_reply r ON r.id = p.accepted_reply_id WHERE r.create_time >= ${since}
         UNION ALL SELECT p.author_id, 1 FROM forum_reaction x JOIN forum_post p ON p.id = x.target_id WHERE x.create_time >= ${since})
       SELECT u.id, ${AUTHOR_COLUMNS}, sum(c.pts)::int AS score, count(*)::int AS actions
         FROM c JOIN sys_user u ON u.id = c.uid GROUP BY u.id ORDER BY score DESC, u.username LIMIT 10`, [days]);
    return rows;
  },

  /** The experts of one board (or, with '', of all), by board then by accepted answers, with their answer counts. */
  async experts(db: Queryable, board: string): Promise<Row[]> {
    const { rows } = await db.query<Row>(
      `SELECT e.board_code, b.name AS board_name, e.title, ${AUTHOR_COLUMNS},
              (SELECT count(*)::int FROM forum_post p JOIN forum_reply r ON r.id = p.accepted_reply_id WHERE r.author_id = u.id) AS accepted,
              (SELECT count(*)::int FROM forum_reply r JOIN forum_post p ON p.id = r.post_id WHERE r.author_id = u.id AND p.kind = 'question' AND r.del_flag = 0) AS answers
         FROM forum_expert e JOIN forum_board b ON b.code = e.board_code JOIN sys_user u ON u.id = e.user_id
        WHERE ($1 = '' OR e.board_code = $1) ORDER BY b.sort, accepted DESC`, [board]);
    return rows;
  },
};
