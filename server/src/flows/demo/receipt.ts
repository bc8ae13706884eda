import type { DemoApproval, DemoStep } from './demo-types';

const PEOPLE: Record<string, [name: string, phone: string, depart: string]> = {
  lina: ['李娜', '13800000004', '工程技术部'], wangpeng: ['王鹏', '13800000015', '工程技术部（京港澳项目）'], zhaoqiang: ['赵强', '13800000016', '工程技术部（京港澳项目）'],
};

/** 华通公路's income contracts (the demo contracts HT-2026-001…003) and who pays them. */
const CONTRACTS: Record<string, [name: string, payer: string, project: string, projectName: string]> = {
  'HT-2026-001': ['G4京港澳高速公路改扩建工程施工监理合同', '河北省高速公路建设管理局', 'p01', 'G4京港澳高速公路改扩建工程施工监理'],
  'HT-2026-002': ['沪昆高速公路湘潭段养护工程咨询合同', '湖南省高速公路集团有限公司', 'p02', '沪昆高速公路湘潭段养护工程咨询'],
  'HT-2026-003': ['京雄高速公路智慧交通专项咨询合同', '北京市首都公路发展集团有限公司', 'p06', '京雄高速公路智慧交通咨询'],
};

interface Receipt {
  contract: string;
  arrivalDate: string;
  amount: number;
  /** 认领金额 when only part of the credit is claimed. */
  claim?: number;
  serial: string;
  nature: string;
  invoices?: string;
  account?: string;
  /** The real payer when a third party paid (代付). */
  thirdParty?: string;
  reason: string;
}

const receipt = (applicant: string, r: Receipt, submit: boolean, steps: DemoStep[]): DemoApproval => {
  const [applicantName, contactPhone, departName] = PEOPLE[applicant];
  const [contractName, payer, relatedProjectId, projectName] = CONTRACTS[r.contract];
  return {
    page: 'flow/receipt', applicant, submit, steps,
    record: {
      applicantName, contactPhone, departName, applyDate: r.arrivalDate, arrivalDate: r.arrivalDate, payerName: r.thirdParty ?? payer,
      arrivalAmount: r.amount, bankSerialNo: r.serial, receiveAccount: r.account ?? 'basic', claimAmount: r.claim ?? r.amount, fundNature: r.nature,
      contractNo: r.contract, contractName, relatedProjectId, projectName, invoiceNos: r.invoices ?? null,
      thirdPartyPay: r.thirdParty ? '1' : '0', thirdPartyProof: r.thirdParty ? 'temp/202611/代付委托书_1763600000000.pdf' : null,
      reason: r.reason,
    },
  };
};

const DEPT: DemoStep = ['fengtao', 'approve', '确认为本部门项目款项'];
const JYB: DemoStep = ['lina', 'approve', '合同、计量与开票一致', { values: { businessOpinion: '与合同收款计划、开票台账核对一致' } }];
const BOOK = (user: 'wufang' | 'qianweidong', date: string, voucher: string): DemoStep => [user, 'approve', '已入账', { values: { bookDate: date, voucherNo: voucher } }];

/** 华通公路's claims of money received, in every state (李娜 is 经营部 herself, so her claims skip 经营部核对). */
export const demoReceipts: DemoApproval[] = [
  // 已通过
  receipt('zhaoqiang', { contract: 'HT-2026-001', arrivalDate: '2026-01-20', amount: 1_865_000, serial: 'ICBC202601200003187', nature: 'advance',
    invoices: '26132000000000418862', reason: '京港澳改扩建监理合同预付款（合同价10%）' }, true, [DEPT, JYB, BOOK('wufang', '2026-01-21', '记-2026-01-0044')]),
  receipt('lina', { contract: 'HT-2026-002', arrivalDate: '2026-01-28', amount: 164_000, serial: 'ABC202601280117645', nature: 'deposit_return', account: 'deposit',
    reason: '沪昆湘潭段养护咨询合同履约保证金退还' }, true, [DEPT, BOOK('qianweidong', '2026-01-29', '记-2026-01-0071')]),
  receipt('lina', { contract: 'HT-2026-003', arrivalDate: '2026-02-10', amount: 1_120_000, serial: 'CCB202602100042318', nature: 'handover',
    invoices: '26112000000000207531', reason: '京雄智慧交通专项咨询交工款（成果通过交工验收）' }, true, [DEPT, BOOK('qianweidong', '2026-02-11', '记-2026-02-0019')]),
  receipt('lina', { contract: 'HT-2026-001', arrivalDate: '2026-03-18', amount: 1_420_000, serial: 'ICBC202603180005521', nature: 'progress',
    invoices: '26132000000000596120', reason: '京港澳改扩建监理服务费第3期计量款' }, true, [DEPT, BOOK('wufang', '2026-03-19', '记-2026-03-0102')]),
  receipt('lina', { contract: 'HT-2026-002', arrivalDate: '2026-04-15', amount: 164_000, serial: 'ICBC202604150002894', nature: 'retention',
    invoices: '26432000000000117403', reason: '沪昆湘潭段养护咨询合同质保金（缺陷责任期满）' }, true, [DEPT, BOOK('wufang', '2026-04-16', '记-2026-04-0057')]),
  receipt('wangpeng', { contract: 'HT-2026-001', arrivalDate: '2026-05-20', amount: 1_560_000, serial: 'ICBC202605200007730', nature: 'progress',
    invoices: '26132000000000731458', reason: '京港澳改扩建监理服务费第4期计量款' }, true, [DEPT, JYB, BOOK('wufang', '2026-05-21', '记-2026-05-0133')]),
  receipt('wangpeng', { contract: 'HT-2026-001', arrivalDate: '2026-06-30', amount: 980_000, serial: 'HEB202606300010276', nature: 'progress',
    thirdParty: '河北高速公路集团有限公司', invoices: '26132000000000802217', reason: '建设单位上级集团统一代付第5期计量款（部分）' },
  true, [DEPT, JYB, ['sunlihua', 'approve', '代付委托书已核，同意'], BOOK('wufang', '2026-07-01', '记-2026-07-0004')]),
  receipt('zhaoqiang', { contract: 'HT-2026-001', arrivalDate: '2026-08-19', amount: 1_735_000, serial: 'ICBC202608190004412', nature: 'progress',
    invoices: '26132000000000955306,26132000000000955307', reason: '京港澳改扩建监理服务费第5期计量款（余款）及第6期' }, true,
  [DEPT, JYB, BOOK('qianweidong', '2026-08-20', '记-2026-08-0121')]),
  // 审批中: at 部门负责人
  receipt('wangpeng', { contract: 'HT-2026-001', arrivalDate: '2026-11-20', amount: 1_860_000, serial: 'ICBC202611200006618', nature: 'progress',
    invoices: '26132000000001204785', reason: '京港澳改扩建监理服务费第7期计量款' }, true, []),
  // at 经营部核对
  receipt('zhaoqiang', { contract: 'HT-2026-001', arrivalDate: '2026-11-21', amount: 126_500, serial: 'ICBC202611210001093', nature: 'other',
    reason: '京港澳改扩建变更设计监理服务费补差' }, true, [DEPT]),
  // at 分管领导 (代付)
  receipt('wangpeng', { contract: 'HT-2026-001', arrivalDate: '2026-11-12', amount: 680_000, serial: 'HEB202611120008841', nature: 'progress',
    thirdParty: '河北交投物流有限公司', invoices: '26132000000001166340', reason: '建设单位委托其关联企业代付第7期计量款（部分）' }, true, [DEPT, JYB]),
  // at 财务确认入账 (either of 财务部 and 财务总监)
  receipt('lina', { contract: 'HT-2026-003', arrivalDate: '2026-11-16', amount: 560_000, serial: 'CCB202611160035572', nature: 'retention',
    invoices: '26112000000000688214', reason: '京雄智慧交通专项咨询质保金' }, true, [DEPT]),
  receipt('zhaoqiang', { contract: 'HT-2026-001', arrivalDate: '2026-11-10', amount: 2_000_000, claim: 1_500_000, serial: 'ICBC202611100002265', nature: 'progress',
    invoices: '26132000000001150972', reason: '京港澳改扩建第7期计量款（同笔到账另含50万元试验检测费，由检测公司认领）' }, true, [DEPT, JYB]),
  // 退回: 财务部 sends it back to 经营部 to check the invoice numbers
  receipt('wangpeng', { contract: 'HT-2026-001', arrivalDate: '2026-11-05', amount: 312_000, serial: 'ICBC202611050009904', nature: 'other',
    invoices: '26132000000001099999', reason: '京港澳改扩建交安工程监理服务费' }, true,
  [DEPT, JYB, ['wufang', 'return', '发票号码与开票台账不一致，请经营部核对', { targetNode: 'Task_Business' }]]),
  // 已驳回
  receipt('zhaoqiang', { contract: 'HT-2026-002', arrivalDate: '2026-09-08', amount: 420_000, serial: 'ICBC202609080003318', nature: 'progress',
    reason: '养护咨询服务费' }, true, [DEPT, ['lina', 'reject', '付款单位为河北省高速公路建设管理局，应认领到 HT-2026-001，请重新填写']]),
  receipt('wangpeng', { contract: 'HT-2026-001', arrivalDate: '2026-10-12', amount: 58_000, serial: 'ICBC202610120006127', nature: 'other',
    reason: '试验检测费' }, true, [['fengtao', 'reject', '该款项为检测公司的试验检测费，不属于本部门认领']]),
  receipt('lina', { contract: 'HT-2026-003', arrivalDate: '2026-10-26', amount: 230_000, serial: 'CCB202610260011846', nature: 'progress',
    reason: '京雄智慧交通咨询服务费' }, true, [DEPT, ['wufang', 'reject', '银行流水与回单金额不符，该笔实为中路监理款项，请核实']]),
  // 已撤回
  receipt('lina', { contract: 'HT-2026-002', arrivalDate: '2026-10-30', amount: 96_000, serial: 'ICBC202610300004470', nature: 'other',
    reason: '沪昆湘潭段养护咨询追加服务费' }, true, [['lina', 'withdraw', '合同应为补充协议，撤回修改后再提交']]),
  receipt('zhaoqiang', { contract: 'HT-2026-001', arrivalDate: '2026-11-03', amount: 45_600, serial: 'ICBC202611030001538', nature: 'other',
    reason: '监理办公用房租金返还' }, true, [['zhaoqiang', 'withdraw', '款项性质待与财务部确认']]),
  // 草稿
  receipt('wangpeng', { contract: 'HT-2026-001', arrivalDate: '2026-11-24', amount: 88_000, serial: 'ICBC202611240000712', nature: 'other',
    reason: '京港澳改扩建监理延期服务费（待确认计量单）' }, false, []),
  receipt('lina', { contract: 'HT-2026-003', arrivalDate: '2026-11-23', amount: 150_000, serial: 'CCB202611230019032', nature: 'other',
    reason: '京雄智慧交通咨询成果深化费' }, false, []),
  receipt('zhaoqiang', { contract: 'HT-2026-001', arrivalDate: '2026-11-25', amount: 20_000, serial: 'ICBC202611250000318', nature: 'other',
    reason: '京港澳改扩建监理考核奖励金' }, false, []),
];
