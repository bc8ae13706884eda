import type { PropsSchema, WidgetEntry } from '@/engine';
import { lazyWidget } from '../shared/lazy-widget';
import type { RouteStripProps } from './route-strip';
import propsSchema from './route-strip.schema.json';

/** Registry entry of the route strip (标段沿线路桩号的示意图), node type `route-strip`; a dashboard `widget` panel places it. */
export const routeStripEntry: WidgetEntry<RouteStripProps> = {
  type: 'route-strip',
  component: lazyWidget(() => import('./route-strip').then((m) => m.RouteStrip)),
  propsSchema: propsSchema as PropsSchema,
};
