import type { DemoApproval, DemoStep } from './demo-types';

const PEOPLE: Record<string, [name: string, phone: string]> = {
  lina: ['李娜', '13800000004'], wangpeng: ['王鹏', '13800000015'], zhaoqiang: ['赵强', '13800000016'],
};
const PROJECTS: Record<string, string> = {
  p01: 'G4京港澳高速公路改扩建工程施工监理', p02: '沪昆高速公路湘潭段养护工程咨询', p06: '京雄高速公路智慧交通咨询',
};

interface Trip {
  travellers: string;
  type: string;
  project?: string;
  destination: string;
  start: string;
  end: string;
  transport: string;
  cost: number;
  loan?: number;
  reason: string;
}

const DAY = 86_400_000;
/** 出差天数 counts the day of departure and the day of return. */
const days = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / DAY) + 1;

const travel = (applicant: string, trip: Trip, submit: boolean, steps: DemoStep[]): DemoApproval => {
  const [applicantName, contactPhone] = PEOPLE[applicant];
  const before = new Date(Date.parse(trip.start) - 5 * DAY).toISOString().slice(0, 10);
  return {
    page: 'flow/travel', applicant, submit, steps,
    record: {
      applicantName, contactPhone, departName: '工程技术部', applyDate: before, travellers: trip.travellers, travelType: trip.type,
      relatedProjectId: trip.project ?? null, projectName: trip.project ? PROJECTS[trip.project] : null, departure: '长沙', destination: trip.destination,
      startDate: trip.start, endDate: trip.end, travelDays: days(trip.start, trip.end), transport: trip.transport,
      needTicket: trip.transport.includes('plane') ? '1' : '0', estimatedCost: trip.cost, needLoan: trip.loan ? '1' : '0', loanAmount: trip.loan ?? null,
      reason: trip.reason,
    },
  };
};

const DEPT: DemoStep = ['fengtao', 'approve', '同意，注意行程安全'];
const FGLD: DemoStep = ['sunlihua', 'approve', '同意'];
const ZJL: DemoStep = ['zhoujianguo', 'approve', '同意'];
const LOAN = (amount: number): DemoStep => ['wufang', 'approve', '按差旅标准核定借款', { values: { financeOpinion: `核定借款 ${amount} 元，返回后15日内报账` } }];

/**
 * 华通公路's trips in every state. The plane tickets (demo/ticket.ts) name these by 出差申请单号, which follows the order
 * of this list: keep new trips at its end.
 */
export const demoTravels: DemoApproval[] = [
  // 已通过
  travel('lina', { travellers: 'lina', type: 'bidding', destination: '贵阳', start: '2026-03-10', end: '2026-03-12', transport: 'plane', cost: 4_800,
    reason: '贵州省都匀至安顺高速公路施工监理JL2标开标及澄清答疑' }, true, [DEPT]),
  travel('wangpeng', { travellers: 'wangpeng', type: 'inspection', project: 'p01', destination: '石家庄—保定', start: '2026-03-16', end: '2026-03-20',
    transport: 'plane,official_car', cost: 6_200, loan: 3_000, reason: '京港澳改扩建工地试验室季度检查及原材料抽检' }, true, [DEPT, FGLD, LOAN(3_000)]),
  travel('zhaoqiang', { travellers: 'zhaoqiang', type: 'inspection', project: 'p01', destination: '石家庄', start: '2026-04-13', end: '2026-04-24',
    transport: 'plane', cost: 9_600, reason: '京港澳改扩建K38+000～K76+500段控制网复测' }, true, [DEPT, FGLD, ZJL]),
  travel('lina', { travellers: 'lina', type: 'meeting', destination: '北京', start: '2026-05-19', end: '2026-05-21', transport: 'plane', cost: 5_400,
    reason: '参加全国公路建设市场信用评价工作会' }, true, [DEPT]),
  travel('lina', { travellers: 'lina', type: 'business', project: 'p06', destination: '北京—雄安', start: '2026-06-15', end: '2026-06-18', transport: 'plane,hsr', cost: 6_900,
    reason: '京雄高速智慧交通咨询二期合同商务洽谈' }, true, [DEPT, FGLD]),
  travel('wangpeng', { travellers: 'wangpeng', type: 'training', destination: '武汉', start: '2026-07-06', end: '2026-07-10', transport: 'hsr', cost: 4_300, loan: 2_000,
    reason: '公路水运工程试验检测师继续教育（24学时）' }, true, [DEPT, FGLD, LOAN(2_000)]),
  travel('zhaoqiang', { travellers: 'zhaoqiang,wangpeng', type: 'inspection', project: 'p02', destination: '湘潭', start: '2026-08-04', end: '2026-08-05',
    transport: 'official_car', cost: 600, reason: '沪昆湘潭段养护工程缺陷责任期巡查' }, true, [DEPT]),
  travel('lina', { travellers: 'lina', type: 'bidding', destination: '南宁', start: '2026-09-08', end: '2026-09-10', transport: 'plane', cost: 4_500,
    reason: '广西贵港至隆安高速公路试验检测项目投标开标' }, true, [DEPT]),
  travel('wangpeng', { travellers: 'wangpeng,zhaoqiang', type: 'inspection', project: 'p01', destination: '石家庄—邢台', start: '2026-10-12', end: '2026-10-23',
    transport: 'plane,official_car', cost: 16_800, loan: 5_000, reason: '京港澳改扩建路面底基层试验段检测与交工前测量' }, true, [DEPT, FGLD, ZJL, LOAN(5_000)]),
  travel('zhaoqiang', { travellers: 'zhaoqiang', type: 'inspection', project: 'p01', destination: '石家庄—保定', start: '2026-11-30', end: '2026-12-04',
    transport: 'plane,official_car', cost: 5_600, reason: '京港澳改扩建交工验收前桥梁线形复测' }, true, [DEPT, FGLD]),
  // 审批中: at 部门负责人
  travel('lina', { travellers: 'lina', type: 'bidding', destination: '郴州', start: '2026-12-03', end: '2026-12-04', transport: 'hsr', cost: 1_300,
    reason: '郴州至资兴高速公路施工监理项目开标' }, true, []),
  // at 分管领导
  travel('wangpeng', { travellers: 'wangpeng', type: 'inspection', project: 'p01', destination: '石家庄', start: '2026-12-07', end: '2026-12-18', transport: 'plane', cost: 9_800,
    reason: '京港澳改扩建冬季施工期间工地试验室驻场检测' }, true, [DEPT]),
  // at 总经理
  travel('zhaoqiang', { travellers: 'zhaoqiang', type: 'inspection', project: 'p01', destination: '石家庄—保定', start: '2026-12-08', end: '2026-12-17', transport: 'plane',
    cost: 8_600, reason: '京港澳改扩建交工验收测量资料整理与现场核对' }, true, [DEPT, FGLD]),
  // at 财务部借款审核
  travel('lina', { travellers: 'lina', type: 'meeting', destination: '北京', start: '2026-12-09', end: '2026-12-11', transport: 'plane', cost: 5_200, loan: 3_000,
    reason: '参加交通运输部公路工程监理行业年会' }, true, [DEPT]),
  // 退回: 分管领导 sends it back to 部门负责人
  travel('wangpeng', { travellers: 'wangpeng', type: 'training', destination: '广州', start: '2026-12-14', end: '2026-12-18', transport: 'hsr', cost: 4_100,
    reason: '桥梁智能检测技术培训班' }, true, [DEPT, ['sunlihua', 'return', '请附培训通知并说明与年度培训计划的关系', { targetNode: 'Task_DeptLeader' }]]),
  // 已驳回
  travel('zhaoqiang', { travellers: 'zhaoqiang', type: 'inspection', project: 'p01', destination: '邯郸', start: '2026-09-21', end: '2026-09-30', transport: 'hsr', cost: 6_000,
    reason: '京港澳改扩建邯郸段测量复核' }, true, [DEPT, ['sunlihua', 'reject', '与国庆假期衔接且邯郸段不在本合同段，请调整']]),
  travel('lina', { travellers: 'lina', type: 'business', destination: '上海', start: '2026-10-19', end: '2026-10-21', transport: 'hsr', cost: 3_600,
    reason: '拜访上海城投公路投资（集团）有限公司' }, true, [['fengtao', 'reject', '该客户已由集团市场部统一对接，无需单独出差']]),
  travel('wangpeng', { travellers: 'wangpeng', type: 'meeting', destination: '杭州', start: '2026-11-09', end: '2026-11-18', transport: 'plane', cost: 11_200,
    reason: '全国交通工程试验检测技术交流会及浙江项目考察' }, true, [DEPT, FGLD, ['zhoujianguo', 'reject', '会议仅两天，考察部分不予安排，请按会期重新申请']]),
  // 已撤回
  travel('zhaoqiang', { travellers: 'zhaoqiang', type: 'other', destination: '长沙—岳阳', start: '2026-11-26', end: '2026-11-27', transport: 'official_car', cost: 500,
    reason: '岳阳仪器检定站送检全站仪' }, true, [['zhaoqiang', 'withdraw', '改为快递送检，行程取消']]),
  travel('lina', { travellers: 'lina', type: 'bidding', destination: '昆明', start: '2026-12-15', end: '2026-12-16', transport: 'plane', cost: 3_800,
    reason: '云南临沧至清水河高速公路施工监理项目开标' }, true, [['lina', 'withdraw', '招标文件变更，开标延期']]),
  // 草稿
  travel('wangpeng', { travellers: 'wangpeng', type: 'training', destination: '西安', start: '2027-01-11', end: '2027-01-15', transport: 'hsr', cost: 4_000,
    reason: '长安大学公路试验检测新规范宣贯培训' }, false, []),
  travel('lina', { travellers: 'lina', type: 'business', project: 'p06', destination: '北京', start: '2027-01-06', end: '2027-01-07', transport: 'plane', cost: 3_500,
    reason: '京雄智慧交通咨询成果汇报' }, false, []),
];

/** The 出差申请单号 a demo trip receives (the numbering counts trips in the order above, this year). */
export function travelNo(destination: string, start: string): string {
  const index = demoTravels.findIndex((d) => d.record.destination === destination && d.record.startDate === start);
  if (index < 0) throw new Error(`演示出差申请不存在：${destination} ${start}`);
  return `CC-${new Date().getFullYear()}-${String(index + 1).padStart(4, '0')}`;
}
