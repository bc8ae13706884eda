import type { ReportPageSchema } from '@/engine';

// The report pages of the demo: both reports exist in the engine's demo backend (createDemoCustom).

export const projectListPage: ReportPageSchema = {
  schemaVersion: 1, kind: 'report', code: 'report/projectList', title: '项目清单', report: 'project_list',
};

export const userListPage: ReportPageSchema = {
  schemaVersion: 1, kind: 'report', code: 'report/userList', title: '人员花名册', report: 'user_list',
};

export const missingReportPage: ReportPageSchema = {
  schemaVersion: 1, kind: 'report', code: 'report/missing', title: '已下线的报表', report: 'retired_report',
};
