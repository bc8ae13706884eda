import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Space, Spin } from 'antd';
import {
  recordTitles, useDictLookup, useRecordFormController, useSubTableFill, validateRecordForm,
  type ClickGuard, type CrudPageSchema, type DataRecord, type GridRowValues, type RecordContainer as ContainerKind, type RecordFormMode,
} from '@/engine';
import type { FieldControl } from './field-controls';
import { RecordContainer } from './record-container';
import { DEFAULT_DETAIL_COLUMNS, MAX_DETAIL_COLUMNS, RecordDetailView } from './record-detail-view';
import { RecordFields } from './record-fields';
import { recordFormMessages } from './record-form-messages';
import { SubTableDetail, SubTableEditor } from './sub-table-editor';
import { RelatedLists } from './related-lists';
import { useRecordSubmit } from './use-record-submit';
import { keepStoredState, lockedOpenFields, stateChoices } from './state-choices';

const NO_ROWS: GridRowValues[] = [];

export interface RecordEditorProps {
  /** The page as a record page (`asRecordPage`): its fields, sub-tables and `form` layout. */
  page: CrudPageSchema;
  mode: RecordFormMode;
  /** The record for edit and detail. */
  id?: string;
  /** Modal, drawer or inline on the page (`recordContainerOf(page)`). */
  container: ContainerKind;
  /** The title of a modal or drawer; 新增X / 编辑X / X详情 by default, X being the page's entity name. */
  title?: string;
  /** Values a new record starts with besides the fields' defaults (添加下级: the parent). */
  initialValues?: Record<string, unknown>;
  /** Controls that replace a field's usual one, by field name (a tree's parent picker). */
  overrides?: Record<string, FieldControl>;
  onClose?(): void;
  /** After a successful save, with the message to show. */
  onSaved(message: string, record: DataRecord): void;
  /** Messages that belong to no field (permission refusals, network, a sub-table row). */
  onError(message: string): void;
  /** Inline: the submit button's text (提交 by default). */
  submitLabel?: string;
  /** Inline: 重置 (the page rebuilds the form). */
  onReset?(): void;
  /** Inline: a click guard that outlives the form. */
  guard?: ClickGuard;
  /** Shown above the fields (a form page's 只能查看 notice). */
  notice?: ReactNode;
  /** Show the validator's messages as soon as the form opens (stories; reopening a refused draft). */
  validateOnOpen?: boolean;
}

/**
 * The one record editor of every page kind — 新增 / 编辑 / 详情 of one record in a modal, a drawer or inline on a
 * form page: the Formily fields compiled from the schema (the server's validator, linkage, server field errors on
 * their fields, 409 with 刷新), an editable grid per sub-table, and the shared submit and footer.
 *
 * @example
 * <RecordEditor page={page} mode="edit" id={row.id} container={recordContainerOf(page)} onClose={close} onSaved={saved} onError={fail} />
 */
export function RecordEditor(props: RecordEditorProps) {
  const { page, mode, id, container, initialValues, overrides, onClose, onSaved, onError, submitLabel, onReset, guard, notice, validateOnOpen } = props;
  const ctl = useRecordFormController({ page, mode, id });
  const dicts = useDictLookup();
  const { form, loading } = ctl;
  const inline = container === 'inline';
  const submit = useRecordSubmit({ page, ctl, onSaved, onError, inline, guard });
  useSubTableFill(form, page, mode, ctl.replaceSubRows);

  useEffect(() => {
    if (mode !== 'add' || !initialValues) return;
    for (const [name, value] of Object.entries(initialValues)) form.setValuesIn(name, value);
  }, [form, mode, initialValues]);
  useEffect(() => {
    // The form's computed totals read the sub-tables' rows: they live in the form under each sub-table's name.
    for (const sub of page.subTables ?? []) if (ctl.subRows[sub.name]) form.setValuesIn(sub.name, ctl.subRows[sub.name]);
  }, [form, page, ctl.subRows]);
  useEffect(() => {
    keepStoredState(form, page, ctl.record ?? undefined);
    // A settled record (已签发) opens with only its state and what the ways out ask for editable.
    const open = lockedOpenFields(page, mode, ctl.record ?? undefined);
    if (!open) return;
    for (const field of page.fields) if (!open.has(field.name)) form.setFieldState(field.name, (state) => { state.readPretty = true; });
  }, [form, page, mode, ctl.record]);
  useEffect(() => {
    // Fields mount with the first render; check once they exist and the record (if any) is in.
    if (validateOnOpen && !loading) validateRecordForm(form, page);
  }, [validateOnOpen, loading, form, page]);

  const titles = recordTitles(page);
  const title = props.title ?? (mode === 'add' ? titles.add : mode === 'edit' ? titles.edit : titles.detail);
  const columns = page.form?.columns ?? 2;
  // A dialog's 详情 is a description list; an inline form without the right to save stays a read-only form.
  const asList = mode === 'detail' && !inline;

  let footer: ReactNode = null;
  if (mode === 'detail') {
    footer = inline ? null : <Button onClick={onClose}>{recordFormMessages.close}</Button>;
  } else if (inline) {
    footer = (
      <Space>
        <Button type="primary" loading={submit.saving} disabled={submit.disabled} onClick={submit.submit}>
          {submitLabel ?? recordFormMessages.submit}
        </Button>
        {onReset ? <Button onClick={onReset} disabled={ctl.saving}>{recordFormMessages.reset}</Button> : null}
      </Space>
    );
  } else {
    footer = (
      <Space>
        <Button onClick={onClose}>{recordFormMessages.cancel}</Button>
        <Button type="primary" loading={submit.saving} disabled={submit.disabled} onClick={submit.submit}>{recordFormMessages.ok}</Button>
      </Space>
    );
  }

  return (
    <RecordContainer container={container} title={title} width={page.form?.width} onClose={onClose} footer={footer}>
      {notice}
      {ctl.conflict ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={ctl.conflict.message}
          description={recordFormMessages.conflictHint}
          action={<Button size="small" onClick={() => void ctl.reloadLatest()}>{recordFormMessages.refresh}</Button>}
        />
      ) : null}
      {ctl.loadError ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={recordFormMessages.loadFailed} description={ctl.loadError.message} />
      ) : null}
      <Spin spinning={ctl.loading}>
        {asList ? (
          ctl.record ? (
            <>
              <RecordDetailView fields={ctl.fields} record={ctl.record} dicts={dicts}
                columns={Math.min(page.form?.columns ?? DEFAULT_DETAIL_COLUMNS, MAX_DETAIL_COLUMNS)} />
              {(page.subTables ?? []).map((sub) => <SubTableDetail key={sub.name} sub={sub} record={ctl.record!} />)}
              {page.related?.length ? <RelatedLists related={page.related} record={ctl.record} /> : null}
            </>
          ) : null
        ) : (
          <>
            <RecordFields form={form} fields={ctl.fields} columns={columns} overrides={{ ...stateChoices(page, mode, dicts), ...overrides }} />
            {(page.subTables ?? []).map((sub) => (
              <SubTableEditor
                key={sub.name}
                ref={submit.gridRef(sub.name)}
                sub={sub}
                rows={ctl.subRows[sub.name] ?? NO_ROWS}
                errors={ctl.subErrors[sub.name]}
                disabled={ctl.loading || mode === 'detail'}
                onRowsChange={(rows) => form.setValuesIn(sub.name, rows)}
              />
            ))}
          </>
        )}
      </Spin>
    </RecordContainer>
  );
}
