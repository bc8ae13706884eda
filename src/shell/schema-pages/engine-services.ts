import {
  createHttpDataProvider, createHttpSchemaSource, createSchemaLoader, withResponseChecks,
  type DataProvider, type HttpClient, type SchemaLoader, type WidgetRegistry,
} from '@/engine';
import { createDefaultWidgetRegistry } from '@/widgets/register-default-widgets';
import { registerAdminRowActions } from '../system-admin/register-admin-actions';

/** What schema pages need: loaded after login, so the login page carries neither the engine nor any widget. */
export interface EngineServices {
  dataProvider: DataProvider;
  schemaLoader: SchemaLoader;
  registry: WidgetRegistry;
}

/**
 * The JeecgBoot data provider over the platform HTTP client, the schema loader and the built-in widgets.
 * Imported dynamically by `createAppServices` (its own chunk).
 *
 * @example
 * const { dataProvider, registry } = createEngineServices(http);
 */
export function createEngineServices(http: HttpClient): EngineServices {
  registerAdminRowActions();
  const httpProvider = createHttpDataProvider(http);
  const dataProvider = import.meta.env.DEV ? withResponseChecks(httpProvider) : httpProvider;
  return {
    dataProvider,
    schemaLoader: createSchemaLoader(createHttpSchemaSource(dataProvider)),
    registry: createDefaultWidgetRegistry(),
  };
}

declare module '../services/app-services' {
  interface AppServices {
    /**
     * Data provider, schema loader and widget registry, loaded on first use (after login) with the engine and the
     * widgets; the same promise every time.
     */
    engine(): Promise<EngineServices>;
  }
}
