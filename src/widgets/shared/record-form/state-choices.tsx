import { Radio, Select } from '@formily/antd-v5';
import type { Form } from '@formily/core';
import { observer, useField } from '@formily/react';
import { nextStates, stateMachineOf, type DataRecord, type DictLookup, type PageSchema, type StateMachine } from '@/engine';
import type { FieldControl } from './field-controls';

interface StateControlProps {
  machine: StateMachine;
  mode: 'add' | 'edit' | 'detail';
  type: 'select' | 'radio';
  options: { value: string; label: string }[];
  [prop: string]: unknown;
}

/**
 * The state control: reads the state the record was loaded with (`storedState` on its field, put there by
 * `keepStoredState` once the record arrives), and offers only that state and the next ones.
 */
const StateControl = observer(function StateControl({ machine, mode, type, options, ...props }: StateControlProps) {
  const field = useField();
  const stored = mode === 'add' ? undefined : (field.data as { storedState?: unknown } | undefined)?.storedState;
  const allowed = new Set(nextStates(machine, stored));
  const choices = options.map((o) => ({ ...o, disabled: !allowed.has(o.value) }));
  return type === 'radio' ? <Radio.Group {...props} options={choices} /> : <Select {...props} options={choices} />;
});

/**
 * The state field's control under a state machine: every state of its dictionary listed, so the whole loop is in view,
 * and only the ones the record may move to choosable (on add the initial ones; on edit its own and the next ones) —
 * the server refuses any other, so the form does not offer it.
 *
 * @example
 * stateChoices(hiddenDangerPage, 'edit', dicts) // → { status: [StateControl, { options: [已上报, 整改中, 待复查, 已销号], … }] }
 */
export function stateChoices(page: PageSchema, mode: 'add' | 'edit' | 'detail', dicts: DictLookup): Record<string, FieldControl> {
  const machine = stateMachineOf(page);
  if (!machine || mode === 'detail' || !('fields' in page)) return {};
  const field = page.fields.find((f) => f.name === machine.field);
  if (!field?.dict) return {};
  const options = dicts.items(field.dict).map((item) => ({ value: item.value, label: item.text }));
  const type = field.type === 'radio' ? 'radio' : 'select';
  const look = type === 'select' ? { style: { width: '100%' }, placeholder: field.form?.placeholder ?? `请选择${field.label}` } : {};
  return { [field.name]: [StateControl, { machine, mode, type, options, ...look }] };
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

/** Notes on the state field the state the record was loaded with, for its control (the field's value moves as the user picks). */
export function keepStoredState(form: Form, page: PageSchema, record: DataRecord | undefined): void {
  const machine = stateMachineOf(page);
  if (!machine || !record) return;
  form.setFieldState(machine.field, (state) => {
    state.data = { ...(state.data ?? {}), storedState: record[machine.field] };
  });
}
