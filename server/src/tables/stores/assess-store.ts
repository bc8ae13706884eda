import type { Queryable } from '../../db/database';

/** One department's standing in an assessment round: its people, those already 优秀 (others than `exceptId`), the cap. */
export interface DepartQuota { headcount: number; excellent: number; cap: number; departName: string | null }

export const assessRecords = {
  /** How many of the round's people sit in the department, how many of the others are 优秀, and the round's 优秀 cap (%). */
  async departQuota(db: Queryable, instanceId: string, departId: string | null, exceptId: string): Promise<DepartQuota | undefined> {
    const { rows } = await db.query<DepartQuota>(
      `SELECT count(*)::int AS headcount,
              count(*) FILTER (WHERE p.final_grade = 'excellent' AND p.id <> $3)::int AS excellent,
              coalesce(max(i.excellent_cap), 20)::float8 AS cap,
              max(d.depart_name) AS "departName"
         FROM biz_assess_person p JOIN biz_assess_instance i ON i.id = p.instance_id
         LEFT JOIN sys_depart d ON d.id = p.depart_id
        WHERE p.del_flag = 0 AND p.instance_id = $1 AND p.depart_id IS NOT DISTINCT FROM $2`,
      [instanceId, departId, exceptId]);
    return rows[0]?.headcount ? rows[0] : undefined;
  },
};
