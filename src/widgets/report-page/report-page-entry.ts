import type { PropsSchema, WidgetEntry } from '@/engine';
import { lazyWidget } from '../shared/lazy-widget';
import type { ReportPageProps } from './report-page';
import propsSchema from './report-page.schema.json';

/** The registry entry for `report` pages: a thin frame around the registered online report widget. */
export const reportPageEntry: WidgetEntry<ReportPageProps> = {
  type: 'report',
  component: lazyWidget(() => import('./report-page').then((m) => m.ReportPage)),
  propsSchema: propsSchema as PropsSchema,
};
