import type { Queryable } from '../database';
import { insertDemoAnnouncement, type DemoAnnouncement } from './demo-notices-jobs';
import { seedRowId } from './seed-files';

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/**
 * Notices of early December that open a record's detail page: a party-building story, a site's standardisation, an
 * innovation and a forum news item, each sent to people who may read that record (its company's staff, its project's
 * people, everyone for the forum). Written after the module rows and the forum, whose records they name.
 */
export async function demoLinkedNotices(db: Queryable): Promise<void> {
  const news = await db.query<{ id: string }>(`SELECT id FROM forum_post WHERE title = $1 AND del_flag = 0`, ['华通公路 G4 改扩建监理项目获评省级“平安工地”示范项目']);
  const notices: DemoAnnouncement[] = [
    { key: 'party-model', title: '关于学习党员先锋冯涛同志先进事迹的通知', category: '1', priority: 'M',
      to: { type: 'DEPART', ids: ['d03', 'd04', 'd06', 'd07'] }, status: '1',
      abstract: '华通公路党委号召全体党员向冯涛同志学习，详见党建风采。',
      body: p('公司各部门：', '工程技术部部长冯涛同志扎根项目一线，带头攻克改扩建拼宽路基沉降控制难题，被评为“党员先锋”。', '请各支部组织学习，点击“查看详情”阅读完整报道。', '华通公路党委　2026年12月1日'),
      created: '2026-12-01 09:00:00', sent: '2026-12-01 09:20:00', readBy: [['fengtao', '2026-12-01 09:45:10']],
      link: { kind: 'party_style', id: seedRowId('party/style', 'S04') } },
    { key: 'site-standard', title: '京港澳改扩建总监办驻地标准化建设通过集团验收，请各项目部参照', category: '1', priority: 'M',
      to: { type: 'PROJECT', ids: ['p01'] }, status: '1',
      abstract: '总监办驻地的办公区、生活区与标识标牌可作各项目部标准化建设的样板。',
      body: p('京港澳改扩建项目各参建人员：', '总监办驻地标准化建设已通过集团形象标准化检查，评定为优良。照片与检查结论见详情页，各驻地可对照整改。'),
      created: '2026-12-02 14:00:00', sent: '2026-12-02 14:10:00', readBy: [['liuyang', '2026-12-02 15:02:33']],
      link: { kind: 'image_standard', id: seedRowId('imaging/standard', 'G01') } },
    { key: 'uav-slope', title: '关于推广“基于无人机的高边坡巡视与隐患识别”创新做法的通知', category: '1', priority: 'H',
      to: { type: 'COMPANY', ids: ['c01'] }, status: '1',
      abstract: '无人机高边坡巡视在京港澳改扩建项目节约巡视工日七成，请各项目部结合实际推广。',
      body: p('华通公路各部门、各项目部：', '京港澳改扩建项目采用无人机定期航拍高边坡、比对裂缝与位移，巡视效率显著提高，已评为公司创新亮点。', '做法、效果与图集见详情页。'),
      created: '2026-12-03 10:30:00', sent: '2026-12-03 10:40:00', readBy: [['wangpeng', '2026-12-03 11:15:02']],
      link: { kind: 'innovation', id: seedRowId('innovation/highlight', 'H01') } },
    ...news.rows.map((row): DemoAnnouncement => ({ key: 'forum-safe-site', title: 'G4 改扩建监理项目获评省级“平安工地”示范项目', category: '1', priority: 'L',
      to: { type: 'ALL' }, status: '1',
      abstract: '交流论坛新闻公告：华通公路 G4 改扩建监理项目获评省级“平安工地”示范项目。',
      body: p('集团各单位：', '华通公路 G4 改扩建监理项目获评省级“平安工地”示范项目，经验做法已发布在交流论坛新闻公告，欢迎交流。'),
      created: '2026-12-04 16:00:00', sent: '2026-12-04 16:05:00', readBy: [['zhangwei', '2026-12-04 16:30:00']],
      link: { kind: 'forum_post', id: row.id } })),
  ];
  for (const notice of notices) await insertDemoAnnouncement(db, notice);
}
