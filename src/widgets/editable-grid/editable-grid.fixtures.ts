import type { GridColumn, GridRowValues } from '@/engine';

/** 合同明细: one column of every commonly used cell type, realistic values for stories and tests. */
export const contractColumns: GridColumn[] = [
  { key: 'projectName', title: '项目名称', type: 'input', width: 220, fixed: 'left', validateRules: [{ required: true, message: '请输入${title}' }] },
  { key: 'contractNo', title: '合同编号', type: 'input', width: 150, validateRules: [{ required: true }, { unique: true }] },
  { key: 'amount', title: '金额', type: 'inputNumber', width: 130, align: 'right', statistics: ['sum', 'average'], validateRules: [{ pattern: 'money', message: '${title}最多两位小数' }] },
  { key: 'signDate', title: '签订日期', type: 'date', width: 130 },
  { key: 'manager', title: '负责人', type: 'select-search', width: 110, dictCode: 'manager' },
  { key: 'contractType', title: '合同类型', type: 'select', width: 120, options: [
    { value: 'income', text: '收入合同' }, { value: 'expense', text: '支出合同' }, { value: 'other', text: '其他合同' }] },
  { key: 'progress', title: '进度', type: 'progress', width: 140 },
  { key: 'tags', title: '标签', type: 'tags', width: 150 },
  { key: 'phone', title: '联系电话', type: 'input', width: 130, validateRules: [{ pattern: 'm' }] },
  { key: 'archived', title: '已归档', type: 'checkbox', width: 80, customValue: ['Y', 'N'], align: 'center' },
  { key: 'orderNum', title: '排序', type: 'normal', width: 70, align: 'center' },
  { key: 'internalId', title: '内部标识', type: 'hidden' },
];

const projects = [
  'G4京港澳高速公路改扩建工程施工监理JL3合同段', '沪昆高速公路贵州段养护工程设计咨询', '成渝地区双城经济圈城际铁路试验检测',
  '滇中引水工程昆明段全过程造价咨询', '深中通道东人工岛机电安装监理', '川藏铁路雅安至林芝段勘察设计审查',
  '杭绍甬智慧高速公路BIM技术服务', '黄河下游防洪工程质量检测', '雄安新区容东片区市政道路监理', '广州白云机场T3航站楼造价审核',
];
const people = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊'];

export const managerDicts = { manager: people.map((name, i) => ({ value: `u${i + 1}`, text: name })) };

/** `count` rows of contract details; deterministic so stories and tests see the same values. */
export function contractRows(count: number): GridRowValues[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `1800${String(100000 + i)}`,
    projectName: `${projects[i % projects.length]}${i >= projects.length ? `（${Math.floor(i / projects.length) + 1}期）` : ''}`,
    contractNo: `HT-2026-${String(i + 1).padStart(5, '0')}`,
    amount: 100000 + ((i * 7919) % 900000),
    signDate: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    manager: `u${(i % people.length) + 1}`,
    contractType: ['income', 'expense', 'other'][i % 3],
    progress: (i * 13) % 101,
    tags: ['重点;监理', '造价', '检测;设计;咨询'][i % 3],
    phone: `138${String(10000000 + i).slice(-8)}`,
    archived: i % 4 === 0 ? 'Y' : 'N',
    orderNum: i + 1,
    internalId: `int-${i}`,
  }));
}

/** 20 columns for the 10,000-row and benchmark pages: the contract columns plus extra measures. */
export function wideColumns(): GridColumn[] {
  const extra: GridColumn[] = Array.from({ length: 9 }, (_, i) => ({
    key: `m${i + 1}`, title: ['预算', '已付', '未付', '结算', '审定', '变更', '索赔', '保证金', '税额'][i], type: 'inputNumber', width: 110, align: 'right',
  }));
  return [...contractColumns.filter((c) => c.type !== 'hidden'), ...extra];
}

export function wideRows(count: number): GridRowValues[] {
  return contractRows(count).map((row, i) => {
    for (let m = 1; m <= 9; m += 1) row[`m${m}`] = ((i + 1) * m * 37) % 100000;
    return row;
  });
}
