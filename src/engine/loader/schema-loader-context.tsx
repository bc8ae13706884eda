import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PageSchema } from '../schema/page-schema';
import type { SchemaProblem } from '../schema/validate-page';
import type { SchemaLoader } from './load-page-schema';

const SchemaLoaderContext = createContext<SchemaLoader | null>(null);

/**
 * Supplies the schema loader used by `usePageSchema`.
 *
 * @example
 * <SchemaLoaderContextProvider value={createSchemaLoader(source)}>{routes}</SchemaLoaderContextProvider>
 */
export function SchemaLoaderContextProvider({ value, children }: { value: SchemaLoader; children?: ReactNode }) {
  return <SchemaLoaderContext.Provider value={value}>{children}</SchemaLoaderContext.Provider>;
}

/**
 * The schema loader from context; throws when none is installed.
 *
 * @example
 * const loader = useSchemaLoader();
 */
export function useSchemaLoader(): SchemaLoader {
  const loader = useContext(SchemaLoaderContext);
  if (!loader) throw new Error('useSchemaLoader: 未提供 SchemaLoader，请用 <EngineProvider> 包裹页面。');
  return loader;
}

export type PageSchemaState =
  | { status: 'loading' }
  | { status: 'ready'; schema: PageSchema }
  | { status: 'invalid'; problems: SchemaProblem[] }
  | { status: 'error'; error: Error };

/**
 * Loads and validates the schema of one page. States: `loading` → `ready` | `invalid` (with located problems)
 * | `error` (the fetch failed). `reload` forgets the cached copy and tries again.
 *
 * @example
 * const { state, reload } = usePageSchema('news/notice');
 * if (state.status === 'invalid') return <SchemaErrorPanel code="news/notice" problems={state.problems} />;
 */
export function usePageSchema(code: string): { state: PageSchemaState; reload: () => void } {
  const loader = useSchemaLoader();
  const [state, setState] = useState<PageSchemaState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    // No page named yet (a drawer mounted before its record is chosen): nothing to ask the server for.
    if (!code) return undefined;
    loader.load(code).then(
      (loaded) => {
        if (!active) return;
        setState(loaded.status === 'ready' ? { status: 'ready', schema: loaded.schema } : { status: 'invalid', problems: loaded.problems });
      },
      (error: unknown) => {
        if (active) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      active = false;
    };
  }, [loader, code, attempt]);

  // A newer version published while the page is open (the server's push invalidates it): load it again in place.
  useEffect(() => loader.onInvalidate((changed) => {
    if (code && (changed === undefined || changed === code)) setAttempt((n) => n + 1);
  }), [loader, code]);

  const reload = useCallback(() => {
    loader.invalidate(code);
  }, [loader, code]);

  return { state, reload };
}
