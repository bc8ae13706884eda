/**
 * An online report: SQL written by a configurator in a file under `schemas/reports/`, with named parameters
 * (`:name`) that the server binds, and the columns it shows. Clients never send SQL; they send values.
 *
 * @example
 * const report: ReportSchema = {
 *   code: 'project_list', name: '项目清单',
 *   sql: 'select id, project_name from project_info where company_id = :ctx_company_id',
 *   columns: [{ field: 'project_name', title: '项目名称', type: 'String', sorter: true }],
 * };
 */
export interface ReportColumn {
  /** Column of the SQL result (lower snake_case). */
  field: string;
  title: string;
  type: 'String' | 'Integer' | 'Double' | 'Date' | 'Datetime';
  /** Allowed in `column=` sorting. Only columns marked here can be sorted on. */
  sorter?: boolean;
  /** Dictionary code; the column's `customRender` names it in `dictOptions`. */
  dict?: string;
  /** A query condition: `single` (exact, or `*x*` wildcards for text) or `group` (a `_begin`/`_end` range). */
  query?: { mode: 'single' | 'group' };
  /** Hidden columns still come back in records (popups copy them) but are not listed. */
  show?: boolean;
  /** Sum in the footer. */
  total?: boolean;
}

export interface ReportParam {
  /** Bound to `:name` in the SQL; clients send it as `self_<name>`. */
  name: string;
  label: string;
  default?: string;
}

export interface ReportSchema {
  $schema?: string;
  code: string;
  name: string;
  description?: string;
  sql: string;
  params?: ReportParam[];
  columns: ReportColumn[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Permission code required to run it; without one every signed-in user may. */
  permission?: string;
}

/** Parameters the server fills from the caller's session, never from the request. */
export const CONTEXT_PARAMS = ['ctx_company_id', 'ctx_project_id', 'ctx_is_group', 'ctx_user_id'] as const;

/**
 * Finds the `:name` parameters of a report's SQL, skipping `::casts` and text in quotes.
 * Returns the SQL with `$n` placeholders and the names in order.
 */
export function compileNamedSql(sql: string): { text: string; names: string[] } {
  const names: string[] = [];
  let text = '';
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      const stop = end < 0 ? sql.length : end + 1;
      text += sql.slice(i, stop);
      i = stop;
    } else if (c === ':' && sql[i + 1] === ':') {
      text += '::';
      i += 2;
    } else if (c === ':' && /[a-zA-Z_]/.test(sql[i + 1] ?? '')) {
      const m = /^[a-zA-Z_][a-zA-Z0-9_]*/.exec(sql.slice(i + 1))!;
      let index = names.indexOf(m[0]);
      if (index < 0) index = names.push(m[0]) - 1;
      text += `$${index + 1}`;
      i += 1 + m[0].length;
    } else {
      text += c;
      i++;
    }
  }
  return { text, names };
}
