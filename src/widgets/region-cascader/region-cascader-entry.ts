import type { PropsSchema, WidgetEntry } from '@/engine';
import { RegionCascader, type RegionCascaderProps } from './region-cascader';
import propsSchema from './region-cascader.schema.json';

/** Registry entry of the province/city/district picker, node type `region-cascader`. */
export const regionCascaderEntry: WidgetEntry<RegionCascaderProps> = {
  type: 'region-cascader',
  component: RegionCascader,
  propsSchema: propsSchema as PropsSchema,
  defaults: { depth: 3 },
};
