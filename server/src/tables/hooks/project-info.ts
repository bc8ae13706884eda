import { ApiError } from '../../http/envelope';
import { GROUP_ID } from '../../auth/membership';
import { projectRecords } from '../stores/project-store';
import { FieldValidationError } from '../table-writes';
import type { TableHooks } from '../table-hooks';

const STATE_ORDER: Record<string, number> = { '1': 1, '2': 2, '3': 3 };

/**
 * 项目基本信息 (the platform's project_info, which the context switcher reads): in the project view a project's own
 * staff see only the current project; a company keeps its projects (a group user files a project under any company,
 * others under their own); a project's state only moves forward (未开工 → 在建 → 已完工, never back: the switcher's
 * grouping and the big screen's counts follow it); a project still with members cannot be deleted.
 */
export const projectInfoHooks: TableHooks = {
  name: 'project-info',
  scopeFor(auth, params) {
    if (auth.menuCode !== '12') return [];
    params.push(auth.projectId ?? '');
    return [`id = $${params.length}`];
  },
  async beforeSave(ctx, input) {
    const group = ctx.auth.companyId === GROUP_ID;
    if (!group) input.values.companyId = input.op === 'edit' ? input.current?.companyId : ctx.auth.companyId;
    if (input.op === 'add' && !input.values.companyId) throw new FieldValidationError({ companyId: '请选择所属公司' });
    if (input.op === 'edit') {
      const before = STATE_ORDER[String(input.current?.state ?? '1')] ?? 1;
      const after = STATE_ORDER[String(input.values.state ?? input.current?.state ?? '1')] ?? 1;
      if (after < before) throw new FieldValidationError({ state: '项目状态只能向前推进（未开工 → 在建 → 已完工），不能退回' });
    }
  },
  async beforeDelete(ctx, ids) {
    const members = await projectRecords.memberCounts(ctx.tx, ids);
    const busy = members.find((m) => m.count > 0);
    if (busy) throw new ApiError(400, `项目“${busy.name}”还有 ${busy.count} 名项目成员，请先移除成员再删除`);
  },
};
