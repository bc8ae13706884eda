import { Radio, Select } from '@formily/antd-v5';
import { nextStates, stateMachineOf, type DataRecord, type DictLookup, type PageSchema } from '@/engine';
import type { FieldControl } from './field-controls';

/**
 * The state field's control under a state machine: every state of its dictionary listed, so the whole loop is in view,
 * and only the ones the record may move to choosable (on add the initial ones; on edit its own and the next ones) —
 * the server refuses any other, so the form does not offer it.
 *
 * @example
 * stateChoices(hiddenDangerPage, 'edit', { status: 'rectifying' }, dicts) // → { status: [Select, { options: [… 待复查 enabled, 已销号 disabled] }] }
 */
export function stateChoices(page: PageSchema, mode: 'add' | 'edit' | 'detail', record: DataRecord | undefined, dicts: DictLookup): Record<string, FieldControl> {
  const machine = stateMachineOf(page);
  if (!machine || mode === 'detail' || !('fields' in page)) return {};
  const field = page.fields.find((f) => f.name === machine.field);
  if (!field?.dict) return {};
  const allowed = new Set(nextStates(machine, mode === 'add' ? undefined : record?.[machine.field]));
  const options = dicts.items(field.dict).map((item) => ({ value: item.value, label: item.text, disabled: !allowed.has(item.value) }));
  if (field.type === 'radio') return { [field.name]: [Radio.Group, { options }] };
  return { [field.name]: [Select, { style: { width: '100%' }, placeholder: field.form?.placeholder ?? `请选择${field.label}`, options }] };
}

/**
 * The fields of a record in a locked state (已签发) that stay open in its edit form: the state and what the ways out
 * ask for (作废原因); every other field is shown read-only, as the server keeps it.
 */
export function lockedOpenFields(page: PageSchema, mode: 'add' | 'edit' | 'detail', record: DataRecord | undefined): Set<string> | undefined {
  const machine = stateMachineOf(page);
  const state = record?.[machine?.field ?? ''];
  if (!machine?.locked?.length || mode !== 'edit' || !machine.locked.includes(String(state ?? ''))) return undefined;
  const out = machine.transitions.filter((t) => t.from.includes(String(state))).flatMap((t) => t.require ?? []);
  return new Set([machine.field, ...out]);
}
