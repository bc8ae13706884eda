import type { ReportMeta, ReportRecord } from '@/engine';

/** 京港澳高速改扩建 (p01)'s sections as the project screen's report gives them: supervision over the whole line, three civil sections end to end, the pavement section, and the 中心试验室 without 桩号. */
export const jinggangaoSections: ReportRecord[] = [
  { section_code: '总监办', section_name: '京港澳改扩建总监办', stake_start: 'K38+000', stake_end: 'K76+500', unit_name: '华通公路工程咨询有限公司', plan_wan: null, actual_wan: null, progress: null },
  { section_code: '1驻地办', section_name: '第一驻地监理办', stake_start: 'K38+000', stake_end: 'K57+200', unit_name: '华通公路工程咨询有限公司', progress: null },
  { section_code: '2驻地办', section_name: '第二驻地监理办', stake_start: 'K57+200', stake_end: 'K76+500', unit_name: '华通公路工程咨询有限公司', progress: null },
  { section_code: 'TJ1', section_name: 'TJ1合同段（路基桥涵）', stake_start: 'K38+000', stake_end: 'K47+600', unit_name: '中交第一公路工程局有限公司', plan_wan: 12860, actual_wan: 11960.4, progress: 93 },
  { section_code: 'TJ2', section_name: 'TJ2合同段（路基桥涵）', stake_start: 'K47+600', stake_end: 'K57+200', unit_name: '河北路桥集团有限公司', plan_wan: 10420, actual_wan: 7398.2, progress: 71 },
  { section_code: 'TJ3', section_name: 'TJ3合同段（路基桥涵）', stake_start: 'K57+200', stake_end: 'K76+500', unit_name: '中铁十八局集团有限公司', plan_wan: 18650, actual_wan: 8392.5, progress: 45 },
  { section_code: 'LM1', section_name: 'LM1合同段（路面）', stake_start: 'K38+000', stake_end: 'K76+500', unit_name: '河北省交通建设集团路面工程有限公司', plan_wan: 9230, actual_wan: 1661.4, progress: 18 },
  { section_code: 'SY', section_name: '中心试验室', stake_start: null, stake_end: null, unit_name: '华通公路工程咨询有限公司', progress: null },
];

export const sectionsMeta: ReportMeta = {
  cgRpConfigId: 'screen_project_sections',
  cgRpConfigName: '项目大屏：标段分布与产值进度',
  columns: [
    { dataIndex: 'section_code', title: '标段编号' }, { dataIndex: 'section_name', title: '标段' }, { dataIndex: 'unit_name', title: '承包单位' },
    { dataIndex: 'plan_wan', title: '计划产值（万元）' }, { dataIndex: 'actual_wan', title: '完成产值（万元）' }, { dataIndex: 'progress', title: '产值进度（%）' },
  ],
  dictOptions: {},
};
