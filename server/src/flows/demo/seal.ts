import type { DemoApproval } from './demo-types';

const PEOPLE: Record<string, [name: string, depart: string, phone: string]> = {
  lina: ['李娜', '经营管理部', '13800000004'],
  wangpeng: ['王鹏', '工程技术部', '13800000015'],
  zhaoqiang: ['赵强', '工程技术部', '13800000016'],
};

const seal = (applicant: string, docCategory: string, docName: string, sealType: string, useMethod: string, copies: number, pagesPerCopy: number,
  sendTo: string, reason: string, extra: Record<string, unknown> = {}) => {
  const [applicantName, departName, contactPhone] = PEOPLE[applicant];
  return {
    page: 'flow/seal', applicant,
    record: { applicantName, departName, contactPhone, docCategory, docName, sealType, useMethod, copies, pagesPerCopy, sendTo, takeOut: '0', reason, ...extra },
  };
};
const contract = (contractNo: string, contractName: string) => ({ contractNo, contractName });
const outside = (takeOutStart: string, takeOutEnd: string, takeOutPlace: string) => ({ takeOut: '1', takeOutStart, takeOutEnd, takeOutPlace });

/** The seal keeper (综合办) records the stamping, and a taken-out seal's return. */
const stamped = (stampTime: string, keeperRemark?: string, sealReturnTime?: string) =>
  ({ values: { stampTime, stampedBy: 'huanglei', ...(keeperRemark ? { keeperRemark } : {}), ...(sealReturnTime ? { sealReturnTime } : {}) } });

/** 华通公路's seal requests in every state: bids and contracts through the company leaders (或签), certificates and reports straight to the keeper. */
export const demoSeals: DemoApproval[] = [
  { ...seal('lina', 'bid', '岳阳至望城高速公路施工监理JL2合同段投标文件', 'official,legal', 'stamp,cross,sign', 5, 240, '湖南省公共资源交易中心',
    '投标文件正本1份、副本4份，6月9日开标'), submit: true,
    steps: [['fengtao', 'approve', '技术标已复核'], ['sunlihua', 'approve', '同意'], ['huanglei', 'approve', '已盖章', stamped('2026-06-05 16:20:00', '公章、法人章、骑缝章，共5份')]] },
  { ...seal('lina', 'contract', '沪昆高速公路湘潭段养护工程咨询合同补充协议（一）', 'contract,legal', 'stamp,cross', 4, 6, '湖南省高速公路集团有限公司',
    '补充协议已经业主盖章，我方盖章后返回一份', { ...contract('HT-2026-002-BC01', '沪昆高速公路湘潭段养护工程咨询合同补充协议（一）'), relatedProject: 'p02' }), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['zhoujianguo', 'approve', '同意'], ['huanglei', 'approve', '已盖章', stamped('2026-03-18 10:05:00')]] },
  { ...seal('wangpeng', 'report', '沪昆高速湘潭段养护工程2026年第一季度试验检测报告', 'lab', 'stamp,cross', 3, 86, '湖南省高速公路集团有限公司',
    '季度检测报告报送业主', { relatedProject: 'p02' }), submit: true,
    steps: [['fengtao', 'approve', '报告已审核'], ['huanglei', 'approve', '已盖章', stamped('2026-04-08 15:30:00')]] },
  { ...seal('zhaoqiang', 'certificate', '赵强在职及收入证明（办理住房公积金贷款）', 'official', 'stamp', 1, 1, '长沙住房公积金管理中心', '办理住房公积金贷款'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '已盖章', stamped('2026-04-22 09:40:00')]] },
  { ...seal('lina', 'contract', 'G4京港澳高速公路改扩建工程施工监理合同', 'contract,legal', 'stamp,cross,sign', 8, 42, '河北省高速公路建设管理局',
    '中标后签订监理合同，正本4份副本4份', { ...contract('HT-2026-001', 'G4京港澳高速公路改扩建工程施工监理合同'), relatedProject: 'p01' }), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'approve', '合同已经法务审核，同意'], ['huanglei', 'approve', '已盖章', stamped('2026-01-10 14:00:00', '合同章、法人章、骑缝章')]] },
  { ...seal('lina', 'bid', '株洲至醴陵高速公路施工监理资格审查申请文件（现场递交）', 'official', 'stamp', 1, 1, '株洲市公共资源交易中心',
    '资格审查现场需在授权委托书原件上加盖公章', outside('2026-08-20 08:00:00', '2026-08-20 18:00:00', '株洲市公共资源交易中心')), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['zhoujianguo', 'approve', '同意，专人保管当天归还'], ['huanglei', 'approve', '公章已交李娜携带', stamped('2026-08-20 07:50:00', '外带公章一枚', '2026-08-20 17:35:00')]] },
  { ...seal('wangpeng', 'letter', '关于京港澳高速改扩建项目驻地办试验人员变更的函', 'official', 'stamp', 2, 2, '河北省高速公路建设管理局',
    '试验工程师变更报建设单位备案', { relatedProject: 'p01' }), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '已盖章', stamped('2026-05-14 11:20:00')]] },
  { ...seal('zhaoqiang', 'report', '京港澳高速改扩建工程控制测量复测成果报告', 'official,practice', 'stamp,sign', 4, 58, '河北省高速公路建设管理局',
    '复测成果报建设单位审批', { relatedProject: 'p01' }), submit: true,
    steps: [['fengtao', 'approve', '成果已复核'], ['huanglei', 'approve', '已盖章', stamped('2026-06-30 16:10:00')]] },
  { ...seal('lina', 'other', '华通公路2026年度资信证明材料（营业执照、资质证书、社保证明复印件）', 'official', 'stamp', 10, 12, '投标资料库',
    '年度投标资信材料更新'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '已盖章', stamped('2026-07-03 10:00:00', '复印件已加盖公章')]] },
  { ...seal('wangpeng', 'report', '京港澳高速改扩建项目监理月报（2026年9月）', 'official,practice', 'stamp,sign', 3, 64, '河北省高速公路建设管理局',
    '月报报送建设单位', { relatedProject: 'p01' }), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '已盖章', stamped('2026-10-09 15:00:00')]] },
  { ...seal('zhaoqiang', 'certificate', '赵强注册测绘师执业业绩证明', 'official', 'stamp', 1, 3, '湖南省自然资源厅', '注册测绘师延续注册'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '已盖章', stamped('2026-10-27 09:30:00')]] },
  { ...seal('lina', 'contract', '试验检测设备租赁合同', 'contract', 'stamp,cross', 2, 8, '长沙精测仪器租赁有限公司',
    '租赁全站仪两台用于京港澳改扩建项目', { ...contract('ZC-2026-0012', '试验检测设备租赁合同'), relatedProject: 'p01' }), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['zhoujianguo', 'reject', '合同付款条款未经法务审核，审核后再申请用印']] },
  { ...seal('wangpeng', 'certificate', '王鹏个人收入证明（签证用）', 'official', 'stamp', 1, 1, '签证中心', '办理出国旅游签证'), submit: true,
    steps: [['fengtao', 'reject', '个人收入证明由人事部门统一出具，请向综合办公室人事专员申请']] },
  { ...seal('zhaoqiang', 'letter', '关于沪昆高速湘潭段边坡监测频率调整的建议函', 'official', 'stamp', 2, 3, '湖南省高速公路集团有限公司',
    '根据监测数据建议调整监测频率', { relatedProject: 'p02' }), submit: true,
    steps: [['zhaoqiang', 'withdraw', '建议函尚未定稿，撤回修改']] },
  { ...seal('lina', 'bid', '益阳至娄底高速公路施工监理JL1合同段投标文件', 'official,legal', 'stamp,cross,sign', 5, 268, '湖南省公共资源交易中心',
    '投标文件正本1份、副本4份，12月8日开标'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'return', '业绩表中京雄项目的合同金额与资信库不一致，请部门复核后再报', { targetNode: 'Task_DeptLeader' }]] },
  { ...seal('wangpeng', 'report', '京港澳高速改扩建项目监理月报（2026年11月）', 'official,practice', 'stamp,sign', 3, 70, '河北省高速公路建设管理局',
    '月报报送建设单位', { relatedProject: 'p01' }), submit: true, steps: [] },
  { ...seal('lina', 'bid', '衡南至祁东公路改扩建工程全过程咨询投标文件', 'official,legal', 'stamp,cross,sign', 4, 196, '衡阳市公共资源交易中心',
    '投标文件正本1份、副本3份，12月11日开标'), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...seal('zhaoqiang', 'other', '测量仪器检定委托书', 'official', 'stamp', 2, 1, '湖南省计量检测研究院',
    '送检现场需在委托书上加盖公章', outside('2026-11-30 09:00:00', '2026-11-30 17:00:00', '湖南省计量检测研究院')), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...seal('lina', 'certificate', '营业执照副本复印件（开立银行账户）', 'official', 'stamp', 3, 1, '中国建设银行长沙岳麓支行', '开立京港澳项目专用账户'), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...seal('wangpeng', 'contract', '京港澳改扩建驻地办房屋租赁合同', 'contract', 'stamp,cross', 2, 5, '石家庄市鹿泉区宏达物业管理有限公司',
    '驻地办续租一年', { ...contract('ZC-2026-0021', '京港澳改扩建驻地办房屋租赁合同'), relatedProject: 'p01' }), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['zhoujianguo', 'approve', '同意']] },
  { ...seal('lina', 'bid', '常德至安化高速公路施工监理投标文件', 'official,legal', 'stamp,cross,sign', 5, 250, '湖南省公共资源交易中心', '12月下旬开标，标书编制中'),
    submit: false, steps: [] },
  { ...seal('wangpeng', 'report', '京港澳高速改扩建项目2026年度监理工作总结', 'official,practice', 'stamp,sign', 3, 40, '河北省高速公路建设管理局', '年度总结报送建设单位',
    { relatedProject: 'p01' }), submit: false, steps: [] },
];
