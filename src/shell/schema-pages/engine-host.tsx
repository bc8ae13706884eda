import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { AccessControlContextProvider, createDictLookup, EngineProvider, type EngineEnv } from '@/engine';
import type { EngineServices } from './engine-services';
import { shellMessages } from '../shared/messages';
import { useServices } from '../services/services-context';
import { PageSpinner } from '../shared/page-spinner';
import { useDictRefresh } from '../notices/use-dict-refresh';
import { useSchemaRefresh } from '../notices/use-schema-refresh';

/** A script chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

type EngineState = { status: 'loading' } | { status: 'ready'; engine: EngineServices } | { status: 'failed'; message: string };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(shellMessages.pages.chunkTimeout)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The engine's context (data provider, registry, schema loader, dictionaries, env, permissions), once its chunk is in. */
export const EngineHost = observer(function EngineHost({ children }: { children: ReactNode }) {
  const { engine: loadEngine, session, feedback } = useServices();
  const navigate = useNavigate();
  const [state, setState] = useState<EngineState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useDictRefresh(state.status === 'ready' ? state.engine.dataProvider : undefined);
  useSchemaRefresh(state.status === 'ready' ? state.engine.schemaLoader : undefined);
  const dicts = useMemo(() => createDictLookup(session.dictItems), [session.dictItems]);
  const env = useMemo<EngineEnv>(
    () => ({
      notify: ({ type, message, description }) => feedback.notification[type]({ message, description }),
      navigate: (to, options) => navigate(to, options),
    }),
    [feedback, navigate],
  );

  useEffect(() => {
    let active = true;
    withTimeout(loadEngine(), CHUNK_LOAD_TIMEOUT_MS).then(
      (engine) => active && setState({ status: 'ready', engine }),
      (error: Error) => {
        console.error('[shell] 引擎加载失败', error);
        if (active) setState({ status: 'failed', message: error.message });
      },
    );
    return () => {
      active = false;
    };
  }, [loadEngine, attempt]);

  if (state.status === 'loading') return <PageSpinner tip={shellMessages.pages.schemaLoading} />;
  if (state.status === 'failed') {
    return (
      <Result
        status="error"
        title={shellMessages.pages.chunkLoadFailed}
        subTitle={state.message}
        extra={
          <Button onClick={() => (setState({ status: 'loading' }), setAttempt((n) => n + 1))}>{shellMessages.pages.retry}</Button>
        }
      />
    );
  }
  const { dataProvider, registry, schemaLoader } = state.engine;
  return (
    <EngineProvider dataProvider={dataProvider} registry={registry} schemaLoader={schemaLoader} dicts={dicts} env={env}>
      <AccessControlContextProvider value={session.access}>{children}</AccessControlContextProvider>
    </EngineProvider>
  );
});
