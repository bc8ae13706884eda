import { createWidgetRegistry, type WidgetRegistry } from '@/engine';
import { crudPageEntry } from './crud-page/crud-page-entry';

/**
 * Registers every built-in widget, explicitly (no self-registering imports), into the given registry.
 *
 * @example
 * const registry = registerDefaultWidgets(createWidgetRegistry());
 */
export function registerDefaultWidgets(registry: WidgetRegistry): WidgetRegistry {
  registry.register(crudPageEntry);
  return registry;
}

/** A fresh registry holding the built-in widgets; one per app, story or test. */
export function createDefaultWidgetRegistry(): WidgetRegistry {
  return registerDefaultWidgets(createWidgetRegistry());
}
