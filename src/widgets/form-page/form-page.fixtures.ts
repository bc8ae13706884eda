import type { DataRecord, DictItemMap, FormPageSchema } from '@/engine';

// Realistic data for stories and tests: a site hazard report (create mode, like schemas/modules/safety/hazard-report.json)
// and a project's supervision settings (single mode).

export const hazardReportSchema: FormPageSchema = {
  schemaVersion: 1,
  kind: 'form',
  mode: 'create',
  code: 'safety/hazardReport',
  title: '隐患上报',
  description: '现场人员上报安全隐患：每次提交登记一条，由项目安全负责人在隐患排查中跟进整改。',
  table: 'biz_safety_hazard_report',
  scope: 'project',
  permissionPrefix: 'safety:hazardReport',
  submitLabel: '提交上报',
  form: { columns: 2 },
  fields: [
    { name: 'title', label: '隐患描述', type: 'input', dbType: 'varchar', length: 200, required: true, form: { span: 24, placeholder: '简要描述发现的隐患' } },
    { name: 'location', label: '隐患部位', type: 'input', dbType: 'varchar', length: 100, required: true, form: { placeholder: '如：3号楼 5层 东侧临边' } },
    { name: 'level', label: '隐患等级', type: 'radio', dbType: 'varchar', length: 20, required: true, dict: 'danger_level', default: 'general' },
    { name: 'reporter', label: '上报人', type: 'input', dbType: 'varchar', length: 50, required: true },
    { name: 'reporterPhone', label: '联系电话', type: 'input', dbType: 'varchar', length: 20, required: true, rules: [{ rule: 'm', message: '请输入正确的手机号码' }] },
    {
      name: 'suggestion', label: '整改建议', type: 'textarea', dbType: 'varchar', length: 500,
      form: { span: 24, reactions: [{ dependencies: ['level'], effect: 'requiredWhen', values: ['major'] }] },
    },
  ],
};

export const hazardDicts: DictItemMap = {
  danger_level: [
    { value: 'general', text: '一般隐患', title: '一般隐患', label: '一般隐患' },
    { value: 'major', text: '重大隐患', title: '重大隐患', label: '重大隐患' },
  ],
  report_cycle: [
    { value: 'week', text: '每周', title: '每周', label: '每周' },
    { value: 'month', text: '每月', title: '每月', label: '每月' },
  ],
};

export const supervisionSettingsSchema: FormPageSchema = {
  schemaVersion: 1,
  kind: 'form',
  mode: 'single',
  code: 'project/supervisionSettings',
  title: '监理工作设置',
  table: 'biz_project_supervision_settings',
  scope: 'project',
  permissionPrefix: 'project:supervisionSettings',
  submitLabel: '保存设置',
  fields: [
    { name: 'chiefEngineer', label: '总监理工程师', type: 'input', dbType: 'varchar', length: 50, required: true },
    { name: 'chiefPhone', label: '总监电话', type: 'input', dbType: 'varchar', length: 20, rules: [{ rule: 'm' }] },
    { name: 'reportCycle', label: '监理报告周期', type: 'select', dbType: 'varchar', length: 10, dict: 'report_cycle', default: 'month' },
    { name: 'inspectionDays', label: '巡检间隔（天）', type: 'inputNumber', dbType: 'int', default: 7 },
  ],
};

export const supervisionSettingsRows: DataRecord[] = [
  { id: 's1', chiefEngineer: '王建国', chiefPhone: '13912345678', reportCycle: 'week', inspectionDays: 3, version: 4 },
];
