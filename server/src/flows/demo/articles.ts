import type { DemoApproval } from './demo-types';

const PEOPLE: Record<string, [name: string, depart: string, phone: string]> = {
  lina: ['李娜', '经营管理部', '13800000004'],
  wangpeng: ['王鹏', '工程技术部', '13800000015'],
  zhaoqiang: ['赵强', '工程技术部', '13800000016'],
};

type Item = [itemName: string, spec: string, unit: string, quantity: number, unitPrice: number];

const cents = (n: number) => Math.round(n * 100) / 100;

/** A request with its 物品明细: each row's 金额 = 数量 × 单价, the 合计 their sum. */
const request = (applicant: string, category: string, receiveDate: string, reason: string, items: Item[], extra: Record<string, unknown> = {}) => {
  const [applicantName, departName, contactPhone] = PEOPLE[applicant];
  const rows = items.map(([itemName, spec, unit, quantity, unitPrice]) => ({ itemName, spec, unit, quantity, unitPrice, amount: cents(quantity * unitPrice) }));
  return {
    page: 'flow/articles', applicant,
    record: { applicantName, departName, contactPhone, category, receiveDate, receiver: applicant, reason, items: rows,
      totalAmount: cents(rows.reduce((sum, r) => sum + r.amount, 0)), ...extra },
  };
};
const issued = (issueDate: string, issueRemark?: string) => ({ values: { issueDate, ...(issueRemark ? { issueRemark } : {}) } });

const WINTER: Item[] = [['冬季棉工作服', '藏青色 L/XL', '套', 6, 260], ['安全帽', 'ABS V型 白色', '顶', 6, 35], ['反光背心', '荧光黄 网布', '件', 6, 25], ['劳保鞋', '防砸防刺 42码为主', '双', 6, 128]];

/** 华通公路's supply requests in every state: office supplies, PPE for site staff, lab and survey consumables. */
export const demoArticles: DemoApproval[] = [
  { ...request('wangpeng', 'office', '2026-01-12', '工程技术部一季度办公用品',
    [['A4复印纸', '70g 500张/包', '包', 10, 31], ['中性笔', '0.5mm 黑色 12支/盒', '盒', 2, 24], ['档案盒', '55mm 蓝色', '个', 20, 8.5], ['硒鼓', 'HP 88A', '个', 1, 420]]),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '已发放', issued('2026-01-13')]] },
  { ...request('zhaoqiang', 'survey', '2026-02-24', '京港澳改扩建控制网复测测量耗材',
    [['单棱镜组', '含基座 徕卡 GPR121', '套', 2, 1280], ['对中杆', '2.15m 碳纤维', '根', 2, 360], ['测量钢钉', 'φ10×80mm', '盒', 5, 36], ['红油漆', '自喷 450ml', '瓶', 10, 12]],
    { relatedProject: 'p01' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'approve', '同意'], ['huanglei', 'approve', '棱镜组由采购直送项目部', issued('2026-02-27', '棱镜组2套由供应商直送驻地办')]] },
  { ...request('wangpeng', 'lab', '2026-03-09', '驻地办试验室路基压实度检测耗材',
    [['环刀', '200cm³ 不锈钢', '个', 10, 45], ['标准砂', 'ISO 679 中国ISO标准砂 1350g/袋', '袋', 40, 9.8], ['铝盒', '称量盒 φ55×35mm', '个', 30, 6], ['凡士林', '500g', '瓶', 2, 18]],
    { relatedProject: 'p01' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '已发放', issued('2026-03-10')]] },
  { ...request('lina', 'office', '2026-04-20', '投标文件编制装订用品',
    [['彩色激光硒鼓', 'HP 410A 四色套装', '套', 1, 1680], ['胶装封面纸', 'A4 230g 皮纹纸', '包', 6, 45], ['档案袋', '牛皮纸 A4', '个', 50, 1.5], ['长尾夹', '32mm', '盒', 5, 9]]),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'approve', '同意'], ['huanglei', 'approve', '已发放', issued('2026-04-21')]] },
  { ...request('wangpeng', 'ppe', '2026-06-15', '夏季驻地办及工地防暑降温用品',
    [['藿香正气水', '10支/盒', '盒', 20, 12], ['遮阳帽', '大檐 透气', '顶', 10, 18], ['防晒袖套', '冰丝', '双', 10, 9.5], ['清凉油', '3g', '盒', 20, 3.5]], { relatedProject: 'p01' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '已发放', issued('2026-06-16')]] },
  { ...request('zhaoqiang', 'ppe', '2026-07-06', '汛期边坡监测雨具及安全用品',
    [['分体雨衣', '牛津布 反光条', '套', 6, 85], ['雨靴', '高筒 防滑', '双', 6, 55], ['强光手电', '充电式', '把', 4, 68], ['救生衣', '成人 带口哨', '件', 4, 75]], { relatedProject: 'p02' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '已发放', issued('2026-07-07')]] },
  { ...request('wangpeng', 'lab', '2026-08-18', '沥青混合料试验耗材',
    [['马歇尔试模', 'φ101.6mm', '套', 3, 260], ['沥青针入度标准针', '100g', '支', 5, 48], ['三氯乙烯', '分析纯 500ml', '瓶', 12, 38], ['滤纸', 'φ150mm 中速', '盒', 10, 15]],
    { relatedProject: 'p01' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '三氯乙烯按危化品登记领用', issued('2026-08-19', '三氯乙烯已登记危化品领用台账')]] },
  { ...request('lina', 'office', '2026-09-07', '经营管理部下半年办公用品',
    [['A4复印纸', '70g 500张/包', '包', 20, 31], ['文件夹', 'A4 双强力夹', '个', 20, 12], ['便利贴', '76×76mm', '本', 20, 3.5], ['计算器', '得力 1654', '个', 2, 58]]),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '已发放', issued('2026-09-08')]] },
  { ...request('zhaoqiang', 'survey', '2026-09-21', '跨线桥转体施工监测耗材',
    [['反射片', '40×40mm', '张', 100, 2.8], ['观测标志', '不锈钢 L型', '个', 20, 28], ['测量钢尺', '50m', '把', 2, 165], ['记号笔', '油性 红色', '支', 20, 3]],
    { relatedProject: 'p01' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '已发放', issued('2026-09-22')]] },
  { ...request('wangpeng', 'ppe', '2026-10-26', '京港澳改扩建驻地办冬季劳保用品', WINTER, { relatedProject: 'p01' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'approve', '同意'], ['huanglei', 'approve', '劳保鞋缺42码2双，11月5日补发', issued('2026-10-28', '劳保鞋42码缺2双，11月5日补发')]] },
  { ...request('wangpeng', 'other', '2026-10-12', '试验室电脑更换', [['台式电脑', '联想 启天M437 i5/16G/512G', '台', 2, 4980]], { relatedProject: 'p01' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'reject', '电脑属固定资产，请走设施申请并登记资产']] },
  { ...request('zhaoqiang', 'office', '2026-11-02', '测量组办公用品', [['移动硬盘', '希捷 2TB', '个', 2, 469], ['U盘', '64G', '个', 5, 39]]),
    submit: true, steps: [['fengtao', 'reject', '数据存储设备由信息化统一配发，请向综合办公室申请']] },
  { ...request('lina', 'office', '2026-11-09', '投标用档案袋', [['档案袋', '牛皮纸 A4', '个', 100, 1.5]]),
    submit: true, steps: [['lina', 'withdraw', '库存已有，无需领用']] },
  { ...request('zhaoqiang', 'ppe', '2026-11-16', '沪昆高速湘潭段缺陷责任期巡查人员冬季劳保用品', WINTER, { relatedProject: 'p02' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'return', '巡查人员只有4人，请按在岗人数核减数量后再报', { targetNode: 'Task_DeptLeader' }]] },
  { ...request('wangpeng', 'lab', '2026-11-23', '冬季施工混凝土试验耗材',
    [['混凝土试模', '150mm 立方体 塑料', '组', 10, 48], ['温度计', '电子式 -50～300℃', '支', 4, 35], ['保温被', '1.5×2m', '床', 6, 65]], { relatedProject: 'p01' }),
    submit: true, steps: [] },
  { ...request('lina', 'office', '2026-11-24', '经营管理部投标用品', [['彩色激光硒鼓', 'HP 410A 四色套装', '套', 1, 1680], ['胶装封面纸', 'A4 230g 皮纹纸', '包', 8, 45]]),
    submit: true, steps: [['fengtao', 'approve', '同意']] },
  { ...request('zhaoqiang', 'survey', '2026-11-20', '冬季边坡监测耗材', [['观测标志', '不锈钢 L型', '个', 10, 28], ['红油漆', '自喷 450ml', '瓶', 6, 12]], { relatedProject: 'p02' }),
    submit: true, steps: [['fengtao', 'approve', '同意']] },
  { ...request('wangpeng', 'office', '2026-11-25', '工程技术部四季度办公用品',
    [['A4复印纸', '70g 500张/包', '包', 10, 31], ['中性笔', '0.5mm 黑色 12支/盒', '盒', 2, 24], ['笔记本', 'B5 80页', '本', 10, 6.5]]),
    submit: true, steps: [['fengtao', 'approve', '同意']] },
  { ...request('wangpeng', 'ppe', '2026-12-01', '驻地办新进场试验员劳保用品', [['安全帽', 'ABS V型 白色', '顶', 2, 35], ['反光背心', '荧光黄 网布', '件', 2, 25]],
    { relatedProject: 'p01' }), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '已发放', issued('2026-11-25')]] },
  { ...request('zhaoqiang', 'survey', '2026-12-07', '京港澳改扩建年末控制网复测耗材', [['测量钢钉', 'φ10×80mm', '盒', 5, 36], ['红油漆', '自喷 450ml', '瓶', 10, 12]],
    { relatedProject: 'p01' }), submit: false, steps: [] },
  { ...request('lina', 'office', '2026-12-14', '经营管理部年末档案整理用品', [['档案盒', '55mm 蓝色', '个', 40, 8.5], ['标签打印纸', '12mm 白底黑字', '卷', 4, 45]]),
    submit: false, steps: [] },
];
