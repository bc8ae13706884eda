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
  /**
   * The next number under a prefix (KP-2026- → KP-2026-0032 after 0031), taken inside the write's transaction behind a
   * lock on the table's numbering, so two records saved at once never get the same number.
   */
  async nextNumber(tx: Queryable, table: string, column: string, prefix: string, digits: number): Promise<string> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`number:${table}.${column}`]);
    const last = await this.lastNumber(tx, table, column, prefix);
    return `${prefix}${String(last + 1).padStart(digits, '0')}`;
  },
  async states(db: Queryable, table: string, ids: string[]): Promise<string[]> {
    const { rows } = await db.query<{ s: string | null }>(`SELECT bpm_status AS s FROM ${ident(table)} WHERE id = ANY($1)`, [ids]);
    return rows.map((r) => String(r.s ?? '1'));
  },
};
