import { Suspense, useMemo } from 'react';
import { Button, Card, Result, Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { pageForView, PageRenderer, SchemaErrorPanel, usePageSchema } from '@/engine';
import { useServices } from '../services/services-context';
import { shellMessages } from '../shared/messages';
import { NotFoundPage } from '../errors/not-found-page';

/** Loads a page schema through the engine and renders the widget registered for its kind. */
function Loading() {
  return (
    <Card variant="borderless">
      <Spin tip={shellMessages.pages.schemaLoading} size="large">
        <div style={{ height: 160 }} />
      </Spin>
    </Card>
  );
}

function SchemaPage({ code }: { code: string }) {
  const { state, reload } = usePageSchema(code);
  const { session } = useServices();
  const view = session.menuCode ?? undefined;
  // One page object per schema and view: a new object each render would make the page's controllers start over.
  const schema = useMemo(() => (state.status === 'ready' ? pageForView(state.schema, view) : null), [state, view]);
  switch (state.status) {
    case 'loading':
      return <Loading />;
    case 'invalid':
      return <SchemaErrorPanel code={code} problems={state.problems} />;
    case 'error':
      return (
        <Card variant="borderless">
          <Result
            status="error"
            title={shellMessages.pages.schemaLoadFailed}
            subTitle={state.error.message}
            extra={<Button onClick={reload}>{shellMessages.pages.retry}</Button>}
          />
        </Card>
      );
    case 'ready':
      // Widgets may be lazily loaded chunks.
      return (
        <Suspense fallback={<Loading />}>
          <PageRenderer schema={schema!} />
        </Suspense>
      );
  }
}

/**
 * A route showing a schema page: the code comes from the menu (`schema:<code>`) or, for the online list
 * components, from the `:code` route parameter.
 */
export function SchemaPageRoute({ code }: { code?: string }) {
  const params = useParams();
  const resolved = code ?? params.code;
  if (!resolved) return <NotFoundPage />;
  // Keyed by code: moving between two schema pages must not show the previous page's state.
  return <SchemaPage key={resolved} code={resolved} />;
}
