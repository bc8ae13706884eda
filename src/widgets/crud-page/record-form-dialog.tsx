import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Drawer, Modal, Space, Spin } from 'antd';
import {
  useClickGuard, useRecordFormController, validateRecordForm,
  type CrudPageSchema, type DataRecord, type GridRowValues, type RecordFormMode,
} from '@/engine';
import { RecordFields } from '../shared/record-form/record-fields';
import { crudMessages } from './crud-messages';
import { SubTableEditor, type SubGridApi } from './sub-table-editor';

const NO_ROWS: GridRowValues[] = [];

export interface RecordFormDialogProps {
  page: CrudPageSchema;
  mode: Exclude<RecordFormMode, 'detail'>;
  id?: string;
  onClose(): void;
  /** Called after a successful save with the message to show. */
  onSaved(message: string, record: DataRecord): void;
  /** Reports messages that belong to no field (permission refusals, 428, network). */
  onError(message: string): void;
  /** Show the validator's messages as soon as the form opens (stories; reopening a refused draft). */
  validateOnOpen?: boolean;
}

const DEFAULT_WIDTH = 800;
/** A record form in a modal or drawer as the page's `form` settings say (default: modal, 800 px, 2 columns). */
export function FormContainer({ page, title, open, onClose, footer, children }: {
  page: CrudPageSchema; title: string; open: boolean; onClose(): void; footer: ReactNode; children: ReactNode;
}) {
  const width = page.form?.width ?? DEFAULT_WIDTH;
  if (page.form?.container === 'drawer') {
    return (
      <Drawer title={title} open={open} width={width} onClose={onClose} destroyOnHidden footer={footer}>
        {children}
      </Drawer>
    );
  }
  return (
    <Modal title={title} open={open} width={width} onCancel={onClose} destroyOnHidden maskClosable={false} footer={footer}>
      {children}
    </Modal>
  );
}

/**
 * 新增 / 编辑 form of one record, built from the page's fields with Formily, with an editable grid per sub-table
 * below. Validation is the server's own validator; the server's field errors come back onto the fields (sub-row
 * messages above their grid), a 409 offers 刷新.
 */
export function RecordFormDialog({ page, mode, id, onClose, onSaved, onError, validateOnOpen }: RecordFormDialogProps) {
  const ctl = useRecordFormController({ page, mode, id });
  const { form, loading } = ctl;
  useEffect(() => {
    // Fields mount with the first render; check once they exist and the record (if any) is in.
    if (validateOnOpen && !loading) validateRecordForm(form, page);
  }, [validateOnOpen, loading, form, page]);
  const guard = useClickGuard();
  const columns = page.form?.columns ?? 2;
  const grids = useRef<Record<string, SubGridApi | null>>({});

  // Each sub-table's grid checks its cells first; their rows go with the record under the sub-table's name.
  const collectSubTables = async (): Promise<{ ok: boolean; rows: Record<string, GridRowValues[]>; messages: string[] }> => {
    const rows: Record<string, GridRowValues[]> = {};
    const messages: string[] = [];
    for (const sub of page.subTables ?? []) {
      const grid = grids.current[sub.name];
      if (!grid) continue;
      const errors = await grid.validate();
      messages.push(...errors.map((e) => crudMessages.subTableInvalid(sub.title, e.rowIndex + 1, e.message)));
      rows[sub.name] = grid.getValues();
    }
    return { ok: messages.length === 0, rows, messages };
  };

  const submit = async () => {
    const subTables = await collectSubTables();
    if (!subTables.ok) {
      // Show the main fields' messages too, so one click reveals everything to fix.
      validateRecordForm(form, page);
      onError(subTables.messages[0]);
      return;
    }
    const outcome = await ctl.submit({ subTables: subTables.rows });
    if (outcome.ok) onSaved(mode === 'add' ? crudMessages.added : crudMessages.edited, outcome.record);
    else if (outcome.reason === 'error') onError(outcome.message);
    else if (outcome.reason === 'invalid' && outcome.messages.length && !ctl.fields.length) onError(outcome.messages[0]);
  };

  const footer = (
    <Space>
      <Button onClick={onClose}>{crudMessages.cancel}</Button>
      <Button type="primary" loading={ctl.saving} disabled={guard.blocked || ctl.loading || Boolean(ctl.loadError)} onClick={() => guard.run(() => void submit())}>
        {crudMessages.ok}
      </Button>
    </Space>
  );

  return (
    <FormContainer page={page} title={mode === 'add' ? crudMessages.addTitle(page.title) : crudMessages.editTitle(page.title)} open onClose={onClose} footer={footer}>
      {ctl.conflict ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={ctl.conflict.message}
          description={crudMessages.conflictHint}
          action={<Button size="small" onClick={() => void ctl.reloadLatest()}>{crudMessages.refresh}</Button>}
        />
      ) : null}
      {ctl.loadError ? <Alert type="error" showIcon message={crudMessages.loadFailed} description={ctl.loadError.message} /> : null}
      <Spin spinning={ctl.loading}>
        <RecordFields form={ctl.form} fields={ctl.fields} columns={columns} />
        {(page.subTables ?? []).map((sub) => (
          <SubTableEditor
            key={sub.name}
            ref={(api) => {
              grids.current[sub.name] = api;
            }}
            sub={sub}
            rows={ctl.subRows[sub.name] ?? NO_ROWS}
            errors={ctl.subErrors[sub.name]}
            disabled={ctl.loading}
          />
        ))}
      </Spin>
    </FormContainer>
  );
}
