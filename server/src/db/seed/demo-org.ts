// The demo organisation: a group company, its subsidiaries, departments, projects and users at every level.
// Passwords satisfy the spec's rule (8–50 characters, upper, lower, digit and one of !@#$%+.).

export interface DemoCompany {
  id: string;
  parentId: string | null;
  name: string;
  abbr: string;
  orgCode: string;
  category: '1' | '2';
  order: number;
}

export const GROUP_ID = '001';

export const demoCompanies: DemoCompany[] = [
  { id: GROUP_ID, parentId: null, name: '工程咨询集团', abbr: '工程咨询集团', orgCode: 'A01', category: '1', order: 0 },
  { id: 'c01', parentId: GROUP_ID, name: '华通公路工程咨询有限公司', abbr: '华通公路', orgCode: 'A01A01', category: '1', order: 1 },
  { id: 'c02', parentId: GROUP_ID, name: '中路桥梁工程监理有限公司', abbr: '中路监理', orgCode: 'A01A02', category: '1', order: 2 },
  { id: 'c03', parentId: GROUP_ID, name: '西南交通建设咨询有限公司', abbr: '西南咨询', orgCode: 'A01A03', category: '1', order: 3 },
  { id: 'c04', parentId: GROUP_ID, name: '交通新材料科技有限公司', abbr: '新材料公司', orgCode: 'A01A04', category: '1', order: 4 },
  { id: 'c05', parentId: GROUP_ID, name: '铁路发展投资有限公司', abbr: '铁路发展', orgCode: 'A01A05', category: '1', order: 5 },
  { id: 'd01', parentId: GROUP_ID, name: '综合办公室', abbr: '综合办', orgCode: 'A01B01', category: '2', order: 10 },
  { id: 'd02', parentId: GROUP_ID, name: '人力资源部', abbr: '人力部', orgCode: 'A01B02', category: '2', order: 11 },
  { id: 'd03', parentId: 'c01', name: '工程技术部', abbr: '技术部', orgCode: 'A01A01B01', category: '2', order: 1 },
  { id: 'd04', parentId: 'c01', name: '经营管理部', abbr: '经营部', orgCode: 'A01A01B02', category: '2', order: 2 },
  { id: 'd05', parentId: 'c02', name: '监理业务部', abbr: '监理部', orgCode: 'A01A02B01', category: '2', order: 1 },
  { id: 'd06', parentId: 'c01', name: '财务部', abbr: '财务部', orgCode: 'A01A01B03', category: '2', order: 3 },
  { id: 'd07', parentId: 'c01', name: '综合办公室', abbr: '综合办', orgCode: 'A01A01B04', category: '2', order: 4 },
];

export interface DemoProject {
  id: string;
  companyId: string;
  name: string;
  abbr: string;
  supervisionAttr: string;
  /** 1 not started, 2 in progress, 3 completed; null is treated as 1. */
  state: '1' | '2' | '3' | null;
  sort: number;
}

export const demoProjects: DemoProject[] = [
  { id: 'p01', companyId: 'c01', name: 'G4京港澳高速公路改扩建工程施工监理', abbr: '京港澳改扩建', supervisionAttr: '施工监理', state: '2', sort: 1 },
  { id: 'p02', companyId: 'c01', name: '沪昆高速公路湘潭段养护工程咨询', abbr: '沪昆养护', supervisionAttr: '养护咨询', state: '3', sort: 2 },
  { id: 'p03', companyId: 'c02', name: '成渝地区双城经济圈环线高速公路监理', abbr: '成渝环线', supervisionAttr: '施工监理', state: '2', sort: 3 },
  { id: 'p04', companyId: 'c02', name: '雄安新区对外骨干路网工程咨询', abbr: '雄安路网', supervisionAttr: '全过程咨询', state: '1', sort: 4 },
  { id: 'p05', companyId: 'c03', name: 'G60沪昆高速扩容工程试验检测', abbr: 'G60检测', supervisionAttr: '试验检测', state: null, sort: 5 },
  { id: 'p06', companyId: 'c01', name: '京雄高速公路智慧交通咨询', abbr: '京雄智慧', supervisionAttr: '专项咨询', state: '3', sort: 6 },
  { id: 'p07', companyId: 'c02', name: '深中通道连接线桥梁监理', abbr: '深中连接线', supervisionAttr: '施工监理', state: '2', sort: 7 },
];

export interface DemoUser {
  id: string;
  username: string;
  realname: string;
  password: string;
  level: 'group' | 'company' | 'project';
  /** Company the user belongs to at group/company level (null for project-only users). */
  companyId: string | null;
  departIds: string[];
  projectIds: string[];
  roles: string[];
  /** 负责部门: the departments the user leads (their 部门负责人 in approvals). */
  leads?: string[];
  sex: 1 | 2;
  phone: string;
  /** 职务: a position code of 职务管理 (server/src/db/seed/demo-admin.ts), as sys_user.post stores it. */
  post: string;
}

export const demoUsers: DemoUser[] = [
  { id: 'u-admin', username: 'admin', realname: '系统管理员', password: 'Admin@2026', level: 'group', companyId: GROUP_ID,
    departIds: ['d01'], projectIds: ['p01', 'p03'], roles: ['admin'], sex: 1, phone: '13800000001', post: 'XXHZG' },
  { id: 'u-zhangwei', username: 'zhangwei', realname: '张伟', password: 'Group@2026', level: 'group', companyId: GROUP_ID,
    departIds: ['d01', 'd02'], projectIds: [], roles: ['group_staff'], sex: 1, phone: '13800000002', post: 'BGSZR' },
  { id: 'u-zhaomin', username: 'zhaomin', realname: '赵敏', password: 'Group@2026', level: 'group', companyId: GROUP_ID,
    departIds: ['d02'], projectIds: [], roles: ['group_staff'], sex: 2, phone: '13800000003', post: 'RSZY' },
  { id: 'u-lina', username: 'lina', realname: '李娜', password: 'Company@2026', level: 'company', companyId: 'c01',
    departIds: ['d03', 'd04'], projectIds: ['p01', 'p02', 'p06'], roles: ['company_staff', 'jyb'], leads: ['d04'], sex: 2, phone: '13800000004', post: 'BMJL' },
  { id: 'u-wangqiang', username: 'wangqiang', realname: '王强', password: 'Company@2026', level: 'company', companyId: 'c02',
    departIds: ['d05'], projectIds: ['p03', 'p04', 'p07'], roles: ['company_staff'], sex: 1, phone: '13800000005', post: 'ZGCS' },
  { id: 'u-liuyang', username: 'liuyang', realname: '刘洋', password: 'Project@2026', level: 'project', companyId: null,
    departIds: [], projectIds: ['p01'], roles: ['project_staff'], sex: 1, phone: '13800000006', post: 'ZJLGCS' },
  { id: 'u-chenjing', username: 'chenjing', realname: '陈静', password: 'Project@2026', level: 'project', companyId: null,
    departIds: [], projectIds: ['p03', 'p04'], roles: ['project_staff'], sex: 2, phone: '13800000007', post: 'AQJL' },
  // 华通公路's approvers: the leader of 工程技术部, the deputy general manager in charge, the general manager, HR.
  { id: 'u-fengtao', username: 'fengtao', realname: '冯涛', password: 'Company@2026', level: 'company', companyId: 'c01',
    departIds: ['d03'], projectIds: [], roles: ['company_staff'], leads: ['d03'], sex: 1, phone: '13800000008', post: 'BMJL' },
  { id: 'u-sunlihua', username: 'sunlihua', realname: '孙丽华', password: 'Company@2026', level: 'company', companyId: 'c01',
    departIds: ['d04'], projectIds: [], roles: ['company_staff', 'fgld'], sex: 2, phone: '13800000009', post: 'FZJL' },
  { id: 'u-zhoujianguo', username: 'zhoujianguo', realname: '周建国', password: 'Company@2026', level: 'company', companyId: 'c01',
    departIds: ['d04'], projectIds: [], roles: ['company_staff', 'zjl'], sex: 1, phone: '13800000010', post: 'ZJL' },
  { id: 'u-zhengxiao', username: 'zhengxiao', realname: '郑晓', password: 'Company@2026', level: 'company', companyId: 'c01',
    departIds: ['d07'], projectIds: [], roles: ['company_staff', 'hr'], sex: 2, phone: '13800000011', post: 'RSZY' },
  { id: 'u-wufang', username: 'wufang', realname: '吴芳', password: 'Company@2026', level: 'company', companyId: 'c01',
    departIds: ['d06'], projectIds: [], roles: ['company_staff', 'cwb'], leads: ['d06'], sex: 2, phone: '13800000012', post: 'BMJL' },
  { id: 'u-qianweidong', username: 'qianweidong', realname: '钱卫东', password: 'Company@2026', level: 'company', companyId: 'c01',
    departIds: ['d06'], projectIds: [], roles: ['company_staff', 'cwzj'], sex: 1, phone: '13800000013', post: 'CWZJ' },
  { id: 'u-huanglei', username: 'huanglei', realname: '黄磊', password: 'Company@2026', level: 'company', companyId: 'c01',
    departIds: ['d07'], projectIds: [], roles: ['company_staff', 'zhb'], leads: ['d07'], sex: 1, phone: '13800000014', post: 'BGSZR' },
  // 工程技术部 staff who apply for leave, cars, seals and trips.
  { id: 'u-wangpeng', username: 'wangpeng', realname: '王鹏', password: 'Company@2026', level: 'company', companyId: 'c01',
    departIds: ['d03'], projectIds: ['p01'], roles: ['company_staff'], sex: 1, phone: '13800000015', post: 'SYJCGCS' },
  { id: 'u-zhaoqiang', username: 'zhaoqiang', realname: '赵强', password: 'Company@2026', level: 'company', companyId: 'c01',
    departIds: ['d03'], projectIds: ['p01'], roles: ['company_staff'], sex: 1, phone: '13800000016', post: 'CLGCS' },
];
