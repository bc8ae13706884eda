import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, message as antdMessage, Skeleton, Typography } from 'antd';
import { useClickGuard, useDataProvider, type DataRecord, type FormPageSchema } from '@/engine';
import { formPageMessages } from './form-page-messages';
import { useFormPageAllowed } from './form-page-permissions';
import { RecordEditor } from './record-editor';

export interface FormPageProps {
  schema: FormPageSchema;
}

type Single = { status: 'loading' } | { status: 'ready'; id?: string } | { status: 'error'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `single` mode: the scope's one record (the first row of the list), or none yet. */
function useSingleRecord(page: FormPageSchema) {
  const provider = useDataProvider();
  const [state, setState] = useState<Single>({ status: page.mode === 'single' ? 'loading' : 'ready' });
  const load = useCallback(async () => {
    if (page.mode !== 'single') return;
    setState({ status: 'loading' });
    try {
      const { data } = await provider.getList({ resource: page.code, pagination: { current: 1, pageSize: 1 } });
      setState({ status: 'ready', id: data[0]?.id });
    } catch (error) {
      setState({ status: 'error', message: messageOf(error) });
    }
  }, [provider, page.mode, page.code]);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, setState, load };
}

/**
 * The view of a `form` page. `create`: an empty form (defaults filled) whose 提交 adds a record, says 保存成功 and
 * starts over. `single`: the scope's one record, edited and saved in place (added when there is none yet).
 */
export function FormPage({ schema }: FormPageProps) {
  const { state, setState, load } = useSingleRecord(schema);
  const [message, messageHolder] = antdMessage.useMessage();
  const guard = useClickGuard();
  // Bumped to rebuild the form: a clean form after a create, the saved record (new version) after an update.
  const [revision, setRevision] = useState(0);
  const id = state.status === 'ready' ? state.id : undefined;
  const allowed = useFormPageAllowed(schema, Boolean(id));

  const saved = (record: DataRecord) => {
    void message.success(formPageMessages.saved);
    if (schema.mode === 'single' && record.id) setState({ status: 'ready', id: record.id });
    setRevision((n) => n + 1);
  };

  return (
    <Card variant="borderless" className="form-page" data-page-code={schema.code} title={schema.title}>
      {messageHolder}
      {schema.description ? <Typography.Paragraph type="secondary">{schema.description}</Typography.Paragraph> : null}
      {state.status === 'loading' ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {state.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          message={formPageMessages.loadFailed}
          description={state.message}
          action={<Button size="small" onClick={() => void load()}>{formPageMessages.retry}</Button>}
        />
      ) : null}
      {state.status === 'ready' ? (
        <RecordEditor
          key={`${id ?? 'new'}:${revision}`}
          page={schema}
          id={id}
          allowed={allowed}
          guard={guard}
          onSaved={saved}
          onReset={() => setRevision((n) => n + 1)}
          onError={(text) => void message.error(text)}
        />
      ) : null}
    </Card>
  );
}
