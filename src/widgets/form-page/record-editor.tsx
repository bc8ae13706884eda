import { useMemo } from 'react';
import { Alert, Button, Space, Spin } from 'antd';
import {
  useRecordFormController, type ClickGuard, type CrudPageSchema, type DataRecord, type FormPageSchema,
} from '@/engine';
import { RecordFields } from '../shared/record-form/record-fields';
import { formPageMessages } from './form-page-messages';

export interface RecordEditorProps {
  page: FormPageSchema;
  /** Edit this record in place; without one the form adds a record. */
  id?: string;
  /** False when the user may not save: the form is read-only and has no submit button. */
  allowed: boolean;
  /** The page's 3 s click guard: it outlives the form, which is rebuilt after every save. */
  guard: ClickGuard;
  onSaved(record: DataRecord): void;
  onReset(): void;
  onError(message: string): void;
}

/** The form page's fields read by the engine's record form, which knows crud pages (same fields, same rules). */
export const asRecordPage = (page: FormPageSchema): CrudPageSchema => ({ ...page, kind: 'crud' });

/**
 * One record's Formily form with 提交 (held for 3 s after a click) and 重置: the server's validator runs first,
 * the server's field errors come back onto their fields, a 409 offers 刷新.
 */
export function RecordEditor({ page, id, allowed, guard, onSaved, onReset, onError }: RecordEditorProps) {
  // Stable per page: the engine rebuilds the form (and refetches the record) whenever the page object changes.
  const recordPage = useMemo(() => asRecordPage(page), [page]);
  const ctl = useRecordFormController({ page: recordPage, mode: !allowed ? 'detail' : id ? 'edit' : 'add', id });

  const submit = async () => {
    const outcome = await ctl.submit();
    if (outcome.ok) onSaved(outcome.record);
    else if (outcome.reason === 'error') onError(outcome.message);
    else if (outcome.reason === 'invalid') onError(ctl.fields.length ? formPageMessages.invalid : outcome.messages[0]);
  };

  return (
    <>
      {!allowed ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message={formPageMessages.noPermission} /> : null}
      {ctl.conflict ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={ctl.conflict.message}
          description={formPageMessages.conflictHint}
          action={<Button size="small" onClick={() => void ctl.reloadLatest()}>{formPageMessages.refresh}</Button>}
        />
      ) : null}
      {ctl.loadError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={formPageMessages.loadFailed} description={ctl.loadError.message} /> : null}
      <Spin spinning={ctl.loading}>
        <RecordFields form={ctl.form} fields={ctl.fields} columns={page.form?.columns ?? 2} />
      </Spin>
      {allowed ? (
        <Space style={{ display: 'flex', justifyContent: 'center', marginTop: 8 }}>
          <Button
            type="primary"
            loading={ctl.saving}
            disabled={guard.blocked || ctl.loading || Boolean(ctl.loadError)}
            onClick={() => guard.run(() => void submit())}
          >
            {page.submitLabel ?? formPageMessages.submit}
          </Button>
          <Button onClick={onReset} disabled={ctl.saving}>{formPageMessages.reset}</Button>
        </Space>
      ) : null}
    </>
  );
}
