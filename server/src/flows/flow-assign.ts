import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { flowPeople } from '../tables/stores/flow-people-store';
import type { InstanceRow } from '../tables/stores/flow-store';
import { evaluateAssignees } from './flow-conditions';
import { conditionText, type FlowNode } from './flow-model';

/**
 * The users a user task goes to, resolved from the applicant and the record: holders of a role in the applicant's
 * company, the leader of the applicant's department (the project's 总监 for a project record), named users, the
 * applicant's superior (the department leader, or the leader one level up when the applicant leads it), the user
 * in a form field, or an expression over the form. Nobody found refuses the step with the node's name, so a
 * record never waits on a task no one can see.
 */
export async function resolveAssignees(tx: Queryable, node: FlowNode, instance: InstanceRow, values: Record<string, unknown>): Promise<string[]> {
  const rules = node.rules!;
  const list = rules.assignee.split(',').map((s) => s.trim()).filter(Boolean);
  let ids: string[] = [];
  switch (rules.assigneeType) {
    case 'role':
      ids = await flowPeople.byRole(tx, list, instance.company_id);
      break;
    case 'user':
      ids = await flowPeople.byUsernames(tx, list);
      break;
    case 'field':
      ids = await flowPeople.byUsernames(tx, String(values[rules.assignee] ?? '').split(',').filter(Boolean));
      break;
    case 'expression':
      ids = await flowPeople.byUsernames(tx, evaluateAssignees(conditionText(rules.assignee), values));
      break;
    case 'applicant':
      ids = [instance.applicant_id];
      break;
    case 'deptLeader':
      ids = await leadersOf(tx, instance);
      break;
    case 'superior': {
      ids = (await leadersOf(tx, instance)).filter((id) => id !== instance.applicant_id);
      let depart = instance.depart_id;
      while (!ids.length && depart) {
        depart = await flowPeople.parentDepart(tx, depart);
        if (depart) ids = (await flowPeople.departLeaders(tx, depart)).filter((id) => id !== instance.applicant_id);
      }
      break;
    }
  }
  if (!ids.length) throw new ApiError(400, `节点「${node.name}」找不到审批人，请联系管理员检查流程配置与人员`);
  return ids;
}

async function leadersOf(tx: Queryable, instance: InstanceRow): Promise<string[]> {
  if (instance.project_id) {
    const leaders = await flowPeople.projectLeaders(tx, instance.project_id);
    if (leaders.length) return leaders;
  }
  return instance.depart_id ? flowPeople.departLeaders(tx, instance.depart_id) : [];
}
