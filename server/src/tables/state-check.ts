import { stateMachineOf, stateRefusal } from '@/engine/schema/state-rule';
import type { AuthInfo } from '../auth/tokens';
import { ApiError } from '../http/envelope';
import { loadDictTexts } from './stores/dict-store';
import { flowPeople } from './stores/flow-people-store';
import type { ReadContext } from './table-reads';
import type { TableModel } from './table-model';
import type { Row } from './table-repository';
import { FieldValidationError } from './table-writes';

/**
 * The page's state machine on one save (its rule in `stateRefusal`): refused with the Chinese message, or with the
 * fields the new state needs, before anything is written. The caller's roles are read only when a transition names some.
 */
export async function checkStates(ctx: ReadContext, model: TableModel, auth: AuthInfo, before: Row | undefined, after: Row): Promise<void> {
  const machine = stateMachineOf(model.page);
  if (!machine) return;
  const field = model.page.fields.find((f) => f.name === machine.field);
  const texts = field?.dict ? (await loadDictTexts(ctx.db, [field.dict])).get(field.dict) : undefined;
  const needsRoles = machine.transitions.some((t) => t.roles?.length);
  const roles = needsRoles ? (await flowPeople.person(ctx.db, auth.userId))?.roles ?? [] : [];
  const refusal = stateRefusal(machine, model.page.fields, before, after, roles, (s) => texts?.get(s) ?? s);
  if (!refusal) return;
  if ('message' in refusal) throw new ApiError(400, refusal.message);
  throw new FieldValidationError(refusal.fieldErrors);
}
