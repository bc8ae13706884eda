import type { DemoApproval, DemoStep } from './demo-types';

const PEOPLE: Record<string, [name: string, phone: string]> = {
  lina: ['李娜', '13800000004'], wangpeng: ['王鹏', '13800000015'], zhaoqiang: ['赵强', '13800000016'],
};
const PROJECTS: Record<string, string> = {
  p01: 'G4京港澳高速公路改扩建工程施工监理', p02: '沪昆高速公路湘潭段养护工程咨询', p06: '京雄高速公路智慧交通咨询',
};

interface Payment {
  payType: string;
  project?: string;
  payee: [name: string, bank: string, account: string];
  contract?: [no: string, name: string, amount: number, paid: number];
  payAmount: number;
  invoiceStatus: string;
  payMethod?: string;
  budgetSubject: string;
  applyDate: string;
  planPayDate: string;
  reason: string;
}

const payment = (applicant: string, p: Payment, submit: boolean, steps: DemoStep[]): DemoApproval => {
  const [applicantName, contactPhone] = PEOPLE[applicant];
  return {
    page: 'flow/payment', applicant, submit, steps,
    record: {
      applicantName, contactPhone, departName: '工程技术部',
      applyDate: p.applyDate, payType: p.payType, relatedProjectId: p.project ?? null, projectName: p.project ? PROJECTS[p.project] : null,
      payeeName: p.payee[0], payeeBank: p.payee[1], payeeAccount: p.payee[2],
      ...(p.contract ? { contractNo: p.contract[0], contractName: p.contract[1], contractAmount: p.contract[2], paidAmount: p.contract[3] } : {}),
      payAmount: p.payAmount, invoiceStatus: p.invoiceStatus, payMethod: p.payMethod ?? 'transfer', budgetSubject: p.budgetSubject,
      planPayDate: p.planPayDate, reason: p.reason,
    },
  };
};

// Payees and the expenditure contracts behind them.
const RENT = ['石家庄鹿泉区宏泰物业管理有限公司', '中国工商银行石家庄鹿泉支行', '0402028109300123456'] as const;
const TESTING = ['河北冀交工程检测技术有限公司', '中国建设银行石家庄裕华支行', '13050161520800001876'] as const;
const SURVEY = ['湖南星沙测绘仪器有限公司', '长沙银行星沙支行', '800012345678901'] as const;
const CARS = ['长沙顺达汽车租赁服务有限公司', '中国农业银行长沙芙蓉支行', '18054101040012345'] as const;
const LABOUR = ['河北冀通工程劳务有限公司', '河北银行石家庄长安支行', '06310120000567890'] as const;
const SOFTWARE = ['北京路桥通信息技术有限公司', '招商银行北京上地支行', '110908765410201'] as const;
const LAB = ['天津路达试验仪器制造有限公司', '中国银行天津西青支行', '275675432109'] as const;
const SMART = ['北京智行交通科技有限公司', '中信银行北京亦庄支行', '8110701012345678901'] as const;
const XIANGTAN = ['湘潭路安养护工程有限公司', '湘潭农村商业银行岳塘支行', '82010000001234567'] as const;
const TAX = ['国家税务总局长沙市芙蓉区税务局', '国家金库长沙市芙蓉区支库', '430102000000000001'] as const;
const BID = ['岳阳市公共资源交易中心', '中国建设银行岳阳南湖支行', '43050163620800000123'] as const;

const RENT_CONTRACT = ['ZC-2026-0004', '京港澳改扩建1驻地办公及生活用房租赁合同', 360_000, 90_000] as const;
const TESTING_CONTRACT = ['ZC-2026-0011', '京港澳改扩建第三方检测分包合同', 1_200_000, 360_000] as const;
const LAB_CONTRACT = ['ZC-2026-0015', '沥青混合料试验检测设备采购合同', 1_240_000, 0] as const;
const SMART_CONTRACT = ['ZC-2026-0009', '京雄高速智慧交通数据平台专项咨询分包合同', 2_680_000, 804_000] as const;
const XIANGTAN_CONTRACT = ['ZC-2025-0031', '沪昆湘潭段养护巡查劳务分包合同', 486_000, 388_800] as const;
const LABOUR_CONTRACT = ['ZC-2026-0007', '京港澳改扩建监理试验辅助劳务合同', 420_000, 210_000] as const;

const PAY = (date: string, voucher: string): DemoStep => ['wufang', 'approve', '已按计划付款', { values: { actualPayDate: date, voucherNo: voucher } }];
const DEPT: DemoStep = ['fengtao', 'approve', '情况属实，同意支付'];
const FIN: DemoStep = ['wufang', 'approve', '票据齐全，预算内，同意'];
const FGLD: DemoStep = ['sunlihua', 'approve', '同意'];

/** 华通公路's payments: under 10万, 10万–50万 and 50万 and above, in every state. */
export const demoPayments: DemoApproval[] = [
  // 已通过
  payment('wangpeng', { payType: 'contract', project: 'p01', payee: [...RENT], contract: [...RENT_CONTRACT], payAmount: 90_000, invoiceStatus: 'full',
    budgetSubject: 'rent', applyDate: '2026-04-02', planPayDate: '2026-04-10', reason: '1驻地办公及生活用房第二期租金（2026年4月—6月）' },
  true, [DEPT, FIN, PAY('2026-04-09', '记-2026-04-0032')]),
  payment('wangpeng', { payType: 'contract', project: 'p01', payee: [...TESTING], contract: [...TESTING_CONTRACT], payAmount: 240_000, invoiceStatus: 'full',
    budgetSubject: 'testing', applyDate: '2026-05-18', planPayDate: '2026-05-28', reason: '第三方检测分包第二期进度款（K38+000～K52+600 路基压实度、弯沉检测）' },
  true, [DEPT, FIN, FGLD, PAY('2026-05-27', '记-2026-05-0117')]),
  payment('lina', { payType: 'contract', project: 'p06', payee: [...SMART], contract: [...SMART_CONTRACT], payAmount: 804_000, invoiceStatus: 'full',
    budgetSubject: 'consulting', applyDate: '2026-06-08', planPayDate: '2026-06-20', reason: '智慧交通数据平台专项咨询分包第二期（中期成果通过评审）' },
  true, [DEPT, FIN, ['sunlihua', 'approve', '中期成果已评审通过，同意'], ['qianweidong', 'approve', '资金计划已安排'], ['zhoujianguo', 'approve', '同意，按合同付款'],
    PAY('2026-06-19', '记-2026-06-0088')]),
  payment('zhaoqiang', { payType: 'expense', project: 'p01', payee: ['赵强', '中国工商银行长沙韶山路支行', '6222021901001234567'], payAmount: 3_862.5, invoiceStatus: 'full',
    budgetSubject: 'travel', applyDate: '2026-03-23', planPayDate: '2026-03-27', reason: '3月京港澳项目复测差旅费报销（高铁票、住宿费）' },
  true, [['fengtao', 'approve', '同意报销'], ['wufang', 'approve', '住宿标准内，同意'], PAY('2026-03-26', '记-2026-03-0141')]),
  payment('wangpeng', { payType: 'imprest', project: 'p01', payee: ['王鹏', '中国建设银行长沙芙蓉支行', '6217002870012345678'], payAmount: 20_000, invoiceStatus: 'none',
    budgetSubject: 'office', applyDate: '2026-02-24', planPayDate: '2026-02-28', reason: '京港澳项目1驻地办2026年上半年备用金' },
  true, [DEPT, ['wufang', 'approve', '备用金限额内，同意，6月底前报账'], PAY('2026-02-27', '记-2026-02-0065')]),
  payment('lina', { payType: 'deposit', payee: [...BID], payAmount: 80_000, invoiceStatus: 'none',
    budgetSubject: 'other', applyDate: '2026-07-06', planPayDate: '2026-07-10', reason: '岳汝高速施工监理JL2标投标保证金（开标日2026-07-16）' },
  true, [['fengtao', 'approve', '同意，开标后及时跟进退还'], FIN, PAY('2026-07-09', '记-2026-07-0023')]),
  payment('lina', { payType: 'tax', payee: [...TAX], payAmount: 186_420.36, invoiceStatus: 'none', budgetSubject: 'tax', applyDate: '2026-10-10',
    planPayDate: '2026-10-15', reason: '2026年9月增值税及附加税费申报缴纳' },
  true, [['fengtao', 'approve', '同意'], ['wufang', 'approve', '与申报表一致'], ['sunlihua', 'approve', '同意'], PAY('2026-10-14', '记-2026-10-0052')]),
  payment('wangpeng', { payType: 'contract', project: 'p01', payee: [...SURVEY], contract: ['ZC-2026-0013', '全站仪及配套棱镜采购合同', 46_800, 0], payAmount: 46_800, invoiceStatus: 'full', budgetSubject: 'equipment',
    applyDate: '2026-08-12', planPayDate: '2026-08-20', reason: '全站仪（2″级）一台及配套棱镜采购款' },
  true, [DEPT, FIN, PAY('2026-08-19', '记-2026-08-0096')]),
  // 审批中: at 部门负责人
  payment('zhaoqiang', { payType: 'expense', project: 'p01', payee: ['赵强', '中国工商银行长沙韶山路支行', '6222021901001234567'], payAmount: 2_146, invoiceStatus: 'full',
    budgetSubject: 'travel', applyDate: '2026-11-23', planPayDate: '2026-11-30', reason: '11月京港澳项目交工测量差旅费报销' },
  true, []),
  payment('wangpeng', { payType: 'contract', project: 'p01', payee: [...CARS], contract: ['ZC-2026-0006', '1驻地办巡查用车租赁合同', 171_000, 85_500], payAmount: 28_500, invoiceStatus: 'full', budgetSubject: 'vehicle',
    applyDate: '2026-11-24', planPayDate: '2026-12-05', reason: '1驻地办10—11月巡查用车租赁费（湘A·5J2K8、湘A·Q7M31 两台）' },
  true, []),
  // at 财务部审核
  payment('lina', { payType: 'contract', project: 'p06', payee: [...SOFTWARE], contract: ['ZC-2026-0019', '路桥BIM协同管理平台年度服务合同', 136_000, 0], payAmount: 68_000, invoiceStatus: 'partial', budgetSubject: 'consulting',
    applyDate: '2026-11-18', planPayDate: '2026-11-28', reason: '路桥BIM协同管理平台2027年度服务费（已收50%发票）' },
  true, [['fengtao', 'approve', '同意，发票请财务部跟进']]),
  // at 分管领导
  payment('wangpeng', { payType: 'contract', project: 'p01', payee: [...LABOUR], contract: [...LABOUR_CONTRACT], payAmount: 105_000, invoiceStatus: 'full',
    budgetSubject: 'subcontract', applyDate: '2026-11-16', planPayDate: '2026-11-30', reason: '监理试验辅助劳务第三季度结算款' },
  true, [DEPT, FIN]),
  // at the 会签: 财务总监 has approved, 总经理 has not
  payment('wangpeng', { payType: 'contract', project: 'p01', payee: [...LAB], contract: [...LAB_CONTRACT], payAmount: 620_000, invoiceStatus: 'partial',
    budgetSubject: 'equipment', applyDate: '2026-11-12', planPayDate: '2026-12-10', reason: '中心试验室沥青混合料试验检测设备到货款（合同总价50%）' },
  true, [DEPT, FIN, ['sunlihua', 'approve', '设备已到场验收，同意'], ['qianweidong', 'approve', '已列入12月资金计划']]),
  // at 财务付款
  payment('zhaoqiang', { payType: 'contract', project: 'p02', payee: [...XIANGTAN], contract: [...XIANGTAN_CONTRACT], payAmount: 97_200, invoiceStatus: 'full',
    budgetSubject: 'subcontract', applyDate: '2026-11-09', planPayDate: '2026-11-26', reason: '沪昆湘潭段养护巡查劳务分包结算尾款（扣留质保金后）' },
  true, [DEPT, FIN]),
  payment('wangpeng', { payType: 'contract', project: 'p01', payee: [...TESTING], contract: [...TESTING_CONTRACT], payAmount: 180_000, invoiceStatus: 'full',
    budgetSubject: 'testing', applyDate: '2026-11-02', planPayDate: '2026-11-27', reason: '第三方检测分包第三期进度款（路面底基层检测）' },
  true, [DEPT, FIN, FGLD]),
  // 退回: 分管领导 sends it back to 财务部审核 to check the invoices
  payment('lina', { payType: 'prepay', project: 'p06', payee: [...SMART], contract: ['ZC-2026-0021', '京雄高速车路协同测试场专项咨询分包合同', 960_000, 0], payAmount: 288_000,
    invoiceStatus: 'none', budgetSubject: 'consulting', applyDate: '2026-11-10', planPayDate: '2026-11-30', reason: '车路协同测试场专项咨询分包预付款（合同30%）' },
  true, [DEPT, FIN, ['sunlihua', 'return', '预付款未见履约保函，请财务部核实后再报', { targetNode: 'Task_Finance' }]]),
  // 已驳回
  payment('zhaoqiang', { payType: 'expense', payee: ['赵强', '中国工商银行长沙韶山路支行', '6222021901001234567'], payAmount: 1_280, invoiceStatus: 'partial',
    budgetSubject: 'entertain', applyDate: '2026-09-14', planPayDate: '2026-09-20', reason: '项目协调餐费报销' },
  true, [['fengtao', 'reject', '业务招待须事前审批，且缺少招待清单，不予报销']]),
  payment('wangpeng', { payType: 'contract', project: 'p01', payee: [...RENT], contract: [...RENT_CONTRACT], payAmount: 180_000, invoiceStatus: 'none',
    budgetSubject: 'rent', applyDate: '2026-09-25', planPayDate: '2026-10-08', reason: '1驻地办第三、四期租金合并支付' },
  true, [DEPT, ['wufang', 'reject', '合同约定按季度支付且未收到发票，请按期申请']]),
  // 已撤回
  payment('lina', { payType: 'contract', project: 'p06', payee: [...SOFTWARE], contract: ['ZC-2026-0016', '京雄智慧交通数据服务合同', 70_000, 35_000], payAmount: 35_000, invoiceStatus: 'none', budgetSubject: 'consulting',
    applyDate: '2026-10-20', planPayDate: '2026-10-31', reason: '智慧交通咨询项目数据服务费' },
  true, [['lina', 'withdraw', '供应商发票信息有误，待重开后再提交']]),
  // 草稿
  payment('wangpeng', { payType: 'contract', project: 'p01', payee: [...RENT], contract: [...RENT_CONTRACT], payAmount: 90_000, invoiceStatus: 'none',
    budgetSubject: 'rent', applyDate: '2026-11-25', planPayDate: '2026-12-31', reason: '1驻地办第四期租金（2027年1月—3月）' },
  false, []),
  payment('lina', { payType: 'deposit', payee: [...BID], payAmount: 50_000, invoiceStatus: 'none',
    budgetSubject: 'other', applyDate: '2026-11-25', planPayDate: '2026-12-03', reason: '平益高速试验检测SY1标投标保证金' },
  false, []),
];
