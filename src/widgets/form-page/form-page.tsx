import { Alert, Button, Card, message as antdMessage, Skeleton, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import {
  PageControllerContextProvider, recordContainerOf, useFormPageController, usePageControllerContext, type FormPageSchema,
} from '@/engine';
import { RecordEditor } from '../shared/record-form/record-editor';
import { formPageMessages } from './form-page-messages';

export interface FormPageProps {
  schema: FormPageSchema;
}

/**
 * The view of a `form` page. `create`: an empty form (defaults filled) whose 提交 adds a record, says 保存成功 and
 * starts over. `single`: the scope's one record, edited and saved in place (added when there is none yet). The
 * form is the shared record editor, inline; the page's state lives in the engine's form page controller.
 */
export const FormPage = observer(function FormPage({ schema }: FormPageProps) {
  const controller = useFormPageController(schema);
  return (
    <PageControllerContextProvider value={controller}>
      <FormPageView />
    </PageControllerContextProvider>
  );
});

const FormPageView = observer(function FormPageView() {
  const { schema, store, recordPage, allowed, guard } = usePageControllerContext('form');
  const [message, messageHolder] = antdMessage.useMessage();
  const id = store.recordId;

  return (
    <Card variant="borderless" className="form-page" data-page-code={schema.code} title={schema.title}>
      {messageHolder}
      {schema.description ? <Typography.Paragraph type="secondary">{schema.description}</Typography.Paragraph> : null}
      {store.status === 'loading' ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {store.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          message={formPageMessages.loadFailed}
          description={store.error}
          action={<Button size="small" onClick={() => void store.load()}>{formPageMessages.retry}</Button>}
        />
      ) : null}
      {store.status === 'ready' ? (
        <RecordEditor
          // Rebuilt after every save and on 重置: a clean form after a create, the saved record (new version) after an update.
          key={`${id ?? 'new'}:${store.revision}`}
          page={recordPage}
          mode={!allowed ? 'detail' : id ? 'edit' : 'add'}
          id={id}
          container={recordContainerOf(schema)}
          submitLabel={schema.submitLabel}
          guard={guard}
          notice={!allowed ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message={formPageMessages.noPermission} /> : null}
          onSaved={(text, record) => {
            void message.success(text);
            store.saved(record);
          }}
          onReset={() => store.restart()}
          onError={(text) => void message.error(text)}
        />
      ) : null}
    </Card>
  );
});
