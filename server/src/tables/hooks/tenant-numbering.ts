import { ApiError, fieldError } from '../../http/envelope';
import type { TableHooks } from '../table-hooks';

/** A tenant is numbered 1, 2, 3… as JeecgBoot's tenants are; anything else cannot name one. */
const TENANT_ID = /^\d{1,9}$/;

const day = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 10) : undefined);

/**
 * Tenants (`sys/tenant`): numbered by the platform (the next number after the highest, taken under a lock so two
 * adds at once cannot both take it), valid from a begin date to an end date that is not earlier, and kept while a
 * user or a department still names them (either would be left pointing at nothing).
 */
export function tenantNumberingHooks(): TableHooks {
  return {
    name: 'tenant-numbering',
    checkId(id) {
      if (!TENANT_ID.test(id)) throw new ApiError(400, '租户编号必须是正整数');
    },
    async beforeSave(ctx, input) {
      const merged = { ...input.current, ...input.values };
      const begin = day(merged.beginDate);
      const end = day(merged.endDate);
      if (begin && end && end < begin) throw fieldError('endDate', '结束日期不能早于开始日期');
      if (input.op === 'edit') {
        // A status cleared on edit keeps the stored one (the column has no "none").
        if (input.values.status === null) delete input.values.status;
        return;
      }
      if (input.values.status === null || input.values.status === undefined) input.values.status = 1;
      await ctx.tx.query(`SELECT pg_advisory_xact_lock(hashtext('sys_tenant.id'))`);
      const { rows } = await ctx.tx.query<{ next: number }>('SELECT COALESCE(max(id), 0) + 1 AS next FROM sys_tenant');
      input.columns.id = rows[0].next;
      input.id = String(rows[0].next);
    },
    async beforeDelete(ctx, ids) {
      const { rows } = await ctx.tx.query<{ id: number; name: string; users: number; departs: boolean }>(
        `SELECT t.id, t.name,
                (SELECT count(*)::int FROM sys_user u
                  WHERE u.del_flag = 0 AND t.id::text = ANY(string_to_array(replace(u.rel_tenant_ids, ' ', ''), ','))) AS users,
                EXISTS (SELECT 1 FROM sys_depart d WHERE d.tenant_id = t.id) AS departs
           FROM sys_tenant t WHERE t.id::text = ANY($1) ORDER BY t.id`,
        [ids],
      );
      for (const t of rows) {
        if (t.users > 0) throw new ApiError(400, `租户“${t.name}”下还有 ${t.users} 个用户，不能删除`);
        if (t.departs) throw new ApiError(400, `租户“${t.name}”下还有部门，不能删除`);
      }
    },
  };
}
