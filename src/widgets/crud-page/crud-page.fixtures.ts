import { checkPageSchema, type CrudPageSchema, type DataRecord, type DictItemMap } from '@/engine';
import noticeJson from '../../../schemas/modules/news/notice.json';

// Realistic data for stories and tests. The notice page uses the real module schema from schemas/, and the
// dictionary values match schemas/dicts/platform.json.

function readySchema(raw: unknown, code: string): CrudPageSchema {
  const loaded = checkPageSchema(code, raw);
  if (loaded.status !== 'ready') {
    throw new Error(loaded.problems.map((p) => `${code}#${p.pointer}: ${p.message}`).join('\n'));
  }
  return loaded.schema as CrudPageSchema;
}

// Stable 32-hex ids, like the server's, without randomness so snapshots and assertions stay put.
function hexId(seed: number): string {
  let x = (seed + 1) * 2654435761;
  let id = '';
  while (id.length < 32) {
    x = (x * 1103515245 + 12345) % 2147483648;
    id += x.toString(16).padStart(8, '0').slice(-8);
  }
  return id.slice(0, 32);
}

export const noticeSchema = readySchema(noticeJson, 'news/notice');

export const newsDicts: DictItemMap = {
  news_type: [
    { value: 'notice', text: '通知公告', title: '通知公告', label: '通知公告' },
    { value: 'news', text: '公司新闻', title: '公司新闻', label: '公司新闻' },
    { value: 'industry', text: '行业动态', title: '行业动态', label: '行业动态' },
    { value: 'party', text: '党建工作', title: '党建工作', label: '党建工作' },
  ],
  priority: [
    { value: 'H', text: '紧急', title: '紧急', label: '紧急' },
    { value: 'M', text: '重要', title: '重要', label: '重要' },
    { value: 'L', text: '一般', title: '一般', label: '一般' },
  ],
};

type NewsSeed = [title: string, newsType: string, publisher: string, publishDate: string, priority: string, readCount: number];

const newsSeeds: NewsSeed[] = [
  ['关于开展2026年度安全生产大检查的通知', 'notice', '集团安全质量部', '2026-03-18', 'H', 412],
  ['华通公路咨询公司中标G4京港澳高速改扩建监理项目', 'news', '华通公路咨询公司', '2026-03-16', 'M', 968],
  ['关于做好2026年清明节期间值班工作的通知', 'notice', '集团办公室', '2026-03-12', 'M', 305],
  ['集团召开2026年度工作会议暨第三届职工代表大会', 'news', '集团办公室', '2026-03-08', 'M', 1187],
  ['交通运输部发布《公路工程施工监理规范》修订征求意见稿', 'industry', '工程技术部', '2026-03-05', 'L', 536],
  ['关于组织开展“学习雷锋·奉献有我”志愿服务活动的通知', 'party', '党群工作部', '2026-03-03', 'L', 221],
  ['西南分公司顺利通过ISO 9001质量管理体系复审', 'news', '西南分公司', '2026-02-27', 'L', 349],
  ['关于印发《集团工程咨询项目质量考核办法（试行）》的通知', 'notice', '集团安全质量部', '2026-02-25', 'H', 658],
  ['集团党委召开2025年度党员领导干部民主生活会', 'party', '党群工作部', '2026-02-20', 'M', 402],
  ['沪昆高速公路养护设计咨询项目通过专家评审', 'news', '华通公路咨询公司', '2026-02-14', 'L', 287],
  ['关于春节假期安全生产工作的紧急通知', 'notice', '集团安全质量部', '2026-02-06', 'H', 873],
  ['全国公路水运工程质量安全工作会议在京召开', 'industry', '工程技术部', '2026-01-28', 'L', 190],
  ['集团表彰2025年度先进集体和优秀个人', 'news', '人力资源部', '2026-01-22', 'M', 1420],
  ['关于开展2026年度职工技能培训报名工作的通知', 'notice', '人力资源部', '2026-01-19', 'M', 512],
  ['华通公路咨询公司荣获全国优秀工程咨询成果奖一等奖', 'news', '华通公路咨询公司', '2026-01-15', 'M', 1036],
  ['关于报送2025年度统计报表的通知', 'notice', '经营管理部', '2026-01-09', 'M', 264],
  ['集团工会开展“冬送温暖”慰问一线职工活动', 'party', '集团工会', '2026-01-06', 'L', 318],
  ['《公路桥梁技术状况评定标准》新版正式实施', 'industry', '工程技术部', '2025-12-30', 'L', 447],
  ['关于2026年元旦放假安排的通知', 'notice', '集团办公室', '2025-12-26', 'M', 1290],
  ['京雄高速河北段监理项目获评省级“平安工地”示范项目', 'news', '华北分公司', '2025-12-19', 'M', 384],
  ['集团举办BIM技术在公路工程中的应用专题讲座', 'news', '工程技术部', '2025-12-12', 'L', 256],
  ['关于开展冬季施工安全专项检查的通知', 'notice', '集团安全质量部', '2025-12-05', 'H', 593],
  ['集团党委理论学习中心组开展专题学习', 'party', '党群工作部', '2025-11-28', 'L', 177],
  ['智慧交通与数字化监理研讨会在成都举办', 'industry', '西南分公司', '2025-11-21', 'L', 302],
  ['关于调整集团差旅费报销标准的通知', 'notice', '财务部', '2025-11-14', 'M', 1544],
  ['新材料公司完成沥青路面再生技术中试', 'news', '新材料公司', '2025-11-07', 'L', 211],
  ['关于做好2025年度干部考核工作的通知', 'notice', '人力资源部', '2025-10-31', 'H', 689],
  ['集团召开2025年三季度经营分析会', 'news', '经营管理部', '2025-10-24', 'M', 245],
];

export const newsRows: DataRecord[] = newsSeeds.map(([title, newsType, publisher, publishDate, priority, readCount], i) => ({
  id: hexId(i),
  title,
  newsType,
  publisher,
  publishDate,
  priority,
  readCount,
  content: `<p>${title}。详细内容见附件。</p>`,
}));

/** A module with five query conditions, to show the folded query form. */
export const incomeContractSchema: CrudPageSchema = readySchema(
  {
    schemaVersion: 1,
    kind: 'crud',
    code: 'contract/income',
    title: '收入合同',
    table: 'biz_contract_income',
    scope: 'company',
    permissionPrefix: 'contract:income',
    defaultSort: { field: 'signDate', order: 'desc' },
    fields: [
      { name: 'contractNo', label: '合同编号', type: 'input', dbType: 'varchar', length: 50, list: { width: 150 }, query: { mode: 'like', order: 1 } },
      { name: 'contractName', label: '合同名称', type: 'input', dbType: 'varchar', length: 200, required: true,
        list: { width: 300, ellipsis: true }, query: { mode: 'like', order: 2 } },
      { name: 'contractType', label: '合同类型', type: 'select', dbType: 'varchar', length: 10, dict: 'contract_type',
        list: { width: 110 }, query: { mode: 'eq', order: 3 } },
      { name: 'partyA', label: '委托单位', type: 'input', dbType: 'varchar', length: 100, list: { width: 220, ellipsis: true }, query: { mode: 'like', order: 4 } },
      { name: 'signDate', label: '签订日期', type: 'date', dbType: 'date', list: { width: 120, sorter: true }, query: { mode: 'range', order: 5 } },
      { name: 'amount', label: '合同金额（元）', type: 'money', dbType: 'numeric', scale: 2, list: { width: 150, sorter: true } },
    ],
  },
  'contract/income',
);

export const contractDicts: DictItemMap = {
  contract_type: [
    { value: 'JL', text: '施工监理' },
    { value: 'SJ', text: '设计咨询' },
    { value: 'JC', text: '试验检测' },
    { value: 'ZX', text: '造价咨询' },
  ],
};

type ContractSeed = [contractNo: string, contractName: string, contractType: string, partyA: string, signDate: string, amount: number];

const contractSeeds: ContractSeed[] = [
  ['HT-2026-0031', 'G4京港澳高速公路改扩建工程施工监理JL3合同段', 'JL', '河北省高速公路京港澳改扩建筹建处', '2026-03-10', 18650000],
  ['HT-2026-0027', '沪昆高速公路养护工程设计咨询服务', 'SJ', '江西省交通投资集团有限责任公司', '2026-02-21', 3280000],
  ['HT-2026-0019', '成渝地区双城经济圈快速通道试验检测服务', 'JC', '四川省公路规划勘察设计研究院', '2026-01-30', 2154300],
  ['HT-2026-0012', '国道318线川藏段改建工程造价咨询', 'ZX', '西藏自治区交通运输厅', '2026-01-16', 1468000],
  ['HT-2026-0005', '京雄高速公路河北段机电工程监理', 'JL', '河北雄安交通投资有限公司', '2026-01-08', 6720000],
  ['HT-2025-0188', '杭绍甬智慧高速公路设计咨询', 'SJ', '浙江省交通集团', '2025-12-22', 5390000],
  ['HT-2025-0176', '广西平陆运河配套公路桥梁检测', 'JC', '广西北部湾投资集团', '2025-12-03', 987500],
  ['HT-2025-0163', '兰州新区综合管廊工程全过程造价咨询', 'ZX', '兰州新区城市发展投资集团', '2025-11-18', 2210000],
  ['HT-2025-0151', '深中通道连接线绿化工程施工监理', 'JL', '广东省路桥建设发展有限公司', '2025-10-29', 1876000],
  ['HT-2025-0144', '长江干线武汉段航道整治工程试验检测', 'JC', '长江航道局', '2025-10-11', 3412600],
  ['HT-2025-0132', '贵州省普通国省干线公路安全提升设计咨询', 'SJ', '贵州省公路局', '2025-09-25', 2750000],
  ['HT-2025-0120', '郑州市轨道交通8号线土建监理', 'JL', '郑州地铁集团有限公司', '2025-09-02', 9340000],
];

export const contractRows: DataRecord[] = contractSeeds.map(([contractNo, contractName, contractType, partyA, signDate, amount], i) => ({
  id: hexId(100 + i),
  contractNo,
  contractName,
  contractType,
  partyA,
  signDate,
  amount,
}));
