import type { ComponentType } from 'react';

/** A JSON Schema object describing a widget's props (fed to ajv, Storybook controls and docs). */
export type PropsSchema = Record<string, unknown> & { type: 'object' };

/** One registered widget: a node `type` (or page `kind`) and the component that renders it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- entries with different props share one registry
export interface WidgetEntry<P = any> {
  type: string;
  component: ComponentType<P>;
  propsSchema: PropsSchema;
  defaults?: Partial<P>;
}

export interface WidgetRegistry {
  /** Adds an entry; throws on a duplicate type or a missing component/propsSchema. */
  register<P>(entry: WidgetEntry<P>): void;
  /** Exact match on type; `undefined` when nothing is registered under it. */
  get(type: string): WidgetEntry | undefined;
  has(type: string): boolean;
  types(): string[];
}

/**
 * Makes a registry (one per app, story or test: never a module-level global).
 *
 * @example
 * const registry = createWidgetRegistry();
 * registry.register({ type: 'crud', component: CrudPage, propsSchema: crudPagePropsSchema });
 * registry.get('crud')?.component;
 */
export function createWidgetRegistry(entries: WidgetEntry[] = []): WidgetRegistry {
  const byType = new Map<string, WidgetEntry>();
  const registry: WidgetRegistry = {
    register(entry) {
      if (!entry || typeof entry.type !== 'string' || !entry.type) throw new Error('注册部件失败：缺少 type');
      if (!entry.component) throw new Error(`注册部件 "${entry.type}" 失败：缺少 component`);
      if (!entry.propsSchema || entry.propsSchema.type !== 'object') {
        throw new Error(`注册部件 "${entry.type}" 失败：缺少 propsSchema（应为 type: "object" 的 JSON Schema）`);
      }
      if (byType.has(entry.type)) throw new Error(`注册部件失败：类型 "${entry.type}" 已注册`);
      byType.set(entry.type, entry as WidgetEntry);
    },
    get: (type) => byType.get(type),
    has: (type) => byType.has(type),
    types: () => [...byType.keys()],
  };
  entries.forEach((entry) => registry.register(entry));
  return registry;
}
