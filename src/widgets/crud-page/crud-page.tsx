import { useMemo, useState } from 'react';
import { Alert, Button, Card, message as antdMessage, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import {
  deriveValues, linkQueryValues, PageControllerContextProvider, stateMachineOf, recordContainerOf, useListController, usePageControllerContext,
  type CrudPageSchema, type DeriveAction, type PageWidgetProps,
} from '@/engine';
import { widgetMessages } from '../messages';
import { QueryForm } from '../shared/list/query-form';
import { lazyWidget } from '../shared/lazy-widget';
import { CrudTable } from './crud-table';
import { CrudToolbar } from './crud-toolbar';

// The record form (Formily, date and number pickers, sub-table grids) and the other dialogs load when one is first
// opened: a list that is only read never downloads them.
const RecordEditor = lazyWidget(() => import('../shared/record-form/record-editor').then((m) => m.RecordEditor));
const RecycleBinModal = lazyWidget(() => import('./recycle-bin-modal').then((m) => m.RecycleBinModal));
const DeriveEditor = lazyWidget(() => import('./derive-editor').then((m) => m.DeriveEditor));

export interface CrudPageProps extends PageWidgetProps<CrudPageSchema> {
  /**
   * JeecgBoot's authPre: buttons whose `<authPrefix><key>` rule (key: add, edit, detail, delete, batch_delete,
   * export, import) is configured and not granted to the user are removed.
   */
  authPrefix?: string;
  /** Rows per page (default 10); the benchmark page shows a whole data set on one page. */
  pageSize?: number;
}

/**
 * The view of a `crud` page schema: query form, toolbar (新增 / 导出 / 导入 / 回收站 / 批量删除), the list table with
 * its statistics, and the record editor. All state lives in the engine's list controller, which every part reads
 * through the page controller context.
 */
export const CrudPage = observer(function CrudPage({ schema, authPrefix, pageSize }: CrudPageProps) {
  // A drill-down from a dashboard opens the list already filtered (`?status=signed`).
  const initialQuery = useMemo(() => linkQueryValues(schema, window.location.search), [schema]);
  const controller = useListController(schema, { pageSize, authPrefix, initialQuery });
  return (
    <PageControllerContextProvider value={controller}>
      <CrudPageView />
    </PageControllerContextProvider>
  );
});

const CrudPageView = observer(function CrudPageView() {
  const { schema, store, queryFields, search, reset, initialQuery } = usePageControllerContext('crud');
  const [message, messageHolder] = antdMessage.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const dialog = store.dialog;
  const [derived, setDerived] = useState<{ action: DeriveAction; values: Record<string, unknown> } | null>(null);
  const close = () => store.closeDialog();
  const saved = (text: string) => {
    close();
    void message.success(text);
    void store.load();
  };

  return (
    <Card variant="borderless" className="crud-page" data-page-code={schema.code}>
      {messageHolder}
      {modalHolder}
      <QueryForm fields={queryFields} onSearch={search} onReset={reset} overdue={Boolean(stateMachineOf(schema)?.deadline)} opening={initialQuery} />
      <CrudToolbar message={message} modal={modal} />
      {store.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={widgetMessages.listLoadFailed}
          description={store.error.message}
          action={<Button size="small" onClick={() => void store.load()}>{widgetMessages.retry}</Button>}
        />
      ) : null}
      <CrudTable message={message} onDerive={(action, record) => setDerived({ action, values: deriveValues(action, record) })} />
      {derived ? (
        <DeriveEditor action={derived.action} values={derived.values} onClose={() => setDerived(null)}
          onSaved={(text) => {
            setDerived(null);
            void message.success(text);
          }}
          onError={(text) => void message.error(text)} />
      ) : null}
      {dialog && dialog.mode !== 'recycleBin' ? (
        <RecordEditor
          key={dialog.mode === 'add' ? 'add' : `${dialog.mode}:${dialog.id}`}
          page={schema}
          mode={dialog.mode}
          id={dialog.mode === 'add' ? undefined : dialog.id}
          container={recordContainerOf(schema)}
          onClose={close}
          onSaved={saved}
          onError={(text) => void message.error(text)}
        />
      ) : null}
      {dialog?.mode === 'recycleBin' ? <RecycleBinModal message={message} modal={modal} onClose={close} /> : null}
    </Card>
  );
});
