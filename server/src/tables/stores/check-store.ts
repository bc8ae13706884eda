import type { Queryable } from '../../db/database';
import { ident } from '../../sql/identifiers';

/** What JeecgBoot's value checks read: how often a value is taken, and the stored check rules. */
export const checks = {
  /**
   * Counts the rows of `table` whose `column` holds `value` — other than `excludeId`, and only with `delFlag` when
   * given. Table and column come from the schemas' registered unique fields, never from the request.
   */
  async countValue(db: Queryable, table: string, column: string, value: string, options: { excludeId?: string; delFlag?: number }): Promise<number> {
    const params: unknown[] = [value];
    let sql = `SELECT count(*)::int AS n FROM ${ident(table)} WHERE ${ident(column)}::text = $1`;
    if (options.excludeId) sql += ` AND id <> $${params.push(options.excludeId)}`;
    if (options.delFlag !== undefined) sql += ` AND del_flag = $${params.push(options.delFlag)}`;
    return (await db.query<{ n: number }>(sql, params)).rows[0].n;
  },
  /** Reads a check rule's segments (JSON text) by its code. */
  async ruleJson(db: Queryable, code: string): Promise<string | undefined> {
    return (await db.query<{ rule_json: string }>('SELECT rule_json FROM sys_check_rule WHERE rule_code = $1', [code])).rows[0]?.rule_json;
  },
};
