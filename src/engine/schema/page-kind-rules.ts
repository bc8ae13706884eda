import { didYouMean } from './did-you-mean';
import type { DashboardPageSchema, DataPageSchema, PageSchema } from './page-schema';
import { PLATFORM_RESOURCES } from './platform-resources';
import { PANEL_WIDGETS } from './registered-widgets';
import type { LintContext, SchemaProblem } from './validate-page';

/**
 * The rules of each page kind that the meta-schema cannot express: where a data page's rows come from,
 * a tree's parent and title fields, and the reports, columns and widgets report pages and dashboards name.
 * Checks needing the whole folder (reports) are skipped when the context lacks them.
 *
 * @example
 * pageKindProblems({ ...page, source: 'platform', code: 'sys/usr' }, {});
 * // → [{ pointer: '/code', message: '平台接口 "sys/usr" 不存在（是不是想写 "sys/user"？）' }, ...]
 */
export function pageKindProblems(page: PageSchema, context: LintContext): SchemaProblem[] {
  switch (page.kind) {
    case 'crud':
      return [...sourceProblems(page), ...approvalProblems(page)];
    case 'form':
      return sourceProblems(page);
    case 'tree-crud': {
      const names = page.fields.map((f) => f.name);
      const problems = sourceProblems(page);
      const { parentField, titleField } = page.tree;
      if (!names.includes(parentField)) {
        problems.push({ pointer: '/tree/parentField', message: `父节点字段 "${parentField}" 未声明${didYouMean(parentField, names)}` });
      }
      if (!names.includes(titleField)) {
        problems.push({ pointer: '/tree/titleField', message: `标题字段 "${titleField}" 未声明${didYouMean(titleField, names)}` });
      }
      return problems;
    }
    case 'report':
      if (context.reports && !context.reports.has(page.report)) {
        return [{ pointer: '/report', message: `报表 "${page.report}" 不存在${didYouMean(page.report, context.reports.keys())}` }];
      }
      return [];
    case 'dashboard':
      return panelProblems(page, context);
  }
}

/**
 * A page that goes through approval shows its state: a `bpmStatus` field on the `bpm_status` dictionary (the
 * workflow writes it; the list colours it). The number and title fields it names are its own.
 */
function approvalProblems(page: DataPageSchema): SchemaProblem[] {
  if (page.kind !== 'crud' || !page.approval) return [];
  const names = page.fields.map((f) => f.name);
  const problems: SchemaProblem[] = [];
  const state = page.fields.find((f) => f.name === 'bpmStatus');
  if (!state || state.dict !== 'bpm_status') {
    problems.push({ pointer: '/approval', message: '走审批的页面须有字段 "bpmStatus"（审批状态，字典 bpm_status）' });
  }
  for (const key of ['numberField', 'titleField'] as const) {
    const name = page.approval[key];
    if (name && !names.includes(name)) problems.push({ pointer: `/approval/${key}`, message: `字段 "${name}" 未声明${didYouMean(name, names)}` });
  }
  if (page.approval.numberField && !page.approval.numberPrefix) problems.push({ pointer: '/approval', message: '设置了申请单号字段 numberField 时须同时设置前缀 numberPrefix' });
  return problems;
}

/** Module pages own a table; platform pages name a built-in endpoint and own none. */
function sourceProblems(page: DataPageSchema): SchemaProblem[] {
  if (page.source !== 'platform') {
    return page.table ? [] : [{ pointer: '/', message: '缺少必填属性 "table"（数据来源为 module 的页面需要自己的数据表）' }];
  }
  const problems: SchemaProblem[] = [];
  if (!(PLATFORM_RESOURCES as readonly string[]).includes(page.code)) {
    problems.push({ pointer: '/code', message: `平台接口 "${page.code}" 不存在${didYouMean(page.code, PLATFORM_RESOURCES)}` });
  }
  // A platform page names the platform table it is served from (the table layer serves it like any module).
  return problems;
}

function panelProblems(page: DashboardPageSchema, context: LintContext): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  page.panels.forEach((panel, i) => {
    const at = `/panels/${i}`;
    if (panel.type === 'widget' && !PANEL_WIDGETS.includes(panel.widget)) {
      problems.push({ pointer: `${at}/widget`, message: `部件 "${panel.widget}" 未注册${didYouMean(panel.widget, PANEL_WIDGETS)}` });
    }
    // A widget without a report brings its own data.
    if (!context.reports || !panel.report) return;
    const columns = context.reports.get(panel.report);
    if (!columns) {
      problems.push({ pointer: `${at}/report`, message: `面板引用的报表 "${panel.report}" 不存在${didYouMean(panel.report, context.reports.keys())}` });
      return;
    }
    const column = (pointer: string, name: string) => {
      if (!columns.has(name)) problems.push({ pointer: `${at}/${pointer}`, message: `报表 ${panel.report} 没有列 "${name}"${didYouMean(name, columns)}` });
    };
    if (panel.type === 'stat') {
      column('field', panel.field);
      if (panel.compare) column('compare', panel.compare);
      if (panel.target) column('target', panel.target);
    }
    if (panel.type === 'chart') {
      column('x', panel.x);
      panel.y.forEach((y, j) => column(`y/${j}`, y));
    }
    if (panel.type === 'ranking') {
      column('label', panel.label);
      column('value', panel.value);
    }
    if (panel.type === 'progress') {
      column('field', panel.field);
      if (panel.target) column('target', panel.target);
    }
    if (panel.type !== 'widget' && panel.drill?.field) column('drill/field', panel.drill.field);
  });
  return problems;
}
