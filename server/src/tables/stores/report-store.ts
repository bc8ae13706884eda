import type { Queryable } from '../../db/database';

/** A report's query as `reportQuery` builds it from the report file: `FROM … WHERE …`, its ORDER BY and its parameters. */
export interface ReportQuery { base: string; orderBy: string; params: unknown[] }

/** Runs a report's query (read only, parameterised; its text comes from a validated report file, never a request). */
export const reportRows = {
  /** Counts the rows the report's filters match. */
  async count(db: Queryable, q: ReportQuery): Promise<number> {
    return (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${q.base}`, q.params)).rows[0].n;
  },
  /** Reads one page of them (`offset` rows skipped), in the report's order. */
  async page(db: Queryable, q: ReportQuery, limit: number, offset = 0): Promise<Record<string, unknown>[]> {
    const { rows } = await db.query<Record<string, unknown>>(`SELECT t.* ${q.base}${q.orderBy} LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`, q.params);
    return rows;
  },
};
