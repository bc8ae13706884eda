import { useCallback, useRef } from 'react';
import {
  useClickGuard, validateRecordForm, type ClickGuard, type CrudPageSchema, type DataRecord, type GridRowValues, type RecordFormController,
} from '@/engine';
import { recordFormMessages } from './record-form-messages';
import type { SubGridApi } from './sub-table-editor';

export interface RecordSubmitOptions {
  page: CrudPageSchema;
  ctl: RecordFormController;
  /** Called after a successful save with the message to show (添加成功！, 编辑成功!, 保存成功). */
  onSaved(message: string, record: DataRecord): void;
  /** Messages that belong to no field: permission refusals, 409s, network failures, a sub-table row's problem. */
  onError(message: string): void;
  /** Inline forms (a form page) say 保存成功 and, when fields are red, 请检查表单中标红的字段. */
  inline?: boolean;
  /** A guard that outlives the form (a form page rebuilds its form after each save); the hook's own otherwise. */
  guard?: ClickGuard;
}

export interface RecordSubmit {
  /** The ref callback of a sub-table's grid, by sub-table name: its rows go with the record. */
  gridRef(name: string): (api: SubGridApi | null) => void;
  /** Runs the submit once per click guard (3 s). */
  submit(): void;
  /** The submit button's loading state. */
  saving: boolean;
  /** The submit button's disabled state: held by the guard, loading, or the record failed to load. */
  disabled: boolean;
}

/**
 * The one submit of every record editor (crud dialog, tree node dialog, form page): each sub-table grid checks its
 * cells and hands its rows over, the engine's record controller validates and saves, and the outcome becomes a
 * message — field errors stay on their fields.
 *
 * @example
 * const submit = useRecordSubmit({ page, ctl, onSaved, onError });
 * <Button type="primary" loading={submit.saving} disabled={submit.disabled} onClick={submit.submit}>确定</Button>
 */
export function useRecordSubmit({ page, ctl, onSaved, onError, inline = false, guard }: RecordSubmitOptions): RecordSubmit {
  const ownGuard = useClickGuard();
  const held = guard ?? ownGuard;
  const grids = useRef<Record<string, SubGridApi | null>>({});
  const gridRef = useCallback((name: string) => (api: SubGridApi | null) => {
    grids.current[name] = api;
  }, []);

  // Each sub-table's grid checks its cells first; their rows go with the record under the sub-table's name.
  const collectSubTables = async () => {
    const rows: Record<string, GridRowValues[]> = {};
    const messages: string[] = [];
    for (const sub of page.subTables ?? []) {
      const grid = grids.current[sub.name];
      if (!grid) continue;
      const errors = await grid.validate();
      messages.push(...errors.map((e) => recordFormMessages.subTableInvalid(sub.title, e.rowIndex + 1, e.message)));
      rows[sub.name] = grid.getValues();
    }
    return { rows, messages };
  };

  const run = async () => {
    const subTables = await collectSubTables();
    if (subTables.messages.length) {
      // Show the main fields' messages too, so one click reveals everything to fix.
      validateRecordForm(ctl.form, page);
      onError(subTables.messages[0]);
      return;
    }
    const outcome = await ctl.submit({ subTables: subTables.rows });
    if (outcome.ok) {
      onSaved(inline ? recordFormMessages.saved : ctl.mode === 'add' ? recordFormMessages.added : recordFormMessages.edited, outcome.record);
    } else if (outcome.reason === 'error') {
      onError(outcome.message);
    } else if (outcome.reason === 'invalid' && outcome.messages.length) {
      // In a dialog the red fields speak for themselves; a message is needed only when no field shows it.
      if (!ctl.fields.length) onError(outcome.messages[0]);
      else if (inline) onError(recordFormMessages.invalid);
    }
  };

  return {
    gridRef,
    submit: () => held.run(() => void run()),
    saving: ctl.saving,
    disabled: held.blocked || ctl.loading || Boolean(ctl.loadError),
  };
}
