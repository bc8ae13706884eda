import { compileNamedSql, CONTEXT_PARAMS, type ReportSchema } from './report-schema';
import type { SchemaProblem } from './validate-page';

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Checks a report file: one select statement, declared parameters, safe column names, a sortable default.
 *
 * @example
 * checkReportSchema({ code: 'x', name: 'x', sql: 'select 1 as a; drop table t', columns: [...] });
 * // → [{ pointer: '/sql', message: '报表 SQL 只能有一条语句（不能含分号）' }]
 */
export function checkReportSchema(input: unknown): SchemaProblem[] {
  const r = input as ReportSchema;
  if (!r || typeof r !== 'object') return [{ pointer: '/', message: '报表定义必须是对象' }];
  const problems: SchemaProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ pointer, message });
  if (typeof r.code !== 'string' || !/^[a-z][a-z0-9_]{0,62}$/.test(r.code)) add('/code', '报表编码必须是小写字母开头的下划线命名');
  if (typeof r.name !== 'string' || !r.name) add('/name', '缺少报表名称');
  if (typeof r.sql !== 'string' || !/^\s*(select|with)\b/i.test(r.sql)) {
    add('/sql', '报表 SQL 必须是一条 select 语句');
  } else {
    if (r.sql.replace(/'[^']*'/g, "''").includes(';')) add('/sql', '报表 SQL 只能有一条语句（不能含分号）');
    const declared = new Set<string>([...(r.params ?? []).map((p) => p.name), ...CONTEXT_PARAMS]);
    for (const name of compileNamedSql(r.sql).names) {
      if (!declared.has(name)) add('/sql', `SQL 中的参数 :${name} 未在 params 中声明`);
    }
  }
  if (!Array.isArray(r.columns) || r.columns.length === 0) {
    add('/columns', '至少需要一列');
    return problems;
  }
  r.columns.forEach((c, i) => {
    if (!IDENT.test(c.field)) add(`/columns/${i}/field`, `列名 "${c.field}" 必须是小写下划线命名`);
  });
  if (r.defaultSort && !r.columns.some((c) => c.field === r.defaultSort!.field)) {
    add('/defaultSort/field', `排序字段 "${r.defaultSort.field}" 不是报表的列`);
  }
  return problems;
}
