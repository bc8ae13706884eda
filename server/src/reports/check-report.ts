import { compileNamedSql, CONTEXT_PARAMS, type ReportSchema } from '@/engine/schema/report-schema';

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/;

/** Validates a report file at boot: one statement, known parameters, safe column names. */
export function checkReport(input: unknown, source: string): ReportSchema {
  const r = input as ReportSchema;
  const fail = (pointer: string, message: string): never => {
    throw new Error(`${source}#${pointer}: ${message}`);
  };
  if (!r || typeof r !== 'object') fail('/', '报表定义必须是对象');
  if (typeof r.code !== 'string' || !/^[a-z][a-z0-9_]{0,62}$/.test(r.code)) fail('/code', '报表编码必须是小写字母开头的下划线命名');
  if (typeof r.name !== 'string' || !r.name) fail('/name', '缺少报表名称');
  if (typeof r.sql !== 'string' || !/^\s*(select|with)\b/i.test(r.sql)) fail('/sql', '报表 SQL 必须是一条 select 语句');
  const unquoted = r.sql.replace(/'[^']*'/g, "''");
  if (unquoted.includes(';')) fail('/sql', '报表 SQL 只能有一条语句（不能含分号）');
  if (!Array.isArray(r.columns) || r.columns.length === 0) fail('/columns', '至少需要一列');
  r.columns.forEach((c, i) => {
    if (!IDENT.test(c.field)) fail(`/columns/${i}/field`, `列名 "${c.field}" 必须是小写下划线命名`);
  });
  const declared = new Set([...(r.params ?? []).map((p) => p.name), ...CONTEXT_PARAMS]);
  for (const name of compileNamedSql(r.sql).names) {
    if (!declared.has(name)) fail('/sql', `SQL 中的参数 :${name} 未在 params 中声明`);
  }
  const fields = new Set(r.columns.map((c) => c.field));
  if (r.defaultSort && !fields.has(r.defaultSort.field)) fail('/defaultSort/field', `排序字段 "${r.defaultSort.field}" 不是报表的列`);
  return r;
}
