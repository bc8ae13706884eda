import { stateMachineOf, stateRefusal } from '@/engine/schema/state-rule';
import type { AuthInfo } from '../auth/tokens';
import { ApiError } from '../http/envelope';
import { loadDictTexts } from './stores/dict-store';
import { flowPeople } from './stores/flow-people-store';
import type { ReadContext } from './table-reads';
import type { TableModel } from './table-model';
import { tableRepository, type Row } from './table-repository';
import { FieldValidationError } from './table-writes';

/**
 * The page's state machine on one save (its rule in `stateRefusal`): refused with the Chinese message, or with the
 * fields the new state needs, before anything is written. Most saves pass: the caller's roles are read only when the
 * state moves along a transition that names some, and dictionary texts only to word a refusal.
 */
export async function checkStates(ctx: ReadContext, model: TableModel, auth: AuthInfo, before: Row | undefined, after: Row, sent?: ReadonlySet<string>): Promise<void> {
  const machine = stateMachineOf(model.page);
  if (!machine) return;
  const moves = before !== undefined && String(before[machine.field] ?? '') !== String(after[machine.field] ?? '');
  const needsRoles = moves && machine.transitions.some((t) => t.roles?.length && t.to === String(after[machine.field] ?? ''));
  const roles = needsRoles ? (await flowPeople.person(ctx.db, auth.userId))?.roles ?? [] : [];
  if (!stateRefusal(machine, model.page.fields, before, after, roles, (_name, value) => value, sent)) return;
  // Texts of the state field's dictionary and of the fields a transition's `when` names, for the message.
  const named = new Set([machine.field, ...machine.transitions.flatMap((t) => Object.keys(t.when ?? {}))]);
  const dictOf = new Map(model.page.fields.filter((f) => named.has(f.name) && f.dict && !f.dict.includes(',')).map((f) => [f.name, f.dict!]));
  const texts = await loadDictTexts(ctx.db, [...new Set(dictOf.values())]);
  const refusal = stateRefusal(machine, model.page.fields, before, after, roles, (name, value) => texts.get(dictOf.get(name) ?? '')?.get(value) ?? value, sent)!;
  if ('message' in refusal) throw new ApiError(400, refusal.message);
  throw new FieldValidationError(refusal.fieldErrors);
}

/** A record in a locked state (已签发, 已销号) is not deleted: refused before anything moves, naming the state. */
export async function checkLockedDelete(ctx: ReadContext, model: TableModel, ids: string[]): Promise<void> {
  const machine = stateMachineOf(model.page);
  if (!machine?.locked?.length) return;
  const states = await tableRepository(ctx.db, model).fieldValues(ids, machine.field);
  const locked = [...states.values()].map((v) => String(v ?? '')).find((s) => machine.locked!.includes(s));
  if (locked === undefined) return;
  const field = model.page.fields.find((f) => f.name === machine.field);
  const text = field?.dict ? (await loadDictTexts(ctx.db, [field.dict])).get(field.dict)?.get(locked) : undefined;
  throw new ApiError(400, `${text ?? locked}的记录不能删除`);
}
