import type { Queryable } from '../database';
import { posts } from '../../forum/forum-store';
import { forumReplies } from '../../tables/stores/forum-reply-store';
import { demoKey, registerDemoFiles, type DemoFile } from './demo-files';
import { stableId } from './stable-id';
import { demoUsers } from './demo-org';
import { DEMO_NEWS, DEMO_POSTS } from './demo-forum-posts';
import { DEMO_EXPERTS, DEMO_QUESTIONS } from './demo-forum-questions';
import { demoForumReports } from './demo-forum-reports';

const userId = (username: string) => stableId(`user:${username}`);
/** Who takes part in the forum: the engineers and managers of the demo (not the administrator). */
const PEOPLE = demoUsers.map((u) => u.username).filter((u) => u !== 'admin');

/** Replies people write under a post, by board. */
const REPLIES: Record<string, string[]> = {
  default: ['学习了，感谢分享！', '很实用，已收藏。', '我们项目也遇到过类似情况，做法基本一致。', '写得很细，建议整理成公司的作业指导书。',
    '有没有相关的表格模板？可以发一份参考吗？', '这个问题值得在下次技术交流会上讨论一下。', '补充一点：现场一定要留影像资料，便于追溯。',
    '赞同，关键还是过程控制。', '规范条文编号能补充一下吗？', '顶一下，期待更多经验分享。'],
  life: ['报名！', '支持，希望多组织这样的活动。', '点赞，辛苦了！', '已转发到项目群。'],
};
const NESTED = ['同意你的看法。', '谢谢，回头发你。', '是的，我们也是这么处理的。', '这个要看设计文件怎么要求。'];

/** A deterministic sequence, so every demo database gets the same forum. */
function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const body = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

/** A time in 2026 between January and yesterday; the last posts of the list fall in the past week (the ranking's). */
function timeOf(index: number, count: number, rnd: () => number): Date {
  const start = Date.parse('2026-01-08T09:00:00+08:00');
  const end = Date.parse('2026-11-26T18:00:00+08:00');
  const base = start + ((end - start) * index) / count;
  const day = new Date(Math.min(base + rnd() * 3 * 86400_000, end));
  // Written in working hours (Beijing time 08:30–18:00).
  day.setUTCHours(0, 30 + Math.floor(rnd() * 570), Math.floor(rnd() * 60), 0);
  return day;
}

/** Writes the forum's demo content: posts with replies and reactions, news, questions with answers, experts, editors. */
export async function demoForumRows(db: Queryable, schemasDir: string): Promise<void> {
  const rnd = sequence(20261127);
  const pick = <T,>(list: T[]) => list[Math.floor(rnd() * list.length)];
  for (const editor of ['zhangwei', 'fengtao']) {
    await db.query('INSERT INTO sys_user_role VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId(editor), stableId('role:forum_editor')]);
  }
  // Posts and questions spread alike over the year, interleaved by the time they were written.
  const order = [
    ...DEMO_POSTS.map((p, i) => ({ p: { ...p, kind: 'post' as const }, at: i / DEMO_POSTS.length + rnd() * 0.01 })),
    ...DEMO_QUESTIONS.map((q, i) => ({ p: { ...q, body: [q.body], kind: 'question' as const }, at: (i + 0.5) / DEMO_QUESTIONS.length + rnd() * 0.01 })),
  ].sort((a, b) => a.at - b.at);
  for (const [i, { p }] of order.entries()) {
    const created = timeOf(i, order.length, rnd);
    const attach = 'attach' in p && p.attach ? [{ key: demoKey(p.attach.file, null), name: p.attach.name }] : [];
    const id = await posts.save(db, { kind: p.kind, boardCode: p.board, title: p.title, content: body(p.body), labels: p.labels, attachments: attach,
      authorId: userId(p.by), createTime: created.toISOString() });
    let at = created.getTime();
    const later = () => new Date((at += (0.5 + rnd() * 20) * 3600_000)).toISOString();
    let accepted: string | undefined;
    if (p.kind === 'question') {
      for (const [by, text] of p.answers) {
        const replyId = await forumReplies.add(db, { postId: id, authorId: userId(by), content: `<p>${text}</p>`, createTime: later() });
        accepted ??= replyId;
      }
      if ('accept' in p && p.accept && accepted) await db.query('UPDATE forum_post SET accepted_reply_id = $2 WHERE id = $1', [id, accepted]);
      await db.query(`INSERT INTO forum_notice (id, user_id, kind, post_id, read_flag, create_time) VALUES ($1, $2, 'answer', $3, 1, $4)`,
        [stableId(`forum-notice:${id}`), userId(p.by), id, new Date(at).toISOString()]);
    } else {
      const pool = REPLIES[p.board] ?? REPLIES.default;
      const count = 2 + Math.floor(rnd() * 5);
      for (let k = 0; k < count; k++) {
        const by = pick(PEOPLE.filter((u) => u !== p.by));
        const replyId = await forumReplies.add(db, { postId: id, authorId: userId(by), content: `<p>${pick(pool)}</p>`, createTime: later() });
        if (rnd() < 0.35) {
          const parent = await forumReplies.find(db, replyId);
          await forumReplies.add(db, { postId: id, authorId: userId(p.by), content: `<p>${pick(NESTED)}</p>`, parent, createTime: later() });
        }
      }
    }
    // Likes, collections and loves from a share of the people, as many as the post deserves.
    for (const [kind, share] of [['thumbs', 0.45], ['collection', 0.2], ['love', 0.15]] as const) {
      for (const u of PEOPLE) {
        if (u === p.by || rnd() > share) continue;
        await db.query('INSERT INTO forum_reaction (target_id, kind, user_id, create_time) VALUES ($1, $2, $3, $4)',
          [id, kind, userId(u), new Date(created.getTime() + rnd() * 5 * 86400_000).toISOString()]);
      }
    }
    await db.query(`UPDATE forum_post SET view_count = $2 + reply_count * 9,
      thumbs_count = (SELECT count(*) FROM forum_reaction WHERE target_id = $1 AND kind = 'thumbs'),
      collection_count = (SELECT count(*) FROM forum_reaction WHERE target_id = $1 AND kind = 'collection'),
      love_count = (SELECT count(*) FROM forum_reaction WHERE target_id = $1 AND kind = 'love') WHERE id = $1`, [id, 20 + Math.floor(rnd() * 300)]);
  }
  for (const [i, n] of DEMO_NEWS.entries()) {
    const id = await posts.save(db, { kind: 'post', boardCode: n.board, title: n.title, content: body(n.body), labels: n.labels, attachments: [],
      authorId: userId(n.by), createTime: new Date(Date.parse('2026-11-24T10:00:00+08:00') - i * 12 * 86400_000).toISOString() });
    await db.query('UPDATE forum_post SET is_news = true, pinned = $2, view_count = $3 WHERE id = $1', [id, i === 2, 300 + i * 40]);
  }
  // The questions' attachments are demo files; another seed may have registered the same one already.
  const files = new Map<string, DemoFile>();
  for (const q of DEMO_QUESTIONS.filter((x) => x.attach)) {
    const key = demoKey(q.attach!.file, null);
    if (!(await db.query('SELECT 1 FROM sys_file WHERE storage_key = $1', [key])).rows.length) files.set(key, { key, name: q.attach!.file, companyId: null, projectId: null });
  }
  await registerDemoFiles(db, schemasDir, files);
  for (const [board, username, title] of DEMO_EXPERTS) {
    await db.query(`INSERT INTO forum_expert (id, board_code, user_id, title, create_by, create_time) VALUES ($1, $2, $3, $4, 'admin', '2026-01-06 09:00:00+08')`,
      [stableId(`forum-expert:${board}:${username}`), board, userId(username), title]);
  }
  await demoForumReports(db);
}
