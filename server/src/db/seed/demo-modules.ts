import type { Queryable } from '../database';
import type { SchemaStore } from '../../schemas/schema-store';
import { stableId } from './stable-id';

// [no, name, type, company, project, partyA, amount, signDate, status, manager, plans: [phase, date, amount, status]]
type Plan = [string, string, string, string];
const CONTRACTS: [string, string, string, string, string, string, string, string, string, string, Plan[]][] = [
  ['HT-2026-001', 'G4京港澳高速公路改扩建工程施工监理合同', 'supervision', 'c01', 'p01', '河北省高速公路建设管理局', '18650000.00', '2026-01-12', 'executing', 'lina',
    [['预付款', '2026-02-01', '3730000.00', '2'], ['进度款（一期）', '2026-08-01', '7460000.00', '1'], ['竣工结算款', '2027-06-30', '7460000.00', '0']]],
  ['HT-2026-002', '沪昆高速公路湘潭段养护工程咨询合同', 'consulting', 'c01', 'p02', '湖南省高速公路集团有限公司', '3280000.00', '2025-11-20', 'closed', 'lina',
    [['合同签订款', '2025-12-01', '984000.00', '2'], ['成果验收款', '2026-06-30', '2296000.00', '2']]],
  ['HT-2026-003', '京雄高速公路智慧交通专项咨询合同', 'consulting', 'c01', 'p06', '北京市首都公路发展集团有限公司', '5600000.00', '2025-09-08', 'closed', 'admin',
    [['首付款', '2025-10-01', '1680000.00', '2'], ['尾款', '2026-09-30', '3920000.00', '2']]],
  ['HT-2026-004', '成渝地区双城经济圈环线高速公路施工监理合同', 'supervision', 'c02', 'p03', '四川省交通投资集团有限责任公司', '22400000.00', '2026-03-18', 'executing', 'wangqiang',
    [['预付款', '2026-04-01', '4480000.00', '2'], ['进度款', '2026-12-31', '11200000.00', '0'], ['质保金', '2028-03-31', '6720000.00', '0']]],
  ['HT-2026-005', '雄安新区对外骨干路网工程全过程咨询合同', 'consulting', 'c02', 'p04', '雄安新区管理委员会', '9800000.00', '2026-06-05', 'signed', 'wangqiang',
    [['签约款', '2026-07-01', '2940000.00', '1']]],
  ['HT-2026-006', '深中通道连接线桥梁施工监理合同', 'supervision', 'c02', 'p07', '广东省交通集团有限公司', '12750000.00', '2026-02-26', 'executing', 'wangqiang',
    [['预付款', '2026-03-15', '2550000.00', '2'], ['进度款', '2026-10-15', '5100000.00', '1']]],
  ['HT-2026-007', 'G60沪昆高速扩容工程试验检测合同', 'testing', 'c03', 'p05', '浙江省交通投资集团有限公司', '4360000.00', '2026-09-10', 'draft', 'admin', []],
];

// [title, location, level, project, company, found, responsible, phone, deadline, status]
const DANGERS: [string, string, string, string, string, string, string, string, string | null, string][] = [
  ['K12+300 高边坡防护网局部破损', 'K12+300 左侧边坡', 'major', 'p01', 'c01', '2026-10-08', '刘洋', '13800000006', '2026-10-15', 'rectifying'],
  ['钢筋加工棚配电箱未接地', '2号钢筋加工场', 'general', 'p01', 'c01', '2026-10-21', '刘洋', '13800000006', null, 'done'],
  ['跨线桥支架预压资料不全', '东环跨线桥', 'general', 'p01', 'c01', '2026-11-03', '李娜', '13800000004', null, 'pending'],
  ['隧道二衬台车临边防护缺失', '云顶山隧道进口', 'major', 'p03', 'c02', '2026-09-27', '陈静', '13800000007', '2026-10-05', 'verified'],
  ['夜间施工照明不足', '沱江特大桥 3# 墩', 'general', 'p03', 'c02', '2026-11-12', '陈静', '13800000007', null, 'pending'],
];

/** Demo rows for the worked-example modules: income contracts with payment plans, and hidden dangers. */
export async function demoModuleRows(db: Queryable, store: SchemaStore): Promise<void> {
  if (store.pages.has('contract/income')) {
    for (const [i, [no, name, type, company, project, partyA, amount, date, status, manager, plans]] of CONTRACTS.entries()) {
      const id = stableId(`contract:${no}`);
      const projectName = (await db.query<{ project_name: string }>('SELECT project_name FROM project_info WHERE id = $1', [project])).rows[0]?.project_name;
      await db.query(
        `INSERT INTO biz_contract_income (id, company_id, contract_no, contract_name, contract_type, related_project_id, project_name, party_a,
           amount, sign_date, status, manager, contact_phone, create_by, create_time, bpm_status)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16)`,
        [id, company, no, name, type, project, projectName, partyA, amount, date, status, manager, `1390000${String(i + 1).padStart(4, '0')}`, manager, `${date} 10:00:00+08`,
          // A contract past 拟签 went through 合同评审 before it was signed.
          status === 'draft' ? '1' : '3'],
      );
      for (const [k, [phase, planDate, planAmount, paid]] of plans.entries()) {
        await db.query(
          `INSERT INTO biz_contract_income_plan (id, contract_id, order_num, phase, plan_date, plan_amount, payment_status, create_by)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
          [stableId(`plan:${no}:${k}`), id, k + 1, phase, planDate, planAmount, paid, manager],
        );
      }
    }
  }
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
