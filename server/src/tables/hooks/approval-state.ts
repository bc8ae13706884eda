import { ApiError } from '../../http/envelope';
import type { TableHooks } from '../table-hooks';
import { approvalRecords } from '../stores/approval-store';

const LOCKED: Record<string, string> = { '2': '单据审批中，不能修改', '3': '单据已审批通过，不能修改', '6': '单据已作废，不能修改' };
const LOCKED_DELETE: Record<string, string> = { '2': '单据审批中，不能删除，请先撤回', '3': '单据已审批通过，不能删除' };

/**
 * Every page with `approval` gets this hook: the approval state (bpmStatus) is the workflow's to write, never the
 * form's — a new record is a draft, an edit keeps the stored state — and a record in approval or approved is
 * read-only and cannot be deleted. A page naming `numberField` gets its 申请单号 on add: prefix, year and a
 * four-digit sequence per company and year (QJ-2026-0007).
 */
export const approvalState: TableHooks = {
  name: 'approval-state',
  async beforeSave(ctx, input) {
    const approval = ctx.model.page.approval;
    if (!approval) return;
    if (input.op === 'edit') {
      const state = String(input.current?.bpmStatus ?? '1');
      if (LOCKED[state]) throw new ApiError(400, LOCKED[state]);
      delete input.values.bpmStatus;
      if (approval.numberField) delete input.values[approval.numberField];
      return;
    }
    input.values.bpmStatus = '1';
    if (approval.numberField && approval.numberPrefix) {
      const year = new Date().getFullYear();
      const column = ctx.model.column(approval.numberField)!;
      const prefix = `${approval.numberPrefix}-${year}-`;
      const last = await approvalRecords.lastNumber(ctx.tx, ctx.model.table, column, prefix);
      input.values[approval.numberField] = `${prefix}${String(last + 1).padStart(4, '0')}`;
    }
  },
  async beforeDelete(ctx, ids, mode) {
    if (!ctx.model.page.approval || mode === 'restore') return;
    const states = await approvalRecords.states(ctx.tx, ctx.model.table, ids);
    const locked = states.find((s) => LOCKED_DELETE[s]);
    if (locked) throw new ApiError(400, LOCKED_DELETE[locked]);
  },
};
