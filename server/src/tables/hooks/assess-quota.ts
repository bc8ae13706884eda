import { FieldValidationError } from '../table-writes';
import type { TableHooks } from '../table-hooks';
import { assessRecords } from '../stores/assess-store';

/**
 * The 优秀 quota per department: when a person's 最终等次 is confirmed as 优秀, the department's people rated 优秀 in
 * that round may not pass 参评人数 × 优秀比例上限, rounded half up, with at least one place per department; the round's
 * overall quota is kept beside it by the round's own rollup. Refused on 最终等次 with the department named.
 */
export const assessQuotaHooks: TableHooks = {
  name: 'assess-excellent-quota',
  async beforeSave(ctx, input) {
    const grade = 'finalGrade' in input.values ? input.values.finalGrade : input.current?.finalGrade;
    if (grade !== 'excellent') return;
    const instanceId = String(('instanceId' in input.values ? input.values.instanceId : input.current?.instanceId) ?? '');
    const departRaw = 'departId' in input.values ? input.values.departId : input.current?.departId;
    const departId = departRaw === undefined || departRaw === null || departRaw === '' ? null : String(departRaw);
    const quota = await assessRecords.departQuota(ctx.tx, instanceId, departId, input.id);
    if (!quota) return;
    // The person being saved counts among the department's people even before the row exists.
    const headcount = quota.headcount + (input.op === 'add' ? 1 : 0);
    const places = Math.max(1, Math.round((headcount * quota.cap) / 100));
    if (quota.excellent + 1 > places) {
      throw new FieldValidationError({
        finalGrade: `${quota.departName ?? '该部门'}优秀名额已满：参评 ${headcount} 人，优秀比例上限 ${quota.cap}%，最多 ${places} 人为优秀`,
      });
    }
  },
};
