import type { ReactNode } from 'react';
import type { DataProvider } from './data/data-provider';
import { DataProviderContextProvider } from './data/data-provider-context';
import { DictContextProvider } from './dictionaries/dict-context';
import { createDictLookup, type DictLookup } from './dictionaries/dict-lookup';
import { EngineEnvContextProvider, type EngineEnv } from './env/engine-env';
import type { SchemaLoader } from './loader/load-page-schema';
import { SchemaLoaderContextProvider } from './loader/schema-loader-context';
import { WidgetRegistryContextProvider } from './registry/registry-context';
import type { WidgetRegistry } from './registry/widget-registry';
import { createSchemaLoader } from './loader/load-page-schema';
import { createBundledSchemaSource } from './loader/schema-source';

export interface EngineProviderProps {
  dataProvider: DataProvider;
  registry: WidgetRegistry;
  env?: EngineEnv;
  dicts?: DictLookup;
  /** Where `usePageSchema` loads from; without one, no page can be loaded by code. */
  schemaLoader?: SchemaLoader;
  children?: ReactNode;
}

const noSchemas = createSchemaLoader(createBundledSchemaSource({}));
const noDicts = createDictLookup({});

/**
 * Installs everything the engine reads from context in one place: data provider, widget registry,
 * dictionaries, schema loader and the host environment.
 *
 * @example
 * <EngineProvider dataProvider={provider} registry={registry} dicts={dicts} env={env} schemaLoader={loader}>
 *   <PageRenderer schema={schema} />
 * </EngineProvider>
 */
export function EngineProvider({ dataProvider, registry, env, dicts, schemaLoader, children }: EngineProviderProps) {
  const tree = (
    <DataProviderContextProvider value={dataProvider}>
      <WidgetRegistryContextProvider value={registry}>
        <DictContextProvider value={dicts ?? noDicts}>
          <SchemaLoaderContextProvider value={schemaLoader ?? noSchemas}>{children}</SchemaLoaderContextProvider>
        </DictContextProvider>
      </WidgetRegistryContextProvider>
    </DataProviderContextProvider>
  );
  return env ? <EngineEnvContextProvider value={env}>{tree}</EngineEnvContextProvider> : tree;
}
