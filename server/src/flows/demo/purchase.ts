import type { DemoApproval, DemoStep } from './demo-types';

const PEOPLE: Record<string, [name: string, phone: string]> = {
  lina: ['李娜', '13800000004'], wangpeng: ['王鹏', '13800000015'], zhaoqiang: ['赵强', '13800000016'],
};
const P01 = ['p01', 'G4京港澳高速公路改扩建工程施工监理'] as const;

type Batch = [planDate: string, content: string, amount: number, supplier?: string];

interface Purchase {
  item: string;
  category: 'goods' | 'services' | 'works';
  method: string;
  subject: string;
  project?: boolean;
  applyDate: string;
  split: string;
  reason: string;
  batches: Batch[];
}

/** The declared total is the sum of the batches, as the form asks. */
const purchase = (applicant: string, p: Purchase, submit: boolean, steps: DemoStep[]): DemoApproval => {
  const [applicantName, contactPhone] = PEOPLE[applicant];
  return {
    page: 'flow/purchase', applicant, submit, steps,
    record: {
      applicantName, contactPhone, departName: '工程技术部', applyDate: p.applyDate, purchaseItem: p.item, purchaseCategory: p.category, purchaseMethod: p.method,
      relatedProjectId: p.project ? P01[0] : null, projectName: p.project ? P01[1] : null, budgetSubject: p.subject,
      totalAmount: p.batches.reduce((sum, b) => sum + b[2], 0), splitReason: p.split, reason: p.reason,
      batches: p.batches.map(([planDate, content, amount, supplier], i) => ({ batchName: `第${i + 1}批`, planDate, content, amount, supplier: supplier ?? null })),
    },
  };
};

const DEPT: DemoStep = ['fengtao', 'approve', '同意'];
const ADMIN = (last12mAmount: number, reviewOpinion: string): DemoStep => ['huanglei', 'approve', '同意', { values: { last12mAmount, reviewOpinion } }];
const FIN: DemoStep = ['wufang', 'approve', '预算内，同意'];
const FGLD: DemoStep = ['sunlihua', 'approve', '同意，注意保留比价记录'];
const ZJL: DemoStep = ['zhoujianguo', 'approve', '同意'];

const ANDUN = '长沙安盾劳保用品有限公司';
const LUDA = '沧州冀路试验仪器有限公司';
const XINGSHA = '湖南星沙测绘仪器有限公司';

/** 华通公路's split purchases, each declaring all of its batches, in every state. */
export const demoPurchases: DemoApproval[] = [
  // 已通过
  purchase('zhaoqiang', { item: '京港澳项目监理人员劳保用品年度采购', category: 'goods', method: 'inquiry', subject: 'office', project: true, applyDate: '2026-02-16',
    split: '按季节分批配发，避免积压和尺码不符，全年统一询价确定供应商和单价', reason: '1驻地办及各监理组62人安全帽、反光背心、工作服与防暑防寒用品',
    batches: [['2026-03-01', '安全帽、反光背心', 14_400, ANDUN], ['2026-06-01', '防暑用品', 9_000, ANDUN], ['2026-11-01', '防寒工作服', 12_600, ANDUN]] },
  true, [DEPT, ADMIN(0, '近12个月同类采购为0，询价记录齐全'), FIN]),
  purchase('wangpeng', { item: '工地试验室年度试验耗材', category: 'goods', method: 'inquiry', subject: 'testing', project: true, applyDate: '2026-03-02',
    split: '标准砂、试剂有保质期，试模随工程进度增加，按季度分批进场', reason: '水泥、砂石、沥青及混凝土试验用标准砂、试剂、试模',
    batches: [['2026-03-15', '标准砂、试剂', 16_000, LUDA], ['2026-06-15', '混凝土试模、抗渗试模', 22_000, LUDA], ['2026-09-15', '沥青试验耗材', 20_000, LUDA]] },
  true, [DEPT, ADMIN(21_500, '同一供应商近12个月累计21,500元，合计未达公司集中采购限额'), FIN, FGLD]),
  purchase('lina', { item: '年度投标文件印刷装订服务', category: 'services', method: 'inquiry', subject: 'office', applyDate: '2026-03-16',
    split: '投标项目与时间不确定，按实际投标分批结算，全年单价一次询定', reason: '经营部全年投标文件正副本印刷、装订与密封',
    batches: [['2026-04-30', '第一季度投标文件', 12_000, '长沙芙蓉区文博印务有限公司'], ['2026-07-31', '第二季度投标文件', 15_000, '长沙芙蓉区文博印务有限公司'],
      ['2026-10-31', '第三季度投标文件', 18_000, '长沙芙蓉区文博印务有限公司']] },
  true, [DEPT, ADMIN(38_000, '上年同供应商38,000元，单价较上年下降5%'), FIN]),
  purchase('wangpeng', { item: '驻地办年度办公用品', category: 'goods', method: 'ecommerce', subject: 'office', project: true, applyDate: '2026-04-06',
    split: '在央企电商平台按月下单，按需领用，不设库存', reason: '1驻地办纸张、硒鼓、文具等日常办公用品',
    batches: [['2026-04-15', '二季度办公用品', 6_000], ['2026-07-15', '三季度办公用品', 6_000], ['2026-10-15', '四季度办公用品', 6_000], ['2027-01-15', '次年一季度办公用品', 6_000]] },
  true, [DEPT, ADMIN(22_800, '电商平台采购，价格透明'), FIN]),
  purchase('zhaoqiang', { item: '测量耗材', category: 'goods', method: 'direct', subject: 'equipment', project: true, applyDate: '2026-05-11',
    split: '棱镜、脚架随测量作业面增加分两批补充', reason: '京港澳项目测量组棱镜、对中杆、脚架、钢尺',
    batches: [['2026-05-20', '棱镜、对中杆', 7_600, XINGSHA], ['2026-08-20', '脚架、钢尺', 5_200, XINGSHA]] },
  true, [DEPT, ADMIN(4_300, '小额直接采购，符合制度'), FIN]),
  purchase('wangpeng', { item: '驻地生活区维修零星工程', category: 'works', method: 'negotiation', subject: 'repair', project: true, applyDate: '2026-05-25',
    split: '屋面防水须在雨季前完成，道路与排水在路面标段进场后实施，两部分工期不同', reason: '1驻地办生活区屋面防水、场内道路修补、排水沟疏通改造',
    batches: [['2026-06-10', '屋面防水', 96_000, '石家庄冀安建筑工程有限公司'], ['2026-08-20', '场内道路修补及排水沟改造', 142_000, '石家庄冀安建筑工程有限公司']] },
  true, [DEPT, ADMIN(0, '两家竞争性谈判，总价未达招标限额'), FIN, FGLD, ZJL]),
  purchase('lina', { item: '交安设施第三方抽检服务', category: 'services', method: 'inquiry', subject: 'testing', project: true, applyDate: '2026-07-13',
    split: '交安工程分三段施工，按段完工后分批委托抽检', reason: '护栏、标志标线第三方抽检（监理合同约定）',
    batches: [['2026-08-15', 'K38～K50段', 56_000, '湖南交科检测技术有限公司'], ['2026-10-15', 'K50～K63段', 56_000, '湖南交科检测技术有限公司'],
      ['2026-12-15', 'K63～K76段', 56_000, '湖南交科检测技术有限公司']] },
  true, [DEPT, ADMIN(0, '询价三家，最低价中选'), FIN, FGLD]),
  purchase('zhaoqiang', { item: '冬季施工保温材料', category: 'goods', method: 'inquiry', subject: 'testing', project: true, applyDate: '2026-10-19',
    split: '按冬季施工进度分两批进场', reason: '试件养护保温被、棚膜、电热毯',
    batches: [['2026-11-01', '保温被、棚膜', 28_000, ANDUN], ['2026-12-10', '电热毯及温控器', 20_000, ANDUN]] },
  true, [DEPT, ADMIN(36_000, '同一供应商近12个月36,000元（劳保用品），合计未达限额'), FIN]),
  // 审批中: at 部门负责人
  purchase('wangpeng', { item: '试验室安全防护用品', category: 'goods', method: 'inquiry', subject: 'office', project: true, applyDate: '2026-11-23',
    split: '洗眼器、防毒面具本月配齐，防护服按人员进场分批', reason: '化学试剂室安全防护整改',
    batches: [['2026-12-01', '洗眼器、防毒面具', 9_600, ANDUN], ['2027-03-01', '防护服、手套', 9_000, ANDUN]] },
  true, []),
  // at 综合办审核
  purchase('zhaoqiang', { item: '无人机电池及配件', category: 'goods', method: 'direct', subject: 'equipment', project: true, applyDate: '2026-11-20',
    split: '电池按飞行架次损耗分批补充', reason: '航测无人机备用电池、桨叶、充电管家',
    batches: [['2026-12-01', '电池4块、桨叶', 14_000, '长沙天翼航测科技有限公司'], ['2027-03-01', '电池4块', 12_000, '长沙天翼航测科技有限公司']] },
  true, [DEPT]),
  // at 财务部预算审核
  purchase('lina', { item: '投标资料印刷（第四季度追加）', category: 'services', method: 'inquiry', subject: 'office', applyDate: '2026-11-16',
    split: '年底集中开标项目较多，按开标时间分批结算', reason: '追加的四个投标项目文件印刷装订',
    batches: [['2026-12-05', '岳汝、平益项目', 16_000, '长沙芙蓉区文博印务有限公司'], ['2026-12-20', '郴资、临清项目', 16_000, '长沙芙蓉区文博印务有限公司']] },
  true, [DEPT, ADMIN(45_000, '同一供应商本年已45,000元，追加后合计77,000元，未达限额')]),
  // at 分管领导
  purchase('wangpeng', { item: '钢筋原材料送检服务', category: 'services', method: 'inquiry', subject: 'testing', project: true, applyDate: '2026-11-11',
    split: '按钢筋进场批次分批委托送检', reason: '京港澳桥梁钢筋原材料及焊接件第三方送检',
    batches: [['2026-12-01', '第一批进场钢筋', 32_000, '河北冀交工程检测技术有限公司'], ['2027-03-01', '第二批进场钢筋', 32_000, '河北冀交工程检测技术有限公司'],
      ['2027-05-01', '焊接件', 32_000, '河北冀交工程检测技术有限公司']] },
  true, [DEPT, ADMIN(240_000, '同一检测机构近12个月累计24万元（检测分包合同），本次属合同外零星委托'), FIN]),
  // at 总经理
  purchase('zhaoqiang', { item: '驻地办场地硬化及排水零星工程', category: 'works', method: 'negotiation', subject: 'repair', project: true, applyDate: '2026-11-04',
    split: '场地硬化受冬季施工限制，排水部分先行实施，硬化部分来年开春实施', reason: '试验室及停车场地面硬化、雨水排放改造',
    batches: [['2026-12-01', '雨水排放改造', 86_000, '石家庄冀安建筑工程有限公司'], ['2027-03-20', '地面硬化', 200_000, '石家庄冀安建筑工程有限公司']] },
  true, [DEPT, ADMIN(238_000, '同一施工单位近12个月累计23.8万元，合计52.4万元，建议关注是否应合并招标'), FIN, FGLD]),
  // 退回: 财务部 sends it back to 综合办
  purchase('wangpeng', { item: '试验检测外委服务', category: 'services', method: 'inquiry', subject: 'testing', project: true, applyDate: '2026-11-09',
    split: '按检测项目完工时间分批委托', reason: '桩基完整性检测、支座检测外委',
    batches: [['2026-12-01', '桩基完整性检测', 42_000, '湖南交科检测技术有限公司'], ['2027-04-01', '支座检测', 30_000, '湖南交科检测技术有限公司']] },
  true, [DEPT, ADMIN(168_000, '同一检测机构近12个月16.8万元'), ['wufang', 'return', '近12个月累计未含交安抽检的第三批，请综合办核实补充', { targetNode: 'Task_Admin' }]]),
  // 已驳回
  purchase('lina', { item: '企业宣传品分批采购', category: 'goods', method: 'single_source', subject: 'office', applyDate: '2026-08-24',
    split: '宣传册、展板按展会时间分批制作', reason: '行业展会及投标宣传资料',
    batches: [['2026-09-10', '宣传册', 30_000, '长沙芙蓉区文博印务有限公司'], ['2026-11-10', '展板及易拉宝', 30_000, '长沙芙蓉区文博印务有限公司']] },
  true, [DEPT, ['huanglei', 'reject', '单一来源理由不充分，且与印刷服务同一供应商累计已超限额，应纳入集中采购']]),
  purchase('zhaoqiang', { item: '全站仪配件', category: 'goods', method: 'direct', subject: 'equipment', project: true, applyDate: '2026-09-28',
    split: '电池先购，基座待旧件维修结果确定后再购', reason: '电池、数据线、基座',
    batches: [['2026-10-10', '电池', 3_000, XINGSHA], ['2026-12-10', '基座', 2_000, XINGSHA]] },
  true, [['fengtao', 'reject', '拆分理由不充分，5,000元以内请一次采购']]),
  purchase('wangpeng', { item: '驻地绿化零星工程', category: 'works', method: 'negotiation', subject: 'repair', project: true, applyDate: '2026-10-12',
    split: '按种植季节分两次实施：秋植乔木、春植灌木', reason: '驻地生活区及试验室周边绿化',
    batches: [['2026-11-01', '乔木种植', 70_000, '石家庄绿源园林工程有限公司'], ['2027-04-01', '灌木及草坪', 68_000, '石家庄绿源园林工程有限公司']] },
  true, [DEPT, ADMIN(0, '首次采购'), FIN, ['sunlihua', 'reject', '驻地为临时设施，绿化非必要支出，不予实施']]),
  // 已撤回
  purchase('lina', { item: '经营部资料柜', category: 'goods', method: 'ecommerce', subject: 'office', applyDate: '2026-10-28',
    split: '先购4组，档案整理后再补', reason: '投标及合同资料归档',
    batches: [['2026-11-05', '资料柜4组', 6_400], ['2027-01-05', '资料柜4组', 6_400]] },
  true, [['lina', 'withdraw', '综合办可调拨闲置资料柜']]),
  purchase('wangpeng', { item: '试验室标准物质', category: 'goods', method: 'direct', subject: 'testing', project: true, applyDate: '2026-11-13',
    split: '有效期短，分两批采购', reason: '水泥细度、比表面积标准样品',
    batches: [['2026-11-20', '标准样品', 4_800, LUDA], ['2027-05-20', '标准样品', 4_800, LUDA]] },
  true, [['wangpeng', 'withdraw', '中心试验室可调剂，暂不采购']]),
  // 草稿
  purchase('zhaoqiang', { item: '2027年度测量耗材', category: 'goods', method: 'inquiry', subject: 'equipment', project: true, applyDate: '2026-11-25',
    split: '随测量作业面分批补充', reason: '2027年测量组棱镜、脚架、记录本',
    batches: [['2027-03-01', '棱镜、脚架', 8_000, XINGSHA], ['2027-07-01', '钢尺、记录本', 4_000, XINGSHA]] },
  false, []),
  purchase('lina', { item: '2027年度投标文件印刷装订服务', category: 'services', method: 'inquiry', subject: 'office', applyDate: '2026-11-25',
    split: '按投标项目分季度结算', reason: '经营部2027年投标文件印刷',
    batches: [['2027-03-31', '一季度', 15_000], ['2027-06-30', '二季度', 15_000], ['2027-09-30', '三季度', 15_000], ['2027-12-31', '四季度', 15_000]] },
  false, []),
];
