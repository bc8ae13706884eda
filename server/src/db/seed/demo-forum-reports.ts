import type { Queryable } from '../database';
import { forumReplies } from '../../tables/stores/forum-reply-store';
import { stableId } from './stable-id';

const userId = (username: string) => stableId(`user:${username}`);

// [the n-th newest post of the forum, the reported reply written under it (by whom, what) or none, reporter, reason, days ago, outcome]
type Outcome = null | { action: 'lock' | 'reject'; by: string; note: string | null; after: number };
const REPORTS: [number, [string, string] | null, string, string, number, Outcome][] = [
  [2, ['zhaoqiang', '推荐一款国产无核密度仪，精度高价格低，需要的加微信 gcyq2026，报我名字打九折。'], 'wangpeng', '回复里贴了某检测仪器厂家的销售电话和报价，属于广告推销。', 1, null],
  [5, null, 'zhaoqiang', '正文照片中能看到项目未公开的招标控制价，涉及商业秘密，建议处理。', 2, null],
  [5, null, 'sunlihua', '帖子配图包含项目内部造价资料，不宜在论坛公开。', 2, null],
  [9, ['wangqiang', '你们监理就知道挑刺，自己上过几天工地？少在这里指手画脚。'], 'liuyang', '回复言语不文明，有人身攻击的意思。', 4, null],
  [14, null, 'chenjing', '内容与本版块无关，是转发的外部新闻。', 12,
    { action: 'reject', by: 'fengtao', note: '帖子是行业政策解读，与监理实务相关，保留；已提醒作者注明转载来源。', after: 1 }],
  [21, null, 'huanglei', '回复区争吵跑题，已经和技术问题无关了。', 20, { action: 'lock', by: 'zhangwei', note: '讨论已偏离主题，锁定帖子。', after: 0.2 }],
];

/**
 * Reports readers filed against posts for 举报处理: four waiting for an editor, one rejected with a note, one that
 * locked its post. Posts are picked by their place in the forum (newest first), so every demo database has the same.
 */
export async function demoForumReports(db: Queryable): Promise<void> {
  const { rows: posts } = await db.query<{ id: string }>(`SELECT id FROM forum_post WHERE kind = 'post' AND NOT is_news ORDER BY create_time DESC, id LIMIT 30`);
  for (const [i, [n, k, by, reason, daysAgo, outcome]] of REPORTS.entries()) {
    const post = posts[n];
    if (!post) continue;
    const at = new Date(Date.now() - daysAgo * 86_400_000 - i * 3_600_000);
    const reply = k === null ? null
      : await forumReplies.add(db, { postId: post.id, authorId: userId(k[0]), content: `<p>${k[1]}</p>`, createTime: new Date(at.getTime() - 5_400_000).toISOString() });
    await db.query(
      `INSERT INTO forum_report (id, post_id, reply_id, reporter_id, reason, status, handle_action, handle_note, handled_by, handled_time, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [stableId(`forum-report:${i}`), post.id, reply, userId(by), reason, outcome ? (outcome.action === 'reject' ? 'rejected' : 'done') : 'open',
        outcome?.action ?? null, outcome?.note ?? null, outcome ? userId(outcome.by) : null,
        outcome ? new Date(at.getTime() + outcome.after * 86_400_000) : null, at],
    );
    if (outcome?.action === 'lock') await db.query('UPDATE forum_post SET locked = true WHERE id = $1', [post.id]);
  }
}
