import type { Queryable } from '../database';
import { seedRowId } from './seed-files';

/** What 项目基本信息 records about each demo project beyond the switcher's fields (their 标段 are in project/section.seed.json). */
interface ProjectDetail {
  code: string;
  grade: string;
  nature: string;
  customer: string;
  contractAmount: number;
  investment: number;
  length: number;
  stakes: [string, string];
  region: string;
  address: string;
  lngLat: [number, number];
  plan: [string, string];
  actual: [string | null, string | null];
  director: string;
  phone: string;
  quantities: string;
  intro: string;
}

const DETAILS: Record<string, ProjectDetail> = {
  p01: {
    code: 'XM-2024-001', grade: 'expressway', nature: 'expansion', customer: 'C-HBGSJ', contractAmount: 18650000, investment: 2156000, length: 38.5,
    stakes: ['K38+000', 'K76+500'], region: '130000,130600,130681', address: '河北省涿州市京港澳高速涿州北服务区南侧 200 米', lngLat: [115.972, 39.482],
    plan: ['2025-03-01', '2027-12-31'], actual: ['2025-04-18', null], director: '刘洋', phone: '13800000006',
    quantities: '路基拓宽 38.5 km（双向四车道改八车道），滹沱河特大桥拼宽 1 座，互通立交改造 3 处，分离立交 9 座，服务区改造 1 处',
    intro: '京港澳高速河北段改扩建工程施工监理，设总监办 1 个、驻地办 2 个，监理 TJ1～TJ3 土建及 LM1 路面合同段，中心试验室负责全线试验检测。',
  },
  p02: {
    code: 'XM-2024-002', grade: 'expressway', nature: 'maintenance', customer: 'C-HNGS', contractAmount: 3280000, investment: 46800, length: 66.4,
    stakes: ['K1032+000', 'K1098+400'], region: '430000,430300,430321', address: '湖南省湘潭县易俗河镇沪昆高速湘潭管理处', lngLat: [112.951, 27.779],
    plan: ['2025-11-20', '2026-06-30'], actual: ['2025-12-01', '2026-06-28'], director: '冯涛', phone: '13800000008',
    quantities: '路面病害处治 66.4 km，桥梁伸缩缝更换 42 道，边坡防护加固 12 处',
    intro: '沪昆高速湘潭段养护大修工程咨询：路况检测评定、养护方案审查与施工过程咨询。',
  },
  p03: {
    code: 'XM-2025-001', grade: 'expressway', nature: 'new', customer: 'C-SCJT', contractAmount: 22400000, investment: 3860000, length: 86.3,
    stakes: ['K0+000', 'K86+300'], region: '510000,512000,512021', address: '四川省安岳县岳阳镇环线高速总监办', lngLat: [105.336, 30.099],
    plan: ['2026-03-01', '2029-06-30'], actual: ['2026-04-15', null], director: '周志明', phone: '13908280415',
    quantities: '云顶山隧道双洞 2×4.2 km，沱江特大桥（主跨 280 m 斜拉桥）1 座，互通 3 处，路基 44.4 km',
    intro: '成渝地区双城经济圈环线高速公路施工监理，含隧道、特大桥与机电工程监理。',
  },
  p04: {
    code: 'XM-2026-001', grade: 'grade1', nature: 'new', customer: 'C-XAGW', contractAmount: 9800000, investment: 1268000, length: 32.6,
    stakes: ['K0+000', 'K32+600'], region: '130000,130600,130638', address: '河北省雄县雄州镇雄安新区容东片区', lngLat: [116.108, 38.994],
    plan: ['2027-03-01', '2029-12-31'], actual: [null, null], director: '王强', phone: '13800000005',
    quantities: '一级公路 32.6 km，互通 2 处，跨白沟引河大桥 1 座',
    intro: '雄安新区对外骨干路网工程全过程咨询：前期咨询、招标代理、造价咨询与施工监理一体化。',
  },
  p05: {
    code: 'XM-2026-002', grade: 'expressway', nature: 'expansion', customer: 'C-ZJJT', contractAmount: 4360000, investment: 2980000, length: 56.8,
    stakes: ['K0+000', 'K56+800'], region: '330000,330700,330782', address: '浙江省义乌市佛堂镇 G60 扩容工程中心试验室', lngLat: [120.075, 29.306],
    plan: ['2026-10-01', '2028-09-30'], actual: [null, null], director: '林海波', phone: '13757910328',
    quantities: '中心试验室 1 个，第三方检测 2 个标段，覆盖 56.8 km 扩容工程',
    intro: 'G60 沪昆高速浙江段扩容工程试验检测：中心试验室与第三方检测。',
  },
  p06: {
    code: 'XM-2025-002', grade: 'expressway', nature: 'smart', customer: 'C-SDGF', contractAmount: 5600000, investment: 186000, length: 97,
    stakes: ['K0+000', 'K97+000'], region: '110000,110115', address: '北京市大兴区京雄高速大兴管理分中心', lngLat: [116.341, 39.728],
    plan: ['2025-09-08', '2026-09-30'], actual: ['2025-09-15', '2026-09-20'], director: '李娜', phone: '13800000004',
    quantities: '车路协同路侧单元 312 套，智慧服务区 2 处，全线数字化管控平台',
    intro: '京雄高速智慧交通专项咨询：车路协同、智慧服务区与数字化管控平台方案咨询。',
  },
  p07: {
    code: 'XM-2025-003', grade: 'expressway', nature: 'new', customer: 'C-GDJT', contractAmount: 12750000, investment: 1985000, length: 24.8,
    stakes: ['K0+000', 'K24+800'], region: '440000,440100,440115', address: '广东省广州市南沙区万顷沙镇深中通道连接线总监办', lngLat: [113.602, 22.771],
    plan: ['2026-01-10', '2028-12-31'], actual: ['2026-03-01', null], director: '黄振华', phone: '13826046211',
    quantities: '跨海引桥 9.6 km（钢箱梁整孔吊装），互通 2 处，主线高架 15.2 km',
    intro: '深中通道连接线桥梁施工监理，监理 TJ1、TJ2 土建与 JA1 交安合同段。',
  },
};

/** The demo projects' 项目基本信息 (client, contract, route, place, dates, director). */
export async function demoProjectDetails(db: Queryable): Promise<void> {
  for (const [id, d] of Object.entries(DETAILS)) {
    await db.query(
      `UPDATE project_info SET project_code = $2, highway_grade = $3, build_nature = $4, customer_id = $5, contract_amount = $6, investment = $7,
         route_length = $8, stake_start = $9, stake_end = $10, region_code = $11, address = $12, longitude = $13, latitude = $14, plan_start = $15,
         plan_end = $16, actual_start = $17, actual_end = $18, director = $19, director_phone = $20, main_quantities = $21, intro = $22 WHERE id = $1`,
      [id, d.code, d.grade, d.nature, seedRowId('customer/customer', d.customer), d.contractAmount, d.investment, d.length, d.stakes[0], d.stakes[1],
        d.region, d.address, d.lngLat[0], d.lngLat[1], d.plan[0], d.plan[1], d.actual[0], d.actual[1], d.director, d.phone, d.quantities, d.intro],
    );
  }
}
