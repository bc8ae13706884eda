import type { Queryable } from '../database';
import type { SchemaStore } from '../../schemas/schema-store';
import { stableId } from './stable-id';

// [title, location, level, project, company, found, responsible, phone, deadline, status]
const DANGERS: [string, string, string, string, string, string, string, string, string | null, string][] = [
  ['K12+300 高边坡防护网局部破损', 'K12+300 左侧边坡', 'major', 'p01', 'c01', '2026-10-08', '刘洋', '13800000006', '2026-10-15', 'rectifying'],
  ['钢筋加工棚配电箱未接地', '2号钢筋加工场', 'general', 'p01', 'c01', '2026-10-21', '刘洋', '13800000006', null, 'done'],
  ['跨线桥支架预压资料不全', '东环跨线桥', 'general', 'p01', 'c01', '2026-11-03', '李娜', '13800000004', null, 'pending'],
  ['隧道二衬台车临边防护缺失', '云顶山隧道进口', 'major', 'p03', 'c02', '2026-09-27', '陈静', '13800000007', '2026-10-05', 'verified'],
  ['夜间施工照明不足', '沱江特大桥 3# 墩', 'general', 'p03', 'c02', '2026-11-12', '陈静', '13800000007', null, 'pending'],
];

/**
 * Demo rows for the worked-example module 隐患排查 (hidden dangers). The income contracts that used to be seeded here
 * live in schemas/modules/contract/income.seed.json with the rest of the contract area's demo data.
 */
export async function demoModuleRows(db: Queryable, store: SchemaStore): Promise<void> {
  if (store.pages.has('safety/hiddenDanger')) {
    for (const [i, [title, location, level, project, company, found, who, phone, deadline, status]] of DANGERS.entries()) {
      await db.query(
        `INSERT INTO biz_safety_hidden_danger (id, company_id, project_id, title, location, level, found_date, responsible,
           responsible_phone, deadline, status, measures, create_by, create_time)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,'admin',$13)`,
        [stableId(`danger:${i}`), company, project, title, location, level, found, who, phone, deadline, status,
          status === 'pending' ? null : '立即停工整改，补齐防护设施并复查。', `${found} 16:00:00+08`],
      );
    }
  }
}
