import { createContext, useContext, type ReactNode } from 'react';
import type { DataProvider } from './data-provider';

const DataProviderContext = createContext<DataProvider | null>(null);

/**
 * Supplies the DataProvider to every engine hook below it.
 *
 * @example
 * <DataProviderContextProvider value={createMemoryDataProvider(seed)}><CrudPage schema={schema} /></DataProviderContextProvider>
 */
export function DataProviderContextProvider({ value, children }: { value: DataProvider; children?: ReactNode }) {
  return <DataProviderContext.Provider value={value}>{children}</DataProviderContext.Provider>;
}

/**
 * The DataProvider from context; throws when none is installed, because a silent fallback would show an empty page.
 *
 * @example
 * const provider = useDataProvider();
 */
export function useDataProvider(): DataProvider {
  const provider = useOptionalDataProvider();
  if (!provider) throw new Error('useDataProvider: 未提供 DataProvider，请用 <EngineProvider> 包裹页面。');
  return provider;
}

/**
 * The DataProvider from context or `null`; for hooks that also accept a provider argument.
 *
 * @example
 * const fromContext = useOptionalDataProvider();
 * const provider = options.provider ?? fromContext;
 */
export function useOptionalDataProvider(): DataProvider | null {
  return useContext(DataProviderContext);
}
