import type { PropsSchema, WidgetEntry } from '@/engine';
import { lazyWidget } from '../shared/lazy-widget';
import type { OnlineReportProps } from './online-report';
import propsSchema from './online-report.schema.json';

/** Registry entry of the Online report viewer, node type `online-report`. */
export const onlineReportEntry: WidgetEntry<OnlineReportProps> = {
  type: 'online-report',
  component: lazyWidget(() => import('./online-report').then((m) => m.OnlineReport)),
  propsSchema: propsSchema as PropsSchema,
};
