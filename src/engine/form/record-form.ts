import { createForm, isField, onFieldInit, onFieldInputValueChange, onFormValuesChange, type Field, type Form } from '@formily/core';
import { applyComputations, pageComputations } from '../schema/compute/compute-record';
import type { WorkCalendar } from '../schema/compute/compute-functions';
import type { FieldErrors } from '../data/http-error';
import { installLinkage, isRequiredNow, setRequiredNow } from '../linkage/scope';
import type { AccessControl } from '../permissions/access-control';
import { fieldAccess } from '../permissions/field-access';
import type { CrudPageSchema, FieldSchema } from '../schema/page-schema';
import { compileRecordValidator } from '../schema/record-validator';
import { toRecordInput } from './form-values';

export type RecordFormMode = 'add' | 'edit' | 'detail';

/** One field as the form shows it for the current user and mode. */
export interface FormFieldState {
  field: FieldSchema;
  /** Read-only text instead of a control (detail mode, `form.readOnly`, or no edit permission). */
  readOnly: boolean;
  /** The asterisk; the message comes from the record validator. */
  required: boolean;
  /** Grid span out of 24, when the schema sets one. */
  span?: number;
}

/**
 * The fields a form shows, in schema order: `hidden`-typed fields, `form.hidden` ones and fields the user may
 * not view are left out (their values are kept, never shown).
 *
 * @example
 * formFieldsOf(page, access, 'edit').map((s) => s.field.name);
 */
export function formFieldsOf(page: Pick<CrudPageSchema, 'fields'>, access: AccessControl, mode: RecordFormMode): FormFieldState[] {
  return page.fields.flatMap((field) => {
    const level = fieldAccess(field, access);
    if (level === 'hidden' || field.type === 'hidden' || field.form?.hidden) return [];
    // Computed and rollup fields are the platform's to fill: shown, never typed.
    const readOnly = mode === 'detail' || Boolean(field.form?.readOnly) || level === 'readOnly' || Boolean(field.compute) || Boolean(field.rollup)
      || (mode === 'edit' && Boolean(field.form?.lockOnEdit));
    return [{ field, readOnly, required: Boolean(field.required) && !readOnly, span: field.form?.span }];
  });
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export interface RecordFormOptions {
  page: Pick<CrudPageSchema, 'fields' | 'subTables'>;
  fields: FormFieldState[];
  initialValues?: Record<string, unknown>;
  /** The working-day calendar for expressions that count working days (dictionary work_calendar). */
  calendar?: WorkCalendar;
}

/**
 * Keeps the computed fields in step with what they read, as the server will compute them on save: after every change
 * of the form's values (a sub-table's rows arrive under its name), each computed field that moved is set.
 */
function installComputations(page: RecordFormOptions['page'], calendar: WorkCalendar | undefined): void {
  const computations = pageComputations(page);
  if (!computations.main.length) return;
  const subNames = new Set((page.subTables ?? []).map((sub) => sub.name));
  onFormValuesChange((form) => {
    const next = applyComputations(page, { ...form.values }, { calendar });
    for (const { field, dependencies } of computations.main) {
      // A total over sub-table rows waits for the rows (an edit form gets them once the record is in).
      if (dependencies.some((d) => subNames.has(d) && !Array.isArray(form.values[d]))) continue;
      const value = next[field.name];
      const current = form.values[field.name];
      const same = value === current || (value !== null && current !== null && current !== undefined && String(value) === String(current));
      if (!same && !(value === null && (current === undefined || current === ''))) form.setValuesIn(field.name, value);
    }
  });
}

/**
 * A Formily form for one record: initial field states from `formFieldsOf`, the page's named linkage, and
 * per-field checks as the user types, using the record validator the server runs (same messages).
 *
 * @example
 * const form = createRecordForm({ page, fields: formFieldsOf(page, access, 'add'), initialValues: defaultValues(page) });
 */
export function createRecordForm({ page, fields, initialValues, calendar }: RecordFormOptions): Form {
  const states = new Map(fields.map((s) => [s.field.name, s]));
  const labels = new Map(page.fields.map((f) => [f.name, f.label]));
  const checkPartial = compileRecordValidator(page, { partial: true });
  return createForm({
    initialValues: initialValues ?? {},
    effects: () => {
      onFieldInit('*', (field) => {
        if (!isField(field)) return;
        const state = states.get(String(field.props.name));
        if (!state) return;
        setRequiredNow(field, state.required);
        if (state.readOnly) {
          field.readPretty = true;
          field.setData({ ...(field.data ?? {}), locked: true });
        }
      });
      installLinkage(page.fields.filter((f) => states.has(f.name) && !states.get(f.name)!.readOnly));
      installComputations(page, calendar);
      onFieldInputValueChange('*', (field) => {
        const name = String(field.props.name);
        const input = toRecordInput(page, { [name]: field.value });
        const message = checkPartial(input).errors[name];
        if (message) field.setSelfErrors([message]);
        else if (isRequiredNow(field) && isBlank(input[name])) field.setSelfErrors([`请输入${labels.get(name) ?? name}`]);
        else field.setSelfErrors([]);
      });
    },
  });
}

/**
 * Puts messages onto the form's fields; returns those that found no visible field (show them elsewhere).
 *
 * @example
 * const unplaced = applyFieldErrors(form, error.fieldErrors ?? {});
 */
export function applyFieldErrors(form: Form, errors: FieldErrors): string[] {
  const unplaced: string[] = [];
  for (const [name, message] of Object.entries(errors)) {
    const field = form.query(name).take();
    if (field && isField(field) && field.visible) field.setSelfErrors([message]);
    else unplaced.push(message);
  }
  return unplaced;
}

export interface RecordFormCheck {
  ok: boolean;
  /** The record reduced to declared fields and coerced, ready to send. */
  value: Record<string, unknown>;
  errors: FieldErrors;
  /** Messages of fields the form does not show. */
  unplaced: string[];
}

/**
 * Runs the server's record validator (plus `requiredWhen` rules that are on) over the form and puts each
 * message on its field. `base` supplies values of fields the form does not show (edit keeps them).
 *
 * @example
 * const check = validateRecordForm(form, page);
 * if (check.ok) await provider.create({ resource: page.code, variables: check.value });
 */
export function validateRecordForm(form: Form, page: Pick<CrudPageSchema, 'fields'>, base: Record<string, unknown> = {}): RecordFormCheck {
  const input = toRecordInput(page, { ...base, ...form.values });
  const { value, errors } = compileRecordValidator(page)(input);
  const labels = new Map(page.fields.map((f) => [f.name, f.label]));
  form.query('*').forEach((field) => {
    if (!isField(field)) return;
    const name = String(field.props.name);
    if (!errors[name] && field.visible && isRequiredNow(field as Field) && isBlank(input[name])) {
      errors[name] = `请输入${labels.get(name) ?? name}`;
    }
  });
  form.query('*').forEach((field) => {
    if (isField(field)) field.setSelfErrors([]);
  });
  const unplaced = applyFieldErrors(form, errors);
  return { ok: Object.keys(errors).length === 0, value, errors, unplaced };
}
