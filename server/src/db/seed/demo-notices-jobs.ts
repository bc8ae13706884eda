import type { Queryable } from '../database';
import { linkedPage } from '../../tables/hooks/announcement-links';
import { recipients } from '../../tables/hooks/announcement-publish';
import { stableId } from './stable-id';

export interface DemoAnnouncement {
  key: string;
  title: string;
  body: string;
  abstract: string;
  category: '1' | '2';
  priority: 'L' | 'M' | 'H';
  /** ALL, or the audience: role codes, department, company or project ids, or user names. */
  to: { type: 'ALL' } | { type: 'ROLE' | 'DEPART' | 'USER' | 'COMPANY' | 'PROJECT'; ids: string[] };
  /** 0 draft, 1 published, 2 revoked. */
  status: '0' | '1' | '2';
  created: string;
  sent?: string;
  cancelled?: string;
  /** Who has read it, and when. */
  readBy: [string, string][];
  /** The record whose detail page it opens (a kind of announcement_link and the record's id). */
  link?: { kind: string; id: string };
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

// The group's notices of this autumn as the office wrote them: to everyone, to roles and to departments, a draft and
// one revoked after the meeting moved.
const ANNOUNCEMENTS: DemoAnnouncement[] = [
  { key: 'safety-check', title: '关于开展2026年度冬季安全生产大检查的通知', category: '1', priority: 'H', to: { type: 'ALL' }, status: '1',
    abstract: '11月10日至12月10日，各公司、各项目部开展冬季安全生产大检查。',
    body: p('各公司、各项目监理部：', '为做好冬季施工安全管理，集团决定于<strong>11月10日至12月10日</strong>开展冬季安全生产大检查，重点检查高边坡、临时用电、桥梁高处作业和隧道通风。',
      '请各项目部于11月20日前完成自查，并在“安全管理 › 隐患排查”中登记发现的问题及整改期限。', '集团安全质量部　2026年11月2日'),
    created: '2026-11-02 09:10:00', sent: '2026-11-02 09:30:00',
    readBy: [['zhangwei', '2026-11-02 09:41:12'], ['lina', '2026-11-02 10:05:37'], ['wangqiang', '2026-11-02 14:22:03'], ['liuyang', '2026-11-03 08:15:44'], ['chenjing', '2026-11-03 08:47:20']] },
  { key: 'quality-month', title: '成渝环线项目“质量月”活动安排', category: '1', priority: 'M', to: { type: 'DEPART', ids: ['d05'] }, status: '1',
    abstract: '监理业务部组织质量月活动：原材料抽检、首件工程评比与质量讲堂。',
    body: p('监理业务部各位同事：', '11月为成渝地区双城经济圈环线高速公路监理项目“质量月”，安排如下：', '<ul><li>第一周：原材料抽检（钢筋、水泥、沥青）</li><li>第二周：首件工程评比</li><li>第三周：质量讲堂（路面压实度控制）</li></ul>'),
    created: '2026-11-04 16:20:00', sent: '2026-11-05 08:30:00', readBy: [['wangqiang', '2026-11-05 08:52:10']] },
  { key: 'q4-business', title: '关于报送2026年第四季度经营数据的通知', category: '1', priority: 'M', to: { type: 'ROLE', ids: ['jyb', 'cwb'] }, status: '1',
    abstract: '请经营部、财务部于12月5日前报送第四季度合同、收款与产值数据。',
    body: p('各公司经营部、财务部：', '请于<strong>12月5日</strong>前在“经营管理”中核对第四季度新签合同、收款计划与产值进度，并由部门负责人确认。', '集团经营管理部'),
    created: '2026-11-10 10:00:00', sent: '2026-11-10 10:15:00', readBy: [['lina', '2026-11-10 11:02:45']] },
  { key: 'annual-meeting', title: '关于召开2026年度工作总结会的通知', category: '1', priority: 'M', to: { type: 'ROLE', ids: ['admin', 'group_staff', 'company_staff'] }, status: '2',
    abstract: '原定12月18日的年度工作总结会时间调整，另行通知。',
    body: p('定于12月18日在集团三楼会议室召开2026年度工作总结会，请各公司负责人准备年度工作汇报（15分钟）。'),
    created: '2026-11-12 15:00:00', sent: '2026-11-12 15:10:00', cancelled: '2026-11-15 09:00:00', readBy: [['zhangwei', '2026-11-12 15:30:00']] },
  { key: 'spec-training', title: '关于组织《公路工程质量检验评定标准》宣贯培训的通知', category: '1', priority: 'L', to: { type: 'DEPART', ids: ['d03'] }, status: '1',
    abstract: '11月28日（周六）上午9:00，工程技术部组织新标准宣贯培训。',
    body: p('工程技术部全体技术人员：', '定于<strong>11月28日上午9:00</strong>在华通公路二楼培训室组织JTG F80/1—2017修订内容宣贯培训，请携带笔记本电脑。'),
    created: '2026-11-18 14:00:00', sent: '2026-11-18 14:05:00', readBy: [['fengtao', '2026-11-18 15:31:09'], ['wangpeng', '2026-11-19 08:03:40']] },
  { key: 'system-upgrade', title: '平台系统升级维护通知（11月29日 22:00—24:00）', category: '2', priority: 'M', to: { type: 'ALL' }, status: '1',
    abstract: '11月29日22:00至24:00平台升级，期间暂停登录。',
    body: p('为上线系统通告、定时任务等新功能，平台将于<strong>11月29日（周日）22:00—24:00</strong>升级维护，期间暂停登录，请提前保存正在编辑的单据。', '信息化管理中心'),
    created: '2026-11-20 17:00:00', sent: '2026-11-20 17:05:00', readBy: [['zhangwei', '2026-11-20 17:20:11'], ['zhaomin', '2026-11-21 09:00:32']] },
  { key: 'winter-supervision', title: 'G4京港澳改扩建项目冬季施工监理要点', category: '1', priority: 'H', to: { type: 'USER', ids: ['liuyang', 'chenjing', 'zhaoqiang'] }, status: '1',
    abstract: '气温低于5℃时混凝土浇筑须采取保温措施，监理旁站并记录测温。',
    body: p('刘洋、陈静、赵强：', '进入冬季施工期，请重点监督：', '<ol><li>混凝土入模温度不低于5℃，养护期测温每4小时一次；</li><li>沥青路面施工气温低于10℃时停止摊铺；</li><li>雪后高边坡与临时便道巡查。</li></ol>'),
    created: '2026-11-24 08:00:00', sent: '2026-11-24 08:10:00', readBy: [['liuyang', '2026-11-24 08:36:55']] },
  { key: 'new-year-holiday', title: '关于2027年元旦放假安排的通知', category: '1', priority: 'L', to: { type: 'ALL' }, status: '0',
    abstract: '2027年1月1日至3日放假，共3天。',
    body: p('根据国务院办公厅通知，2027年元旦：1月1日至3日放假调休，共3天。在建项目值班安排请于12月25日前报综合办公室。'),
    created: '2026-11-26 16:40:00', readBy: [] },
];

// [handler, cron, parameter, description, running]: jobs beyond the housekeeping ones seeded with the platform.
const MORE_JOBS: [string, string, string | null, string, boolean][] = [
  ['contract.expiry', '0 0 8 * * *', null, '每天 08:00 按各模块的到期提醒（劳动合同、车辆保险等）通知责任人', true],
  ['stats.summary', '0 10 0 * * *', null, '每天 00:10 汇总昨日登录与操作次数', true],
  ['reminder.scan', '0 */10 * * * *', null, '每 10 分钟扫描超时未办的审批并催办（流程引擎每分钟也会催办，暂停备用）', false],
];

// [handler, days before the seeding day, tick (platform time), succeeded, result or error, duration ms, run by hand]:
// the last week's runs, dated back from the day the demo is seeded so the history never looks stale.
const RUNS: [string, number, string, boolean, string, number, boolean][] = [
  ['log.cleanup', 5, '02:30:00', true, '删除 180 天前的操作日志 1284 条', 862, false],
  ['log.cleanup', 4, '02:30:00', true, '删除 180 天前的操作日志 1106 条', 791, false],
  ['log.cleanup', 3, '02:30:00', true, '删除 180 天前的操作日志 1312 条', 905, false],
  ['log.cleanup', 2, '02:30:00', true, '删除 180 天前的操作日志 1198 条', 824, false],
  ['log.cleanup', 1, '02:30:00', true, '删除 180 天前的操作日志 1240 条', 840, false],
  ['session.cleanup', 3, '03:00:00', true, '删除过期会话 37 个', 58, false],
  ['session.cleanup', 2, '03:00:00', true, '删除过期会话 29 个', 61, false],
  ['session.cleanup', 1, '03:00:00', true, '删除过期会话 33 个', 55, false],
  ['login-attempt.cleanup', 1, '06:05:00', true, '删除登录失败记录 4 条', 12, false],
  ['login-attempt.cleanup', 1, '07:05:00', true, '删除登录失败记录 0 条', 9, false],
  ['login-attempt.cleanup', 1, '08:05:00', true, '删除登录失败记录 2 条', 11, false],
  ['contract.expiry', 4, '08:00:00', true, '发出到期提醒 3 条', 214, false],
  ['contract.expiry', 3, '08:00:00', false, '查询超时：canceling statement due to statement timeout', 30012, false],
  ['contract.expiry', 3, '09:12:41', true, '发出到期提醒 2 条', 236, true],
  ['contract.expiry', 2, '08:00:00', true, '发出到期提醒 1 条', 198, false],
  ['contract.expiry', 1, '08:00:00', true, '发出到期提醒 2 条', 205, false],
  ['stats.summary', 3, '00:10:00', true, '昨日登录 46 次（21 人），操作 1530 次，失败请求 12 次', 143, false],
  ['stats.summary', 2, '00:10:00', true, '昨日登录 51 次（23 人），操作 1688 次，失败请求 9 次', 151, false],
  ['stats.summary', 1, '00:10:00', true, '昨日登录 49 次（22 人），操作 1602 次，失败请求 15 次', 139, false],
  ['reminder.scan', 7, '10:00:00', true, '发出审批超时提醒 2 条', 88, false],
];

const userId = (username: string) => stableId(`user:${username}`);
const at = (local: string) => `${local}+08`;

/** Demo rows of 系统通告 (with who read what) and 定时任务 (the platform's own jobs with a week of run history). */
export async function demoNoticesAndJobs(db: Queryable): Promise<void> {
  for (const a of ANNOUNCEMENTS) await insertDemoAnnouncement(db, a);
  for (const [handler, cron, parameter, description, running] of MORE_JOBS) {
    await db.query(
      `INSERT INTO sys_quartz_job (id, job_class_name, cron_expression, parameter, description, status, create_by, create_time)
       VALUES ($1,$2,$3,$4,$5,$6,'admin','2026-11-20 09:00:00+08') ON CONFLICT (id) DO NOTHING`,
      [stableId(`job:${handler}`), handler, cron, parameter, description, running ? 0 : -1],
    );
  }
  for (const [handler, daysAgo, time, ok, text, ms, manual] of RUNS) {
    // The day counts in the database session's zone, the platform's, as the tick's local time does.
    await db.query(
      `INSERT INTO sys_job_run (job_id, tick, runner, started_at, finished_at, ok, result, error, trigger_type)
       SELECT $1, t, 'gcjt-app-01:2417', t, t + make_interval(secs => $4::numeric / 1000), $5, $6, $7, $8
         FROM (SELECT ((current_date - $2::int) + $3::time)::timestamptz AS t) tick
       ON CONFLICT DO NOTHING`,
      [stableId(`job:${handler}`), daysAgo, time, ms, ok, ok ? text : null, ok ? null : text, manual ? 'manual' : 'cron'],
    );
  }
  // Each job shows its latest run on the list.
  await db.query(
    `UPDATE sys_quartz_job j SET last_run_time = r.finished_at, last_result = CASE WHEN r.ok THEN 'success' ELSE 'failed' END, last_error = r.error
       FROM (SELECT DISTINCT ON (job_id) job_id, finished_at, ok, error FROM sys_job_run ORDER BY job_id, started_at DESC) r WHERE r.job_id = j.id`,
  );
}

/** One demo announcement as the office wrote and published it: its row, a row per addressed user, and who read it. */
export async function insertDemoAnnouncement(db: Queryable, a: DemoAnnouncement): Promise<void> {
  const id = stableId(`announcement:${a.key}`);
  const ids = a.to.type === 'ALL' ? [] : a.to.type === 'USER' ? a.to.ids.map(userId) : a.to.ids;
  const link = a.link ? [a.link.kind, a.link.id, 'url', linkedPage(a.link.kind, a.link.id)] : [null, null, null, null];
  await db.query(
    `INSERT INTO sys_announcement (id, titile, msg_content, msg_abstract, start_time, end_time, sender, priority, msg_category, msg_type,
       audience_ids, send_status, send_time, cancel_time, create_by, create_time, bus_type, bus_id, open_type, open_page)
     VALUES ($1,$2,$3,$4,$5,$6,'admin',$7,$8,$9,$10,$11,$12,$13,'admin',$14,$15,$16,$17,$18) ON CONFLICT (id) DO NOTHING`,
    [id, a.title, a.body, a.abstract, at(a.sent ?? a.created), at('2026-12-31 23:59:59'), a.priority, a.category, a.to.type, ids.join(',') || null,
      a.status, a.sent ? at(a.sent) : null, a.cancelled ? at(a.cancelled) : null, at(a.created), ...link],
  );
  if (a.status === '0') return;
  // What publishing made: a row per addressed user (those to everyone get theirs as each user first looks).
  for (const user of (await recipients(db, a.to.type, ids)) ?? []) {
    await db.query(`INSERT INTO sys_announcement_send (id, annt_id, user_id, create_time) VALUES ($1,$2,$3,$4) ON CONFLICT DO NOTHING`,
      [stableId(`announcement-send:${a.key}:${user}`), id, user, at(a.sent!)]);
  }
  for (const [username, time] of a.readBy) {
    await db.query(
      `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, read_time, create_time) VALUES ($1,$2,$3,'1',$4,$5)
       ON CONFLICT (annt_id, user_id) DO UPDATE SET read_flag = '1', read_time = EXCLUDED.read_time`,
      [stableId(`announcement-send:${a.key}:${userId(username)}`), id, userId(username), at(time), at(a.sent!)],
    );
  }
}
