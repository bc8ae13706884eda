import type { PropsSchema, WidgetEntry } from '@/engine';
import { lazyWidget } from '../shared/lazy-widget';
import type { RegionCascaderProps } from './region-cascader';
import propsSchema from './region-cascader.schema.json';

/** Registry entry of the province/city/district picker, node type `region-cascader`. */
export const regionCascaderEntry: WidgetEntry<RegionCascaderProps> = {
  type: 'region-cascader',
  component: lazyWidget(() => import('./region-cascader').then((m) => m.RegionCascader)),
  propsSchema: propsSchema as PropsSchema,
  defaults: { depth: 3 },
};
