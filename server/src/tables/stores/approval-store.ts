import type { Queryable } from '../../db/database';
import { ident } from '../../sql/identifiers';

/** What the approval hook reads of a business table; table and column names come from validated schemas only. */
export const approvalRecords = {
  /** The highest sequence used under a number prefix (QJ-2026-0007 → 7), 0 when none. */
  async lastNumber(db: Queryable, table: string, column: string, prefix: string): Promise<number> {
    const { rows } = await db.query<{ n: number | null }>(
      `SELECT max(substring(${ident(column)} from ${prefix.length + 1})::int) AS n FROM ${ident(table)}
        WHERE ${ident(column)} LIKE $1 AND substring(${ident(column)} from ${prefix.length + 1}) ~ '^[0-9]+$'`, [`${prefix}%`]);
    return rows[0].n ?? 0;
  },
  async states(db: Queryable, table: string, ids: string[]): Promise<string[]> {
    const { rows } = await db.query<{ s: string | null }>(`SELECT bpm_status AS s FROM ${ident(table)} WHERE id = ANY($1)`, [ids]);
    return rows.map((r) => String(r.s ?? '1'));
  },
};
