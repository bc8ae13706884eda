import type { DemoApproval, DemoStep } from './demo-types';

const PEOPLE: Record<string, [name: string, phone: string]> = {
  lina: ['李娜', '13800000004'], wangpeng: ['王鹏', '13800000015'], zhaoqiang: ['赵强', '13800000016'],
};
const P01 = ['p01', 'G4京港澳高速公路改扩建工程施工监理'] as const;

interface Facility {
  type: 'purchase' | 'repair' | 'lease' | 'scrap' | 'transfer';
  category: string;
  name: string;
  spec?: string;
  quantity: number;
  unit?: string;
  unitPrice: number;
  asset?: string;
  transferTo?: string;
  project?: boolean;
  location: string;
  supplier?: string;
  applyDate: string;
  reason: string;
}

const facility = (applicant: string, f: Facility, submit: boolean, steps: DemoStep[]): DemoApproval => {
  const [applicantName, contactPhone] = PEOPLE[applicant];
  return {
    page: 'flow/facility', applicant, submit, steps,
    record: {
      applicantName, contactPhone, departName: '工程技术部', applyDate: f.applyDate, applyType: f.type, facilityCategory: f.category, facilityName: f.name,
      specModel: f.spec ?? null, quantity: f.quantity, unit: f.unit ?? '台', unitPrice: f.unitPrice, totalBudget: f.unitPrice * f.quantity,
      isFixedAsset: f.unitPrice >= 5000 || f.type === 'scrap' ? '1' : '0', assetNo: f.asset ?? null, transferTo: f.transferTo ?? null,
      relatedProjectId: f.project ? P01[0] : null, projectName: f.project ? P01[1] : null, useLocation: f.location, supplier: f.supplier ?? null,
      needDate: new Date(Date.parse(f.applyDate) + 15 * 86_400_000).toISOString().slice(0, 10), reason: f.reason,
    },
  };
};

const DEPT: DemoStep = ['fengtao', 'approve', '确有需要，同意'];
const ADMIN = (appraisal: string): DemoStep => ['huanglei', 'approve', '同意', { values: { appraisal } }];
const FGLD: DemoStep = ['sunlihua', 'approve', '同意'];
const ZJL: DemoStep = ['zhoujianguo', 'approve', '同意，按采购制度比价'];
const WRITEOFF: DemoStep = ['wufang', 'approve', '已办理资产核销，残值收入入账'];

/** 华通公路's facility requests: purchases under and over 5万/20万, repairs, a lease, scrappings and a transfer, in every state. */
export const demoFacilities: DemoApproval[] = [
  // 已通过
  facility('wangpeng', { type: 'purchase', category: 'testing', name: '数显式混凝土回弹仪', spec: 'HT-225W', quantity: 4, unitPrice: 3_800, project: true,
    location: '京港澳项目1驻地办工地试验室', supplier: '天津路达试验仪器制造有限公司', applyDate: '2026-03-02', reason: '桥梁下部结构混凝土强度抽检，现有回弹仪检定到期' },
  true, [DEPT, ADMIN('库存无同型号设备，同意购置，到货后送检定')]),
  facility('zhaoqiang', { type: 'purchase', category: 'survey', name: '全站仪', spec: '2″级 测距精度1.5mm+2ppm', quantity: 1, unitPrice: 68_000, project: true,
    location: '京港澳项目测量组', supplier: '湖南星沙测绘仪器有限公司', applyDate: '2026-03-09', reason: '控制网复测需增加一台2″级全站仪' },
  true, [DEPT, ADMIN('已比价三家，建议按最低价采购'), FGLD]),
  facility('wangpeng', { type: 'purchase', category: 'testing', name: '沥青混合料车辙试验仪', spec: '全自动 60℃', quantity: 1, unitPrice: 236_000, project: true,
    location: '京港澳项目中心试验室', supplier: '天津路达试验仪器制造有限公司', applyDate: '2026-04-20', reason: '路面工程开工，合同要求监理试验室具备车辙试验能力' },
  true, [DEPT, ADMIN('合同要求配置，已列入年度设备购置计划'), FGLD, ZJL]),
  facility('lina', { type: 'purchase', category: 'office', name: '彩色激光多功能一体机', spec: 'A3 幅面 双面打印扫描', quantity: 2, unitPrice: 6_800,
    location: '公司本部经营管理部', supplier: '长沙天心区博文办公设备有限公司', applyDate: '2026-05-11', reason: '投标文件打印量大，现有打印机故障频繁' },
  true, [DEPT, ADMIN('同意，旧设备交回综合办')]),
  facility('zhaoqiang', { type: 'repair', category: 'survey', name: 'GNSS接收机', spec: '双频 RTK', quantity: 1, unitPrice: 3_200, asset: 'GZ-2022-0088', project: true,
    location: '京港澳项目测量组', supplier: '湖南星沙测绘仪器有限公司', applyDate: '2026-06-08', reason: '主机电台模块故障，无法接收差分信号' },
  true, [DEPT, ADMIN('维修报价合理，同意送修')]),
  facility('wangpeng', { type: 'scrap', category: 'testing', name: '电液伺服万能试验机', spec: 'WAW-600B', quantity: 1, unitPrice: 0, asset: 'GZ-2014-0021', project: true,
    location: '京港澳项目中心试验室', applyDate: '2026-06-22', reason: '使用12年，液压系统老化，检定不合格且无维修价值' },
  true, [DEPT, ADMIN('经计量检定所检定不合格，维修费用超过原值50%，同意报废'), FGLD, WRITEOFF]),
  facility('wangpeng', { type: 'lease', category: 'camp', name: '驻地活动板房', spec: '双层 3.6m×6m', quantity: 12, unit: '间', unitPrice: 8_000, project: true,
    location: '京港澳项目1驻地办', supplier: '石家庄鹿泉区宏泰物业管理有限公司', applyDate: '2026-07-06', reason: '路面标段进场，监理人员增加，驻地宿舍不足（租期一年）' },
  true, [DEPT, ADMIN('已核对驻地人员编制，同意租赁12间'), FGLD]),
  facility('lina', { type: 'transfer', category: 'it', name: '笔记本电脑', spec: '14英寸 i5/16G/512G', quantity: 2, unitPrice: 5_600, asset: 'GZ-2023-0412',
    transferTo: '京港澳项目1驻地办', location: '公司本部', applyDate: '2026-08-17', reason: '经营部闲置笔记本调拨项目部用于内业资料' },
  true, [DEPT, ADMIN('已办理资产卡片变更')]),
  facility('zhaoqiang', { type: 'purchase', category: 'survey', name: '电子水准仪', spec: '0.3mm/km', quantity: 1, unitPrice: 32_000, project: true,
    location: '京港澳项目测量组', supplier: '湖南星沙测绘仪器有限公司', applyDate: '2026-09-14', reason: '桥梁沉降观测精度要求提高' },
  true, [DEPT, ADMIN('同意，到货后检定')]),
  // 审批中: at 部门负责人
  facility('wangpeng', { type: 'purchase', category: 'testing', name: '标准养护室温湿度自动控制系统', quantity: 1, unit: '套', unitPrice: 28_500, project: true,
    location: '京港澳项目工地试验室', supplier: '沧州冀路试验仪器有限公司', applyDate: '2026-11-23', reason: '冬季施工，养护室温湿度须自动控制并留存记录' },
  true, []),
  // at 综合办审核
  facility('zhaoqiang', { type: 'purchase', category: 'survey', name: '无人机航测系统', spec: '四旋翼 RTK 2000万像素', quantity: 1, unit: '套', unitPrice: 86_000, project: true,
    location: '京港澳项目测量组', supplier: '长沙天翼航测科技有限公司', applyDate: '2026-11-20', reason: '高边坡及取弃土场巡查与土方量复核' },
  true, [DEPT]),
  // at 分管领导
  facility('wangpeng', { type: 'purchase', category: 'camp', name: '驻地监控及门禁系统', quantity: 1, unit: '套', unitPrice: 62_000, project: true,
    location: '京港澳项目1驻地办', supplier: '石家庄安视达电子工程有限公司', applyDate: '2026-11-16', reason: '驻地及试验室安防，建设单位标准化检查要求' },
  true, [DEPT, ADMIN('符合驻地标准化要求，已比价两家')]),
  // at 总经理
  facility('lina', { type: 'purchase', category: 'it', name: '视频会议系统', spec: '会议室终端+MCU', quantity: 1, unit: '套', unitPrice: 218_000,
    location: '公司本部及三个项目部', supplier: '湖南华讯通信技术有限公司', applyDate: '2026-11-10', reason: '公司与各项目部远程例会、视频检查' },
  true, [DEPT, ADMIN('已列入信息化年度预算'), FGLD]),
  // at 财务部资产核销
  facility('wangpeng', { type: 'scrap', category: 'testing', name: '水泥胶砂振实台', spec: 'ZS-15', quantity: 1, unitPrice: 0, asset: 'GZ-2015-0107', project: true,
    location: '京港澳项目工地试验室', applyDate: '2026-11-09', reason: '台面变形，振幅超差，检定不合格' },
  true, [DEPT, ADMIN('检定不合格，同意报废'), FGLD]),
  // 退回: 综合办 sends it back to 部门负责人
  facility('zhaoqiang', { type: 'repair', category: 'survey', name: '全站仪', spec: '2″级', quantity: 1, unitPrice: 4_600, asset: 'GZ-2019-0052', project: true,
    location: '京港澳项目测量组', supplier: '湖南星沙测绘仪器有限公司', applyDate: '2026-11-18', reason: '补偿器故障，测角超限' },
  true, [DEPT, ['huanglei', 'return', '维修报价偏高，请补充两家比价后再报', { targetNode: 'Task_DeptLeader' }]]),
  // 已驳回
  facility('lina', { type: 'purchase', category: 'office', name: '办公桌椅', spec: '1.4m 职员桌+椅', quantity: 10, unit: '套', unitPrice: 1_800,
    location: '公司本部经营管理部', supplier: '长沙雨花区华美家具有限公司', applyDate: '2026-09-07', reason: '经营部办公室调整' },
  true, [DEPT, ['huanglei', 'reject', '公司仓库有闲置办公家具，请先调拨使用']]),
  facility('wangpeng', { type: 'purchase', category: 'testing', name: '数显式混凝土回弹仪', spec: 'HT-225W', quantity: 2, unitPrice: 3_800, project: true,
    location: '京港澳项目工地试验室', applyDate: '2026-10-12', reason: '增加回弹检测频次' },
  true, [['fengtao', 'reject', '项目部现有4台回弹仪均在检定有效期内，可满足需要']]),
  facility('zhaoqiang', { type: 'lease', category: 'camp', name: '驻地宿舍扩租', quantity: 8, unit: '间', unitPrice: 15_000, project: true,
    location: '京港澳项目1驻地办', supplier: '石家庄鹿泉区宏泰物业管理有限公司', applyDate: '2026-10-26', reason: '冬季施工人员增加' },
  true, [DEPT, ADMIN('已核对人员编制'), ['sunlihua', 'reject', '主体工程预计明年3月交工，不宜新增一年期租赁，请协调现有宿舍']]),
  // 已撤回
  facility('lina', { type: 'purchase', category: 'it', name: '便携式投影仪', quantity: 1, unitPrice: 4_200, location: '公司本部经营管理部', applyDate: '2026-10-30',
    reason: '投标述标演示' }, true, [['lina', 'withdraw', '综合办有可借用的投影仪']]),
  facility('zhaoqiang', { type: 'repair', category: 'survey', name: '电子水准仪', quantity: 1, unitPrice: 1_500, asset: 'GZ-2026-0031', project: true,
    location: '京港澳项目测量组', applyDate: '2026-11-13', reason: '显示屏不亮' }, true, [['zhaoqiang', 'withdraw', '更换电池后恢复正常']]),
  // 草稿
  facility('wangpeng', { type: 'purchase', category: 'testing', name: '钢筋保护层厚度测定仪', quantity: 2, unitPrice: 9_800, project: true,
    location: '京港澳项目工地试验室', applyDate: '2026-11-25', reason: '桥梁钢筋保护层厚度抽检' }, false, []),
  facility('lina', { type: 'purchase', category: 'office', name: '碎纸机', spec: '5级保密', quantity: 1, unitPrice: 1_600, location: '公司本部经营管理部',
    applyDate: '2026-11-25', reason: '投标及合同资料保密销毁' }, false, []),
];
