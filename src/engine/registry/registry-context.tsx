import { createContext, useContext, type ReactNode } from 'react';
import type { WidgetRegistry } from './widget-registry';

const WidgetRegistryContext = createContext<WidgetRegistry | null>(null);

/**
 * Supplies the widget registry to the page renderer.
 *
 * @example
 * <WidgetRegistryContextProvider value={registry}><PageRenderer schema={schema} /></WidgetRegistryContextProvider>
 */
export function WidgetRegistryContextProvider({ value, children }: { value: WidgetRegistry; children?: ReactNode }) {
  return <WidgetRegistryContext.Provider value={value}>{children}</WidgetRegistryContext.Provider>;
}

/**
 * The registry from context; throws when none is installed.
 *
 * @example
 * const entry = useWidgetRegistry().get('crud');
 */
export function useWidgetRegistry(): WidgetRegistry {
  const registry = useContext(WidgetRegistryContext);
  if (!registry) throw new Error('useWidgetRegistry: 未提供部件注册表，请用 <EngineProvider> 包裹页面。');
  return registry;
}
