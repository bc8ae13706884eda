import type { DemoApproval, DemoStep } from './demo-types';
import { travelNo } from './travel';

const PEOPLE: Record<string, [name: string, phone: string, idNo: string]> = {
  lina: ['李娜', '13800000004', '430104198703152046'], wangpeng: ['王鹏', '13800000015', '430111199104281835'],
  zhaoqiang: ['赵强', '13800000016', '430181199308070617'],
};

interface Flight {
  /** The trip: its destination and start, as in demo/travel.ts. */
  trip: [destination: string, start: string];
  from: string;
  to: string;
  date: string;
  back?: string;
  pref: string;
  cabin?: string;
  cabinReason?: string;
  price: number;
  reason: string;
}

const ticket = (applicant: string, f: Flight, submit: boolean, steps: DemoStep[]): DemoApproval => {
  const [applicantName, contactPhone, idNo] = PEOPLE[applicant];
  return {
    page: 'flow/ticket', applicant, submit, steps,
    record: {
      applicantName, contactPhone, departName: '工程技术部', applyDate: new Date(Date.parse(f.date) - 4 * 86_400_000).toISOString().slice(0, 10),
      travelApplyNo: travelNo(...f.trip), passenger: applicant, idNo, tripType: f.back ? 'round' : 'oneway', fromCity: f.from, toCity: f.to,
      flightDate: f.date, returnDate: f.back ?? null, flightPref: f.pref, cabin: f.cabin ?? 'economy', cabinReason: f.cabinReason ?? null,
      ticketPrice: f.price, bookChannel: 'platform', reason: f.reason,
    },
  };
};

const DEPT: DemoStep = ['fengtao', 'approve', '同意'];
const BOOK = (ticketNo: string, actualPrice: number): DemoStep => ['huanglei', 'approve', '已出票', { values: { ticketNo, actualPrice } }];

/** 华通公路's plane tickets, each for a demo trip (an approved one, but for the few refused for that reason). */
export const demoTickets: DemoApproval[] = [
  // 已通过
  ticket('lina', { trip: ['贵阳', '2026-03-10'], from: '长沙', to: '贵阳', date: '2026-03-10', back: '2026-03-12', pref: '上午航班', price: 1_280,
    reason: '都安高速JL2标开标' }, true, [DEPT, BOOK('784-2112345601', 1_160)]),
  ticket('wangpeng', { trip: ['石家庄—保定', '2026-03-16'], from: '长沙', to: '石家庄', date: '2026-03-16', pref: 'CZ3167 08:15', price: 1_050,
    reason: '京港澳工地试验室季度检查（去程）' }, true, [DEPT, BOOK('784-2112345702', 980)]),
  ticket('wangpeng', { trip: ['石家庄—保定', '2026-03-16'], from: '北京大兴', to: '长沙', date: '2026-03-20', pref: '下午航班', price: 1_190,
    reason: '京港澳工地试验室季度检查（返程，保定经大兴机场）' }, true, [DEPT, BOOK('781-2112346025', 1_090)]),
  ticket('zhaoqiang', { trip: ['石家庄', '2026-04-13'], from: '长沙', to: '石家庄', date: '2026-04-13', back: '2026-04-24', pref: '上午航班', price: 2_100,
    reason: '京港澳控制网复测' }, true, [DEPT, BOOK('784-2112347310', 1_860)]),
  ticket('lina', { trip: ['北京', '2026-05-19'], from: '长沙', to: '北京', date: '2026-05-19', back: '2026-05-21', pref: 'CA1350 09:30', cabin: 'business',
    cabinReason: '随同总经理参会，会前须在航班上准备汇报材料', price: 8_600, reason: '全国公路建设市场信用评价工作会' },
  true, [DEPT, ['zhoujianguo', 'approve', '同意，仅限本次'], BOOK('999-2112348844', 8_240)]),
  ticket('lina', { trip: ['北京—雄安', '2026-06-15'], from: '长沙', to: '北京', date: '2026-06-15', pref: '上午航班', price: 1_420,
    reason: '京雄智慧交通二期合同洽谈（去程，返程乘高铁）' }, true, [DEPT, BOOK('999-2112349157', 1_310)]),
  // 已驳回 (then asked again in economy, below)
  ticket('lina', { trip: ['南宁', '2026-09-08'], from: '长沙', to: '南宁', date: '2026-09-08', back: '2026-09-10', pref: '上午航班', cabin: 'first',
    cabinReason: '经济舱已满', price: 5_800, reason: '贵隆高速检测项目开标' }, true, [DEPT, ['zhoujianguo', 'reject', '不符合差旅标准，请改订经济舱或调整航班']]),
  // 已通过
  ticket('lina', { trip: ['南宁', '2026-09-08'], from: '长沙', to: '南宁', date: '2026-09-08', back: '2026-09-10', pref: '上午航班', price: 1_560,
    reason: '贵隆高速检测项目开标（改订经济舱）' }, true, [DEPT, BOOK('784-2112352208', 1_420)]),
  ticket('wangpeng', { trip: ['石家庄—邢台', '2026-10-12'], from: '长沙', to: '石家庄', date: '2026-10-12', back: '2026-10-23', pref: 'CZ3167 08:15', price: 2_060,
    reason: '京港澳底基层试验段检测' }, true, [DEPT, BOOK('784-2112355630', 1_880)]),
  ticket('zhaoqiang', { trip: ['石家庄—邢台', '2026-10-12'], from: '长沙', to: '石家庄', date: '2026-10-12', back: '2026-10-23', pref: 'CZ3167 08:15', price: 2_060,
    reason: '京港澳交工前测量（与王鹏同行）' }, true, [DEPT, BOOK('784-2112355631', 1_880)]),
  // 审批中: at 综合办订票
  ticket('zhaoqiang', { trip: ['石家庄—保定', '2026-11-30'], from: '长沙', to: '石家庄', date: '2026-11-30', pref: 'CZ3167 08:15', price: 1_080,
    reason: '京港澳桥梁线形复测（去程）' }, true, [DEPT]),
  // at 部门负责人
  ticket('zhaoqiang', { trip: ['石家庄—保定', '2026-11-30'], from: '北京大兴', to: '长沙', date: '2026-12-04', pref: '下午航班', price: 1_150,
    reason: '京港澳桥梁线形复测（返程）' }, true, []),
  // at 总经理 (公务舱)
  ticket('lina', { trip: ['北京', '2026-12-09'], from: '长沙', to: '北京', date: '2026-12-09', pref: 'CA1350 09:30', cabin: 'business',
    cabinReason: '随同集团领导出席年会并作交流发言', price: 4_300, reason: '公路工程监理行业年会（去程）' }, true, [DEPT]),
  // 退回: 综合办 sends it back to 部门负责人 while the trip is still in approval
  ticket('wangpeng', { trip: ['石家庄', '2026-12-07'], from: '长沙', to: '石家庄', date: '2026-12-07', back: '2026-12-18', pref: '上午航班', price: 2_180,
    reason: '京港澳冬季驻场检测' }, true, [DEPT, ['huanglei', 'return', '关联出差申请尚在分管领导审批中，待通过后再订票', { targetNode: 'Task_DeptLeader' }]]),
  // 已驳回
  ticket('zhaoqiang', { trip: ['石家庄—保定', '2026-12-08'], from: '长沙', to: '石家庄', date: '2026-12-08', pref: '上午航班', price: 1_080,
    reason: '京港澳交工测量资料核对' }, true, [['fengtao', 'reject', '关联出差申请尚未审批通过，暂不订票']]),
  ticket('wangpeng', { trip: ['武汉', '2026-07-06'], from: '长沙', to: '武汉', date: '2026-07-06', pref: '上午航班', price: 780,
    reason: '试验检测师继续教育' }, true, [['fengtao', 'reject', '出差申请交通工具为高铁，长沙至武汉不予订机票']]),
  // 已撤回
  ticket('lina', { trip: ['北京—雄安', '2026-06-15'], from: '北京大兴', to: '长沙', date: '2026-06-18', pref: '晚间航班', price: 1_380,
    reason: '京雄二期合同洽谈（返程）' }, true, [['lina', 'withdraw', '返程改乘高铁']]),
  ticket('zhaoqiang', { trip: ['石家庄', '2026-04-13'], from: '长沙', to: '石家庄', date: '2026-04-13', pref: '上午航班', price: 1_050,
    reason: '京港澳控制网复测' }, true, [['zhaoqiang', 'withdraw', '与往返票重复申请']]),
  // 草稿
  ticket('lina', { trip: ['北京', '2026-12-09'], from: '北京首都', to: '长沙', date: '2026-12-11', pref: '下午航班', price: 1_460,
    reason: '公路工程监理行业年会（返程）' }, false, []),
  ticket('wangpeng', { trip: ['广州', '2026-12-14'], from: '长沙', to: '广州', date: '2026-12-14', pref: '上午航班', price: 860,
    reason: '桥梁智能检测技术培训（出差申请退回修改中）' }, false, []),
  ticket('zhaoqiang', { trip: ['石家庄—保定', '2026-12-08'], from: '北京大兴', to: '长沙', date: '2026-12-17', pref: '下午航班', price: 1_150,
    reason: '京港澳交工测量资料核对（返程）' }, false, []),
];
