import type { DemoApproval } from './demo-types';

const PEOPLE: Record<string, [name: string, depart: string, phone: string]> = {
  lina: ['李娜', '经营管理部', '13800000004'],
  wangpeng: ['王鹏', '工程技术部（京港澳改扩建驻地办）', '13800000015'],
  zhaoqiang: ['赵强', '工程技术部（京港澳改扩建驻地办）', '13800000016'],
};

/** 华通公路's income contracts (the demo 收入合同) and their purchasers' invoicing details. */
const CONTRACTS: Record<string, Record<string, unknown>> = {
  'HT-2026-001': {
    contractName: 'G4京港澳高速公路改扩建工程施工监理合同', contractAmount: 18650000, invoiceItem: '*鉴证咨询服务*工程监理服务费',
    buyerName: '河北省高速公路建设管理局', buyerTaxNo: '121300004017062581',
    buyerAddressPhone: '石家庄市桥西区友谊北大街 569 号 0311-87061234', buyerBank: '中国建设银行石家庄裕华支行 13001615108050012345',
  },
  'HT-2026-002': {
    contractName: '沪昆高速公路湘潭段养护工程咨询合同', contractAmount: 3280000, invoiceItem: '*鉴证咨询服务*工程咨询服务费',
    buyerName: '湖南省高速公路集团有限公司', buyerTaxNo: '91430000183767409K',
    buyerAddressPhone: '长沙市天心区芙蓉南路二段 128 号 0731-89965000', buyerBank: '中国工商银行长沙芙蓉南路支行 1901002109024578961',
  },
  'HT-2026-003': {
    contractName: '京雄高速公路智慧交通专项咨询合同', contractAmount: 5600000, invoiceItem: '*鉴证咨询服务*工程咨询服务费',
    buyerName: '北京市首都公路发展集团有限公司', buyerTaxNo: '91110000101133528W',
    buyerAddressPhone: '北京市丰台区六里桥南里甲 9 号 010-63285000', buyerBank: '中国银行北京丰台支行 320656128930',
  },
};

const cents = (n: number) => Math.round(n * 100) / 100;

/** A 6 % invoice request: 不含税 = 含税 ÷ 1.06 and 税额 = 含税 − 不含税, to the fen. */
const invoice = (applicant: string, contractNo: string, billingPeriod: string, amount: number, reason: string, extra: Record<string, unknown> = {}) => {
  const [applicantName, departName, contactPhone] = PEOPLE[applicant];
  const amountExclTax = cents(amount / 1.06);
  return {
    page: 'flow/invoice', applicant,
    record: { applicantName, departName, contactPhone, invoiceKind: 'blue', contractNo, ...CONTRACTS[contractNo], billingPeriod, invoiceType: 'e_special', taxRate: '6',
      amount, amountExclTax, taxAmount: cents(amount - amountExclTax), deliveryMethod: 'electronic', reason, ...extra },
  };
};
const red = (original: string) => ({ invoiceKind: 'red', originalInvoiceNo: original });

/** 经营部 checks the contract and writes what was invoiced on it before this request. */
const checked = (invoicedBefore: number) => ({ values: { invoicedBefore } });
const NO = (n: number) => `26432000000034510${String(n).padStart(3, '0')}`;
const issued = (n: number, invoiceDate: string) => ({ values: { invoiceNo: NO(n), invoiceDate, invoiceStatus: 'issued' } });
const delivered = (deliveryDate: string, extra: Record<string, unknown> = {}) => ({ values: { deliveryDate, invoiceStatus: 'delivered', ...extra } });

/** 华通公路's invoice requests in every state, adding up per contract (Σ开票 ≤ 合同金额; a red invoice takes its amount off). */
export const demoInvoices: DemoApproval[] = [
  { ...invoice('lina', 'HT-2026-002', '2025年12月合同签订款', 984000, '合同约定签订后支付合同价款的30%', { invoicedBefore: 0 }), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['wufang', 'approve', '已开具', issued(1, '2026-01-08')], ['lina', 'approve', '已发送购方邮箱', delivered('2026-01-09')]] },
  { ...invoice('lina', 'HT-2026-001', '预付款', 3730000, '合同约定预付合同价款的20%，预付款保函已提交', { invoicedBefore: 0 }), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['wufang', 'approve', '已开具', issued(2, '2026-02-10')], ['lina', 'approve', '已交付', delivered('2026-02-11')]] },
  { ...invoice('lina', 'HT-2026-002', '成果验收款', 2296000, '养护工程咨询成果已通过业主验收', { invoicedBefore: 984000 }), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['wufang', 'approve', '已开具', issued(3, '2026-06-18')], ['lina', 'approve', '已交付', delivered('2026-06-19')]] },
  { ...invoice('lina', 'HT-2026-001', '2026年上半年监理服务费', 5595000, '1—6月计量支付证书已由建设单位签认', { invoicedBefore: 3730000 }), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['qianweidong', 'approve', '同意，注意跟踪回款'], ['wufang', 'approve', '已开具', issued(4, '2026-07-10')],
      ['lina', 'approve', '已交付', delivered('2026-07-11')]] },
  { ...invoice('wangpeng', 'HT-2026-001', '2026年7月监理服务费', 932500, '7月计量支付证书已签认'), submit: true,
    steps: [['fengtao', 'approve', '计量金额无误'], ['lina', 'approve', '合同与累计开票已核对', checked(9325000)], ['wufang', 'approve', '已开具', issued(5, '2026-08-06')],
      ['wangpeng', 'approve', '已交付', delivered('2026-08-07')]] },
  { ...invoice('zhaoqiang', 'HT-2026-001', '2026年8月监理服务费', 932500, '8月计量支付证书已签认'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['lina', 'approve', '已核对', checked(10257500)], ['wufang', 'approve', '已开具', issued(6, '2026-09-07')],
      ['zhaoqiang', 'approve', '已交付', delivered('2026-09-08')]] },
  { ...invoice('wangpeng', 'HT-2026-001', '2026年8月驻地办增补人员监理服务费', 68000, '建设单位同意增补桥梁专业监理工程师1名（8月）'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['lina', 'approve', '已核对变更通知', checked(11190000)], ['wufang', 'approve', '已开具', issued(7, '2026-09-10')],
      ['wangpeng', 'approve', '已交付', delivered('2026-09-11')]] },
  { ...invoice('lina', 'HT-2026-003', '尾款', 3920000, '专项咨询成果已通过终验，支付剩余70%', { invoicedBefore: 1680000, deliveryMethod: 'post', invoiceType: 'paper_special' }), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['wufang', 'approve', '纸质专票已开具', { values: { invoiceNo: '04521873', invoiceDate: '2026-09-18', invoiceStatus: 'issued' } }],
      ['lina', 'approve', '已顺丰邮寄', delivered('2026-09-19', { expressNo: 'SF1402876543210' })]] },
  { ...invoice('wangpeng', 'HT-2026-001', '2026年9月监理服务费', 932500, '9月计量已完成'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['lina', 'reject', '建设单位尚未签认9月计量支付证书，签认后再申请']] },
  { ...invoice('wangpeng', 'HT-2026-001', '2026年9月监理服务费', 932500, '9月计量支付证书已于10月15日签认'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['lina', 'approve', '已核对', checked(11258000)], ['wufang', 'approve', '已开具', issued(8, '2026-10-16')],
      ['wangpeng', 'approve', '已交付', delivered('2026-10-17')]] },
  { ...invoice('zhaoqiang', 'HT-2026-001', '2026年8月监理服务费（冲红）', 932500, '建设单位要求按驻地办分别开票，原发票全额冲红后重开', red(NO(6))), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['lina', 'approve', '已核对原发票', checked(12190500)], ['qianweidong', 'approve', '同意冲红'],
      ['wufang', 'approve', '红字发票已开具', issued(9, '2026-10-21')], ['zhaoqiang', 'approve', '已交付', delivered('2026-10-21')]] },
  { ...invoice('zhaoqiang', 'HT-2026-001', '2026年8月监理服务费（重开·一驻地办）', 466250, '8月监理服务费冲红后按驻地办重开'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['lina', 'approve', '已核对', checked(11258000)], ['wufang', 'approve', '已开具', issued(10, '2026-10-22')],
      ['zhaoqiang', 'approve', '已交付', delivered('2026-10-22')]] },
  { ...invoice('zhaoqiang', 'HT-2026-001', '2026年8月监理服务费（重开·二驻地办）', 466250, '8月监理服务费冲红后按驻地办重开'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['lina', 'approve', '已核对', checked(11724250)], ['wufang', 'approve', '已开具', issued(11, '2026-10-22')],
      ['zhaoqiang', 'approve', '已交付', delivered('2026-10-22')]] },
  { ...invoice('zhaoqiang', 'HT-2026-001', '2026年10月试验检测费', 150000, '驻地办试验室10月检测费', { invoiceItem: '*研发和技术服务*检测服务费' }), submit: true,
    steps: [['zhaoqiang', 'withdraw', '检测费已含在监理服务费中，撤回']] },
  { ...invoice('wangpeng', 'HT-2026-001', '2026年10月监理服务费', 932500, '10月计量支付证书已签认'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['lina', 'approve', '已核对', checked(12190500)], ['wufang', 'approve', '已开具', issued(12, '2026-11-09')]] },
  { ...invoice('wangpeng', 'HT-2026-002', '缺陷责任期咨询服务费', 120000, '缺陷责任期内增加的路况检测咨询服务'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['lina', 'reject', '合同已全额开票，超出合同金额的服务费须先签订补充协议']] },
  { ...invoice('wangpeng', 'HT-2026-001', '2026年7月监理服务费（冲红）', 932500, '购方反馈发票备注栏项目名称有误，全额冲红后重开', red(NO(5))), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['lina', 'approve', '已核对原发票', checked(13123000)]] },
  { ...invoice('zhaoqiang', 'HT-2026-001', '2026年10月驻地办增补人员监理服务费', 68000, '增补桥梁专业监理工程师1名（10月）'), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...invoice('wangpeng', 'HT-2026-001', '2026年第三季度信用评价奖励费', 186500, '第三季度监理信用评价为AA级，按合同计取奖励'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['lina', 'return', '奖励费以建设单位信用评价通报为准，请项目负责人附通报后再确认', { targetNode: 'Task_DeptLeader' }]] },
  { ...invoice('lina', 'HT-2026-001', '2026年11月监理服务费', 932500, '11月计量支付证书已签认', { invoicedBefore: 13123000 }), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...invoice('zhaoqiang', 'HT-2026-001', '2026年11月驻地办增补人员监理服务费', 68000, '增补桥梁专业监理工程师1名（11月）'), submit: true, steps: [] },
  { ...invoice('wangpeng', 'HT-2026-001', '2026年12月监理服务费', 932500, '12月计量待签认'), submit: false, steps: [] },
  { ...invoice('lina', 'HT-2026-001', '2026年第四季度信用评价奖励费', 186500, '待建设单位发布第四季度信用评价通报', { invoicedBefore: 14055500 }), submit: false, steps: [] },
];
