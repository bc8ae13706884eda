import { checkPageSchema, type CrudPageSchema, type DataRecord, type DictItemMap } from '@/engine';
import incomeJson from '../../../schemas/modules/contract/income.json';

// The real 收入合同 module (schemas/modules/contract/income.json) with a sub-table 收款计划 and a popup 所属项目,
// and a few contracts with their payment plans, as the server's queryById sends them.

function readySchema(raw: unknown, code: string): CrudPageSchema {
  const loaded = checkPageSchema(code, raw);
  if (loaded.status !== 'ready') throw new Error(loaded.problems.map((p) => `${code}#${p.pointer}: ${p.message}`).join('\n'));
  return loaded.schema as CrudPageSchema;
}

export const incomeSchema = readySchema(incomeJson, 'contract/income');

/** Items as in schemas/dicts/platform.json. */
export const incomeDicts: DictItemMap = {
  contract_type: [
    { value: 'supervision', text: '施工监理' }, { value: 'consulting', text: '工程咨询' }, { value: 'testing', text: '试验检测' },
    { value: 'design', text: '勘察设计' }, { value: 'other', text: '其他' },
  ],
  contract_status: [
    { value: 'draft', text: '拟签' }, { value: 'signed', text: '已签订' }, { value: 'executing', text: '履行中' },
    { value: 'closed', text: '已结清' }, { value: 'terminated', text: '已终止' },
  ],
  payment_status: [{ value: '0', text: '未收款' }, { value: '1', text: '部分收款' }, { value: '2', text: '已收款' }],
};

const plan = (id: string, orderNum: number, phase: string, planDate: string, planAmount: number, paymentStatus: string) =>
  ({ id, orderNum, phase, planDate, planAmount, paymentStatus });

export const incomeRows: DataRecord[] = [
  {
    id: 'c0000000000000000000000000000001', version: 1, contractNo: 'HT-2026-031', contractName: 'G4京港澳高速公路改扩建工程施工监理JL3合同段',
    contractType: 'supervision', relatedProjectId: 'p001', projectName: 'G4京港澳高速公路改扩建工程施工监理JL3合同段', partyA: '河北省高速公路京港澳改扩建筹建处',
    amount: 18650000, signDate: '2026-03-10', status: 'executing', contactPhone: '13831100231',
    paymentPlans: [
      plan('pp000000000000000000000000000011', 1, '预付款', '2026-04-01', 3730000, '2'),
      plan('pp000000000000000000000000000012', 2, '进度款（第一期）', '2026-09-30', 7460000, '1'),
      plan('pp000000000000000000000000000013', 3, '竣工结算款', '2027-06-30', 7460000, '0'),
    ],
  },
  {
    id: 'c0000000000000000000000000000002', version: 1, contractNo: 'HT-2026-027', contractName: '沪昆高速公路养护工程设计咨询服务',
    contractType: 'consulting', partyA: '江西省交通投资集团有限责任公司', amount: 3280000, signDate: '2026-02-21', status: 'signed',
    paymentPlans: [
      plan('pp000000000000000000000000000021', 1, '合同签订后', '2026-03-15', 984000, '2'),
      plan('pp000000000000000000000000000022', 2, '成果交付后', '2026-08-31', 2296000, '0'),
    ],
  },
  {
    id: 'c0000000000000000000000000000003', version: 1, contractNo: 'HT-2026-019', contractName: '成渝地区双城经济圈快速通道试验检测服务',
    contractType: 'testing', partyA: '四川省公路规划勘察设计研究院', amount: 2154300, signDate: '2026-01-30', status: 'draft',
    paymentPlans: [],
  },
];

/** A contract in the recycle bin, as `GET /contract/income/recycleBin` lists it. */
export const deletedIncomeRows: DataRecord[] = [
  {
    id: 'c0000000000000000000000000000009', version: 2, contractNo: 'HT-2025-188', contractName: '杭绍甬智慧高速公路设计咨询',
    contractType: 'design', partyA: '浙江省交通集团', amount: 5390000, signDate: '2025-12-22', status: 'terminated',
  },
];
