import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Form } from '@formily/core';
import type { DataProvider, DataRecord } from '../data/data-provider';
import { useOptionalDataProvider } from '../data/data-provider-context';
import { isHttpError } from '../data/http-error';
import { useAccessControl } from '../permissions/access-context';
import { useDictLookup } from '../dictionaries/dict-context';
import { calendarFromItems } from '../schema/compute/compute-functions';
import type { CrudPageSchema } from '../schema/page-schema';
import { defaultValues, toFormValues } from './form-values';
import type { GridRowValues } from '../grid/grid-columns';
import { splitSubTableErrors, subRowsOf, toSubRowInput } from './sub-tables';
import { applyFieldErrors, createRecordForm, formFieldsOf, validateRecordForm, type FormFieldState, type RecordFormMode } from './record-form';

/** What a submit ended with; the view turns it into messages. */
export type SubmitOutcome =
  | { ok: true; record: DataRecord }
  | { ok: false; reason: 'invalid'; messages: string[] }
  | { ok: false; reason: 'conflict' | 'error'; message: string };

export interface RecordFormController {
  form: Form;
  mode: RecordFormMode;
  fields: FormFieldState[];
  /** The record being edited or shown (null while loading and in add mode). */
  record: DataRecord | null;
  loading: boolean;
  loadError: Error | null;
  saving: boolean;
  /** Set after a 409: the server's message and its latest record, offered through `reloadLatest`. */
  conflict: { message: string; current: DataRecord | null } | null;
  /** Each sub-table's rows as loaded with the record (empty in add mode), by sub-table name; stable per load. */
  subRows: Record<string, GridRowValues[]>;
  /** The server's messages about sub-table rows from the last submit, by sub-table name. */
  subErrors: Record<string, string[]>;
  /** Validates and saves; `subTables` carries each sub-table's grid rows (`getValues()`), sent under its name. */
  submit(options?: SubmitOptions): Promise<SubmitOutcome>;
  /** Puts the latest record (from the 409 answer, else fetched again) into the form and clears the conflict. */
  reloadLatest(): Promise<void>;
  /** Replaces a sub-table's rows (带出明细: the lines another record brings); the grid is made anew from them. */
  replaceSubRows(name: string, rows: GridRowValues[]): void;
}

export interface SubmitOptions {
  /** Rows per sub-table name, as the grid holds them; converted with `toSubRowInput` before sending. */
  subTables?: Record<string, GridRowValues[]>;
}

const NO_SUB_ROWS: Record<string, GridRowValues[]> = {};

export interface RecordFormControllerOptions {
  page: CrudPageSchema;
  mode: RecordFormMode;
  /** The record id for edit and detail. */
  id?: string;
  provider?: DataProvider;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Headless add / edit / detail form of one record: loads it, validates with the server's own validator,
 * saves with the version for optimistic locking, and maps the server's answers back (400 field errors onto
 * fields, 409 into `conflict`, anything else into the outcome's message).
 *
 * @example
 * const ctl = useRecordFormController({ page, mode: 'edit', id });
 * const outcome = await ctl.submit();
 * if (outcome.ok) message.success('编辑成功!');
 */
export function useRecordFormController({ page, mode, id, provider: explicit }: RecordFormControllerOptions): RecordFormController {
  const contextProvider = useOptionalDataProvider();
  const provider = explicit ?? contextProvider;
  if (!provider) throw new Error('useRecordFormController: 未提供 DataProvider，请用 <EngineProvider> 包裹页面。');
  const access = useAccessControl();
  const fields = useMemo(() => formFieldsOf(page, access, mode), [page, access, mode]);
  const dicts = useDictLookup();
  // The login brings every dictionary, the working-day calendar among them.
  const calendar = useMemo(() => calendarFromItems(dicts.items('work_calendar').map((i) => ({ value: String(i.value), text: String(i.text ?? '') }))), [dicts]);
  const form = useMemo(
    () => createRecordForm({ page, fields, initialValues: mode === 'add' ? defaultValues(page) : {}, calendar }),
    [page, fields, mode, calendar],
  );
  const [record, setRecord] = useState<DataRecord | null>(null);
  const [loading, setLoading] = useState(mode !== 'add');
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<RecordFormController['conflict']>(null);
  const [subRows, setSubRows] = useState<Record<string, GridRowValues[]>>(NO_SUB_ROWS);
  const [subErrors, setSubErrors] = useState<Record<string, string[]>>({});

  const show = useCallback(
    (latest: DataRecord) => {
      setRecord(latest);
      form.setValues(toFormValues(page, latest), 'overwrite');
      // A 409's latest record may come without sub rows: keep the grid's then.
      const carried = (page.subTables ?? []).filter((sub) => Array.isArray(latest[sub.name]));
      if (carried.length) setSubRows((rows) => ({ ...rows, ...Object.fromEntries(carried.map((sub) => [sub.name, subRowsOf(latest, sub)])) }));
    },
    [form, page],
  );

  const fetchRecord = useCallback(async () => {
    if (mode === 'add' || !id) return;
    setLoading(true);
    setLoadError(null);
    try {
      const { data } = await provider.getOne({ resource: page.code, id });
      show(data);
    } catch (error) {
      setLoadError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setLoading(false);
    }
  }, [mode, id, provider, page.code, show]);

  useEffect(() => {
    void fetchRecord();
  }, [fetchRecord]);

  const submit = useCallback(async (options: SubmitOptions = {}): Promise<SubmitOutcome> => {
    const check = validateRecordForm(form, page, record ? toFormValues(page, record) : {});
    if (!check.ok) return { ok: false, reason: 'invalid', messages: [...Object.values(check.errors)] };
    const subValues: Record<string, unknown> = {};
    for (const sub of page.subTables ?? []) {
      const rows = options.subTables?.[sub.name];
      if (rows) subValues[sub.name] = toSubRowInput(sub, rows);
    }
    Object.assign(check.value, subValues);
    setSubErrors({});
    setSaving(true);
    // The form shows these refusals itself; the shell's global notice would say the same thing twice.
    const meta = { silent: true };
    try {
      if (mode === 'edit' && record) {
        const variables = { ...check.value, version: record.version };
        const { data } = await provider.update({ resource: page.code, id: record.id, variables, meta });
        setConflict(null);
        return { ok: true, record: { ...record, ...check.value, ...(typeof data === 'object' && data ? data : {}), id: record.id } };
      }
      const { data } = await provider.create({ resource: page.code, variables: check.value, meta });
      return { ok: true, record: typeof data === 'object' && data ? data : ({ ...check.value } as DataRecord) };
    } catch (error) {
      if (isHttpError(error) && error.status === 409) {
        const current = (error.result as { current?: DataRecord } | undefined)?.current ?? null;
        setConflict({ message: error.message, current });
        return { ok: false, reason: 'conflict', message: error.message };
      }
      if (isHttpError(error) && error.fieldErrors) {
        const split = splitSubTableErrors(page, error.fieldErrors);
        setSubErrors(split.sub);
        const unplaced = applyFieldErrors(form, split.main);
        const subMessages = Object.values(split.sub).flat();
        const messages = [...unplaced, ...subMessages];
        return { ok: false, reason: 'invalid', messages: messages.length ? messages : [error.message] };
      }
      return { ok: false, reason: 'error', message: messageOf(error) };
    } finally {
      setSaving(false);
    }
  }, [form, page, record, mode, provider]);

  const reloadLatest = useCallback(async () => {
    const current = conflict?.current;
    setConflict(null);
    if (current) show(current);
    else await fetchRecord();
  }, [conflict, show, fetchRecord]);

  const replaceSubRows = useCallback((name: string, rows: GridRowValues[]) => setSubRows((current) => ({ ...current, [name]: rows })), []);
  return { form, mode, fields, record, loading, loadError, saving, conflict, subRows, subErrors, submit, reloadLatest, replaceSubRows };
}
