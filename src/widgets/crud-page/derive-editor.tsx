import { Alert, Modal, Spin } from 'antd';
import { asRecordPage, isDataPage, recordContainerOf, usePageSchema, type DataRecord, type DeriveAction } from '@/engine';
import { RecordEditor } from '../shared/record-form/record-editor';
import { crudMessages } from './crud-messages';

export interface DeriveEditorProps {
  action: DeriveAction;
  /** The new record's starting values (from `deriveValues`). */
  values: Record<string, unknown>;
  onClose(): void;
  onSaved(message: string, record: DataRecord): void;
  onError(message: string): void;
}

/**
 * A derive action's form: the target page's own add form (its fields, rules and rights), started from the values the
 * action copies over. Saving it makes the new record (a draft, where the target page goes through approval).
 */
export function DeriveEditor({ action, values, onClose, onSaved, onError }: DeriveEditorProps) {
  const { state } = usePageSchema(action.page);
  if (state.status === 'ready' && isDataPage(state.schema)) {
    const page = asRecordPage(state.schema);
    return (
      <RecordEditor page={page} mode="add" container={recordContainerOf(page)} title={`${action.label}：${page.title}`}
        initialValues={values} onClose={onClose} onSaved={onSaved} onError={onError} />
    );
  }
  return (
    <Modal open title={action.label} footer={null} onCancel={onClose}>
      {state.status === 'loading' ? <Spin /> : <Alert type="error" showIcon message={crudMessages.deriveUnavailable(action.page)} />}
    </Modal>
  );
}
