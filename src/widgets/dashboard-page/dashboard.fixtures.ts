import {
  createDemoCustom, HttpError, type CustomParams, type DashboardPageSchema, type DataProvider, type ReportMeta, type ReportRecord,
} from '@/engine';
import { jinggangaoSections, sectionsMeta } from '../route-strip/route-strip.fixtures';

// A demo backend for dashboards: the Online report API (getRpColumns / getData) over a few aggregate reports of the
// group's projects, falling back to the engine's demo reports (project_list, user_list) for anything else.

interface StatsReport {
  meta: ReportMeta;
  rows: ReportRecord[];
}

const col = (dataIndex: string, title: string, extra: Partial<ReportMeta['columns'][number]> = {}) =>
  ({ title, dataIndex, fieldType: 'String', align: 'center' as const, sorter: 'false', isTotal: '0', ...extra });

const projectStates = [
  { value: '0', text: '未开工', title: '未开工', label: '未开工' },
  { value: '1', text: '在建', title: '在建', label: '在建' },
  { value: '2', text: '停工', title: '停工', label: '停工' },
  { value: '3', text: '已完工', title: '已完工', label: '已完工' },
];

export const dashboardReports: Record<string, StatsReport> = {
  project_summary: {
    meta: {
      cgRpConfigId: 'rp-project-summary', cgRpConfigName: '项目汇总',
      columns: [col('total', '项目总数', { fieldType: 'Integer' }), col('active', '在建项目', { fieldType: 'Integer' }),
        col('contract_amount', '合同总额（万元）', { fieldType: 'BigDecimal' }), col('open_hazards', '未整改隐患', { fieldType: 'Integer' })],
      dictOptions: {},
    },
    rows: [{ total: 23, active: 11, contract_amount: 18650.5, open_hazards: 4 }],
  },
  project_state_stats: {
    meta: {
      cgRpConfigId: 'rp-project-state-stats', cgRpConfigName: '各状态项目数',
      columns: [col('state', '项目状态', { customRender: 'project_state' }), col('total', '项目数', { fieldType: 'Integer' })],
      dictOptions: { project_state: projectStates },
    },
    rows: [{ state: '0', total: 5 }, { state: '1', total: 11 }, { state: '2', total: 1 }, { state: '3', total: 6 }],
  },
  contract_monthly: {
    meta: {
      cgRpConfigId: 'rp-contract-monthly', cgRpConfigName: '月度合同签订与回款',
      columns: [col('month', '月份'), col('signed', '签订额（万元）', { fieldType: 'BigDecimal' }), col('received', '回款额（万元）', { fieldType: 'BigDecimal' })],
      dictOptions: {},
    },
    rows: [
      { month: '2026-01', signed: 1280, received: 860.5 }, { month: '2026-02', signed: 640, received: 720 },
      { month: '2026-03', signed: 2150.8, received: 1320 }, { month: '2026-04', signed: 1735, received: 1510.2 },
      { month: '2026-05', signed: 980, received: 1105 }, { month: '2026-06', signed: 2460, received: 1890 },
    ],
  },
  hazard_recent: {
    meta: {
      cgRpConfigId: 'rp-hazard-recent', cgRpConfigName: '近期隐患',
      columns: [col('title', '隐患描述'), col('project_name', '项目'), col('level', '等级', { customRender: 'danger_level' }), col('found_time', '发现时间')],
      dictOptions: { danger_level: [{ value: 'general', text: '一般隐患' }, { value: 'major', text: '重大隐患' }] },
    },
    rows: [
      ['5层东侧临边防护栏杆缺失', 'G4京港澳高速JL3', 'general', '2026-06-18 09:20:00'],
      ['2号塔吊附着装置螺栓松动', '沪宁城际站前工程', 'major', '2026-06-17 15:42:00'],
      ['配电箱未设置漏电保护', 'G4京港澳高速JL3', 'major', '2026-06-16 10:05:00'],
      ['基坑边堆载超过设计限值', '成都天府大道改造', 'general', '2026-06-15 14:30:00'],
      ['脚手架连墙件缺失', '成都天府大道改造', 'general', '2026-06-14 08:55:00'],
      ['消防通道被材料占用', '沪宁城际站前工程', 'general', '2026-06-12 16:10:00'],
      ['夜间施工照明不足', 'G4京港澳高速JL3', 'general', '2026-06-11 20:40:00'],
    ].map(([title, project_name, level, found_time], i) => ({ id: `h${i + 1}`, title, project_name, level, found_time })),
  },
  screen_project_sections: { meta: sectionsMeta, rows: jinggangaoSections },
  screen_contract_year: {
    meta: {
      cgRpConfigId: 'rp-screen-contract-year', cgRpConfigName: '本年合同',
      columns: [col('signed_wan', '本年签订（万元）', { fieldType: 'Double' }), col('last_signed_wan', '上年同期（万元）', { fieldType: 'Double' }),
        col('target_wan', '年度目标（万元）', { fieldType: 'Double' })],
      dictOptions: {},
    },
    rows: [{ signed_wan: 18650.5, last_signed_wan: 15200, target_wan: 25000 }],
  },
  screen_company_ranking: {
    meta: {
      cgRpConfigId: 'rp-screen-company-ranking', cgRpConfigName: '各公司签约额',
      columns: [col('company_id', '公司编码'), col('company_name', '公司'), col('signed_wan', '签约额（万元）', { fieldType: 'Double' })],
      dictOptions: {},
    },
    rows: [
      { company_id: 'c01', company_name: '华通公路工程咨询有限公司', signed_wan: 9860.4 },
      { company_id: 'c02', company_name: '中路桥梁工程监理有限公司', signed_wan: 5320 },
      { company_id: 'c03', company_name: '西南交通建设咨询有限公司', signed_wan: 3470.1 },
    ],
  },
  screen_latest: {
    meta: {
      cgRpConfigId: 'rp-screen-latest', cgRpConfigName: '最新审批与通知',
      columns: [col('kind', '类别'), col('title', '标题'), col('time', '时间')],
      dictOptions: {},
    },
    rows: [
      ['审批', '付款申请：G4京港澳JL3 第11期监理费', '2026-11-27 09:12'], ['通知', '关于开展冬季安全生产大检查的通知', '2026-11-26 16:30'],
      ['审批', '请假申请：陈静 年休假3天', '2026-11-26 10:05'], ['审批', '用印申请：成渝环线监理月报', '2026-11-25 15:40'],
      ['通知', '2026年度考核工作安排', '2026-11-24 11:00'], ['审批', '采购申请：检测仪器校准服务', '2026-11-24 09:30'],
      ['通知', '集团第四季度经营分析会通知', '2026-11-23 17:20'], ['审批', '差旅申请：王强 赴重庆驻地检查', '2026-11-23 08:50'],
    ].map(([kind, title, time], i) => ({ id: `n${i + 1}`, kind, title, time })),
  },
  no_rows_yet: {
    meta: { cgRpConfigId: 'rp-no-rows-yet', cgRpConfigName: '本月质量事故', columns: [col('total', '事故数', { fieldType: 'Integer' })], dictOptions: {} },
    rows: [],
  },
};

export interface DashboardBackendOptions {
  /** Reports whose calls fail with this message (one failing panel among working ones). */
  failing?: Record<string, string>;
  latencyMs?: number;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The `custom` handler of a memory provider for dashboard stories and tests.
 *
 * @example
 * createMemoryDataProvider({}, { custom: createDashboardCustom({ failing: { contract_monthly: '报表查询超时' } }) });
 */
export function createDashboardCustom(options: DashboardBackendOptions = {}): DataProvider['custom'] {
  const fallback = createDemoCustom();
  const byId = new Map(Object.entries(dashboardReports).map(([code, report]) => [report.meta.cgRpConfigId, { code, report }]));
  return async <T,>(params: CustomParams) => {
    if (options.latencyMs) await delay(options.latencyMs);
    const path = decodeURIComponent(params.url);
    const columns = /^\/online\/cgreport\/api\/getRpColumns\/(.+)$/.exec(path);
    const data = /^\/online\/cgreport\/api\/getData\/(.+)$/.exec(path);
    const code = columns ? columns[1] : data ? (dashboardReports[data[1]] ? data[1] : byId.get(data[1])?.code) : undefined;
    if (code && options.failing?.[code]) throw new HttpError({ status: 500, code: 500, message: options.failing[code] });
    if (columns && dashboardReports[columns[1]]) return { data: dashboardReports[columns[1]].meta as T };
    if (data && code) {
      const { rows } = dashboardReports[code];
      const pageNo = Number(params.query?.pageNo ?? 1);
      const pageSize = Number(params.query?.pageSize ?? 10);
      return { data: { total: rows.length, records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize) } as T };
    }
    return fallback<T>(params);
  };
}

export const projectsDashboard: DashboardPageSchema = {
  schemaVersion: 1,
  kind: 'dashboard',
  code: 'dashboard/projects',
  title: '项目看板',
  description: '集团在建项目、合同与安全隐患的总体情况（数据来自已登记的报表）。',
  panels: [
    { type: 'stat', title: '项目总数', report: 'project_summary', field: 'total', suffix: '个', span: 6 },
    { type: 'stat', title: '在建项目', report: 'project_summary', field: 'active', suffix: '个', span: 6 },
    { type: 'stat', title: '合同总额', report: 'project_summary', field: 'contract_amount', suffix: '万元', span: 6 },
    { type: 'stat', title: '未整改隐患', report: 'project_summary', field: 'open_hazards', suffix: '项', span: 6 },
    { type: 'chart', title: '各状态项目数', report: 'project_state_stats', chart: 'pie', x: 'state', y: ['total'] },
    { type: 'chart', title: '月度合同签订与回款', report: 'contract_monthly', chart: 'bar', x: 'month', y: ['signed', 'received'] },
    { type: 'chart', title: '月度回款趋势', report: 'contract_monthly', chart: 'line', x: 'month', y: ['received'], height: 240 },
    { type: 'table', title: '近期隐患', report: 'hazard_recent' },
    { type: 'widget', widget: 'online-report', props: { code: 'project_list', title: '项目清单', sorter: 'sort=asc' }, span: 24 },
  ],
};

/** Every panel state side by side: data, a failing report, a report with no rows, an unregistered widget. */
export const panelStatesDashboard: DashboardPageSchema = {
  schemaVersion: 1,
  kind: 'dashboard',
  code: 'dashboard/states',
  title: '面板状态',
  panels: [
    { type: 'stat', title: '在建项目', report: 'project_summary', field: 'active', suffix: '个', span: 8 },
    { type: 'chart', title: '月度合同签订与回款', report: 'contract_monthly', chart: 'bar', x: 'month', y: ['signed', 'received'], span: 8 },
    { type: 'stat', title: '本月质量事故', report: 'no_rows_yet', field: 'total', span: 8 },
    { type: 'table', title: '近期隐患', report: 'hazard_recent', pageSize: 3 },
    { type: 'widget', title: '天气预报', widget: 'weather-forecast' },
  ],
};

/** The big-screen panels: a number against last year, a target ring, a ranking that drills down, a scrolling list. */
export const screenPanelsDashboard: DashboardPageSchema = {
  schemaVersion: 1,
  kind: 'dashboard',
  code: 'dashboard/screen-panels',
  title: '经营总览',
  refreshSeconds: 300,
  panels: [
    { type: 'stat', title: '本年签订', report: 'screen_contract_year', field: 'signed_wan', compare: 'last_signed_wan', compareLabel: '较上年同期', target: 'target_wan', suffix: '万元', grid: { x: 0, y: 0, w: 6, h: 6 }, drill: { path: '/contract/income' } },
    { type: 'progress', title: '年度目标完成', report: 'screen_contract_year', field: 'signed_wan', target: 'target_wan', suffix: '万元', grid: { x: 6, y: 0, w: 6, h: 8 } },
    { type: 'ranking', title: '各公司签约额', report: 'screen_company_ranking', label: 'company_name', value: 'signed_wan', suffix: '万元', grid: { x: 12, y: 0, w: 12, h: 8 }, drill: { path: '/contract/income', field: 'company_id', param: 'companyId' } },
    { type: 'table', title: '最新审批与通知', report: 'screen_latest', scroll: true, grid: { x: 0, y: 8, w: 24, h: 9 } },
    { type: 'widget', title: '标段分布与产值进度', widget: 'route-strip', report: 'screen_project_sections', props: { detailFields: ['unit_name'] }, grid: { x: 0, y: 17, w: 24, h: 11 } },
  ],
};
