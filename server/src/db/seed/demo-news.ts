import type { Queryable } from '../database';
import type { SchemaStore } from '../../schemas/schema-store';
import { ensureModuleTable } from '../../tables/table-ddl';
import { moduleTablePage } from '@/engine/schema/page-schema';
import { stableId } from './stable-id';

// [title, type, publisher company, date, priority, reads]
const NEWS: [string, string, string, string, string, number][] = [
  ['关于开展2026年度安全生产大检查的通知', 'notice', '001', '2026-03-02', 'H', 412],
  ['集团2025年度工作总结暨表彰大会顺利召开', 'news', '001', '2026-01-18', 'M', 968],
  ['华通公路中标G4京港澳高速改扩建工程施工监理项目', 'news', 'c01', '2026-02-11', 'M', 530],
  ['关于印发《工程咨询项目质量管理办法（试行）》的通知', 'notice', '001', '2026-02-20', 'H', 377],
  ['交通运输部发布公路工程施工安全标准化指南（2026版）', 'industry', '001', '2026-03-09', 'L', 241],
  ['中路监理召开成渝环线高速监理工作推进会', 'news', 'c02', '2026-03-12', 'L', 189],
  ['关于做好2026年清明节期间值班工作的通知', 'notice', '001', '2026-03-28', 'M', 305],
  ['集团党委开展“强根铸魂”主题党日活动', 'party', '001', '2026-04-01', 'L', 276],
  ['华通公路技术部完成沪昆高速养护咨询阶段验收', 'news', 'c01', '2026-04-08', 'L', 158],
  ['关于组织参加公路水运工程监理工程师继续教育的通知', 'notice', 'c01', '2026-04-15', 'M', 222],
  ['雄安新区对外骨干路网工程咨询项目启动会召开', 'news', 'c02', '2026-04-22', 'M', 341],
  ['国务院印发《交通强国建设纲要》实施评估报告', 'industry', '001', '2026-04-29', 'L', 199],
  ['关于开展桥梁隧道专项安全检查的紧急通知', 'notice', 'c02', '2026-05-06', 'H', 463],
  ['集团举办青年职工技能竞赛', 'news', '001', '2026-05-13', 'L', 287],
  ['关于调整差旅费报销标准的通知', 'notice', '001', '2026-05-20', 'M', 618],
  ['华通公路获评省级优秀监理企业', 'news', 'c01', '2026-05-27', 'M', 402],
  ['公路工程BIM技术应用推进会在京召开', 'industry', '001', '2026-06-03', 'L', 176],
  ['关于开展“安全生产月”活动的通知', 'notice', '001', '2026-06-01', 'H', 534],
  ['中路监理深中通道连接线项目通过首件工程验收', 'news', 'c02', '2026-06-10', 'L', 143],
  ['集团党委召开党风廉政建设工作会议', 'party', '001', '2026-06-17', 'M', 265],
  ['关于防汛期间在建项目安全管理的通知', 'notice', 'c01', '2026-06-24', 'H', 389],
  ['交通运输行业数字化转型白皮书发布', 'industry', '001', '2026-07-01', 'L', 208],
  ['关于开展2026年中期经营分析的通知', 'notice', '001', '2026-07-08', 'M', 233],
  ['华通公路京雄智慧交通咨询成果获专家好评', 'news', 'c01', '2026-07-15', 'L', 167],
  ['关于高温天气施工现场防暑降温工作的通知', 'notice', 'c02', '2026-07-22', 'M', 298],
  ['集团召开科技创新大会发布十项创新成果', 'news', '001', '2026-08-05', 'M', 451],
  ['关于规范项目资料归档工作的通知', 'notice', '001', '2026-08-19', 'L', 184],
  ['集团工会组织职工健康体检', 'news', '001', '2026-09-02', 'L', 312],
  ['关于开展国庆中秋节前安全检查的通知', 'notice', '001', '2026-09-23', 'H', 356],
  ['中路监理成渝环线项目荣获平安工地示范称号', 'news', 'c02', '2026-10-14', 'M', 221],
  ['关于做好2026年冬季施工质量安全管理的通知', 'notice', '001', '2026-11-04', 'H', 97],
  ['集团党委理论学习中心组开展专题学习', 'party', '001', '2026-11-11', 'L', 64],
];

const COMPANY_NAMES: Record<string, string> = {
  '001': '工程咨询集团', c01: '华通公路工程咨询有限公司', c02: '中路桥梁工程监理有限公司',
};

/** The 新闻通知 module's demo rows: enough for three pages, spread over the group and two subsidiaries. */
export async function demoNewsRows(db: Queryable, store: SchemaStore): Promise<void> {
  const schema = store.pages.get('news/notice');
  const page = schema && moduleTablePage(schema);
  if (!page) return;
  await ensureModuleTable(db, page);
  for (const [i, [title, type, company, date, priority, reads]] of NEWS.entries()) {
    await db.query(
      // Published, as news on the portal are; the group's go to the whole group.
      `INSERT INTO biz_news_notice (id, company_id, title, news_type, publisher, publish_date, priority, read_count, content,
         publish_status, publish_scope, reviewer, create_by, create_time)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,'published',$10,$11,'admin',$12)`,
      [stableId(`news:${i}`), company, title, type, COMPANY_NAMES[company], date, priority, reads,
        `<p>${title}。请各单位认真学习，抓好落实。</p>`, company === '001' ? 'group' : 'company', company === '001' ? '集团综合办公室' : '综合办公室',
        `${date} 09:30:00+08`],
    );
  }
}
