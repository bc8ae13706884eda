/** What the 新建 dialog asks for: the page's code and title; the table and permission prefix follow from the code. */
export interface TemplateInput {
  code: string;
  title: string;
}

export interface StudioTemplate {
  id: 'ledger' | 'contract' | 'rectify' | 'approval' | 'report';
  name: string;
  description: string;
  build(input: TemplateInput): Record<string, unknown>;
}

const snake = (s: string) => s.replace(/([A-Z])/g, '_$1').toLowerCase();
/** `fleet/vehicleRepair` → `biz_fleet_vehicle_repair`. */
export const tableOf = (code: string) => `biz_${code.split('/').map(snake).join('_')}`.slice(0, 60);
/** `fleet/vehicleRepair` → `fleet:vehicleRepair`. */
export const prefixOf = (code: string) => code.replace(/\//g, ':');

const base = ({ code, title }: TemplateInput) => ({
  $schema: '../../../src/engine/schema/page.meta-schema.json', schemaVersion: 1, kind: 'crud', code, title,
  table: tableOf(code), scope: 'company', permissionPrefix: prefixOf(code),
});
const field = (name: string, label: string, type: string, dbType: string, more: Record<string, unknown> = {}) => ({ name, label, type, dbType, ...more });
// A long text shows in the detail and the form, not as a cramped list column.
const remark = field('remark', '备注', 'textarea', 'text', { maxLength: 500, form: { span: 24 }, list: { hidden: true } });

/**
 * The studio's starter templates: each gives a page that lints clean and publishes as it is, to be renamed and
 * extended in the designer. Dictionaries, roles, reports and processes are ones the platform already has.
 */
export const STUDIO_TEMPLATES: StudioTemplate[] = [
  {
    id: 'ledger', name: '台账', description: '登记类台账：编号自动生成，按名称、日期、状态查询，金额合计。',
    build: (input) => ({
      ...base(input), defaultSort: { field: 'recordDate', order: 'desc' },
      fields: [
        field('recordNo', '登记编号', 'input', 'varchar', { length: 40, autoNumber: { prefix: 'TZ', digits: 4 }, list: { width: 150 }, form: { lockOnEdit: true } }),
        field('subject', '名称', 'input', 'varchar', { length: 100, required: true, query: { mode: 'like', order: 1 }, list: { width: 200 } }),
        field('recordDate', '登记日期', 'date', 'date', { required: true, query: { mode: 'range', order: 2 }, list: { width: 120, sorter: true } }),
        field('handler', '经办人', 'input', 'varchar', { length: 50, list: { width: 100 } }),
        field('amount', '金额（元）', 'money', 'numeric', { scale: 2, min: 0, list: { width: 130, format: 'money', statistics: ['sum'] } }),
        field('status', '状态', 'select', 'varchar', { length: 10, dict: 'enable_status', default: '1', query: { mode: 'eq', order: 3 }, list: { width: 90 } }),
        remark,
      ],
    }),
  },
  {
    id: 'contract', name: '合同类', description: '合同与付款计划子表：合同金额、签订日期、状态，付款计划金额合计。',
    build: (input) => ({
      ...base(input), defaultSort: { field: 'signDate', order: 'desc' }, form: { container: 'drawer', width: 960, columns: 2 },
      fields: [
        field('contractNo', '合同编号', 'input', 'varchar', { length: 40, required: true, unique: 'company', query: { mode: 'like', order: 1 }, list: { width: 150 } }),
        field('contractName', '合同名称', 'input', 'varchar', { length: 200, required: true, query: { mode: 'like', order: 2 }, list: { width: 220 } }),
        field('partyName', '对方单位', 'input', 'varchar', { length: 200, required: true, list: { width: 200 } }),
        field('signDate', '签订日期', 'date', 'date', { query: { mode: 'range', order: 3 }, list: { width: 120, sorter: true } }),
        field('amount', '合同金额（元）', 'money', 'numeric', { scale: 2, required: true, min: 0, list: { width: 150, format: 'money', statistics: ['sum'] } }),
        field('contractStatus', '合同状态', 'select', 'varchar', { length: 20, dict: 'contract_status', default: 'draft', query: { mode: 'eq', order: 4 }, list: { width: 100 } }),
        field('attachment', '合同附件', 'file', 'varchar', { length: 1000, form: { span: 24 } }),
        remark,
      ],
      subTables: [{
        name: 'paymentPlans', title: '付款计划', table: `${tableOf(input.code)}_plan`.slice(0, 63), foreignKey: 'contractId',
        fields: [
          field('phase', '付款阶段', 'input', 'varchar', { length: 50, required: true }),
          field('planDate', '计划日期', 'date', 'date'),
          field('planAmount', '计划金额（元）', 'money', 'numeric', { scale: 2, min: 0, list: { statistics: ['sum'] } }),
        ],
      }],
    }),
  },
  {
    id: 'rectify', name: '检查整改', description: '检查发现问题 → 整改 → 复查 → 验收的闭环，状态流转由服务端强制，逾期标红。',
    build: (input) => ({
      ...base(input), scope: 'project', defaultSort: { field: 'checkDate', order: 'desc' }, form: { columns: 2 },
      fields: [
        field('checkDate', '检查日期', 'date', 'date', { required: true, query: { mode: 'range', order: 1 }, list: { width: 120, sorter: true } }),
        field('checkPlace', '检查部位', 'input', 'varchar', { length: 100, required: true, query: { mode: 'like', order: 2 }, list: { width: 180 } }),
        field('issue', '存在问题', 'textarea', 'text', { required: true, form: { span: 24 }, list: { width: 240, ellipsis: true } }),
        field('level', '问题等级', 'select', 'varchar', { length: 20, dict: 'danger_level', required: true, query: { mode: 'eq', order: 3 }, list: { width: 100 } }),
        field('rectifyStatus', '整改状态', 'select', 'varchar', { length: 20, dict: 'rectify_status', default: 'pending', query: { mode: 'eq', order: 4 }, list: { width: 100 } }),
        field('rectifyOwner', '整改责任人', 'input', 'varchar', { length: 50, list: { width: 100 } }),
        field('rectifyDeadline', '整改期限', 'date', 'date', { list: { width: 120 } }),
        field('rectifyMeasure', '整改措施', 'textarea', 'text', { form: { span: 24 } }),
        field('finishDate', '完成日期', 'date', 'date'),
        field('reviewOpinion', '复查意见', 'textarea', 'text', { form: { span: 24 } }),
      ],
      states: {
        field: 'rectifyStatus', initial: ['pending'], locked: ['verified'],
        transitions: [
          { from: ['pending'], to: 'rectifying', require: ['rectifyOwner', 'rectifyDeadline'] },
          { from: ['rectifying'], to: 'done', require: ['rectifyMeasure', 'finishDate'] },
          { from: ['done'], to: 'rectifying', roles: ['admin', 'company_staff'], require: ['reviewOpinion'] },
          { from: ['done'], to: 'verified', roles: ['admin', 'company_staff'], require: ['reviewOpinion'] },
        ],
        deadline: { field: 'rectifyDeadline', open: ['pending', 'rectifying', 'done'] },
      },
    }),
  },
  {
    id: 'approval', name: '审批单', description: '走审批流程的申请单：自动编号、草稿可改，审批中与已通过不能修改（流程：采购申请，可在流程定义中另行设计）。',
    build: (input) => ({
      ...base(input), defaultSort: { field: 'createTime', order: 'desc' }, form: { container: 'drawer', width: 900, columns: 2 },
      approval: { process: 'flow_purchase', numberField: 'applyNo', numberPrefix: 'SQ', titleField: 'subject' },
      fields: [
        field('applyNo', '申请单号', 'input', 'varchar', { length: 40, form: { readOnly: true }, list: { width: 150 } }),
        field('subject', '申请事由', 'input', 'varchar', { length: 200, required: true, query: { mode: 'like', order: 1 }, list: { width: 220 } }),
        field('applicantName', '申请人', 'input', 'varchar', { length: 50, required: true, list: { width: 100 } }),
        field('applyDate', '申请日期', 'date', 'date', { required: true, query: { mode: 'range', order: 2 }, list: { width: 120 } }),
        // Named as the process's conditions read it (5万、20万元及以上 go on to 分管领导、总经理): under another name the
        // thresholds would see no amount and every application would stop at 财务部.
        field('totalAmount', '金额（元）', 'money', 'numeric', { scale: 2, min: 0, list: { width: 130, format: 'money' } }),
        field('reason', '详细说明', 'textarea', 'text', { form: { span: 24 } }),
        field('attachment', '附件', 'file', 'varchar', { length: 1000, form: { span: 24 } }),
        field('bpmStatus', '审批状态', 'select', 'varchar', { length: 2, dict: 'bpm_status', form: { readOnly: true }, query: { mode: 'eq', order: 3 }, list: { width: 100 } }),
      ],
    }),
  },
  {
    id: 'report', name: '报表', description: '把已登记的 Online 报表做成页面：查询条件、分页、排序与导出（示例为项目清单）。',
    build: ({ code, title }) => ({
      $schema: '../../../src/engine/schema/page.meta-schema.json', schemaVersion: 1, kind: 'report', code, title, report: 'project_list',
    }),
  },
];
