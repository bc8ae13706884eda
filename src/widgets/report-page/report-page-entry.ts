import type { PropsSchema, WidgetEntry } from '@/engine';
import { ReportPage, type ReportPageProps } from './report-page';
import propsSchema from './report-page.schema.json';

/** The registry entry for `report` pages: a thin frame around the registered online report widget. */
export const reportPageEntry: WidgetEntry<ReportPageProps> = {
  type: 'report',
  component: ReportPage,
  propsSchema: propsSchema as PropsSchema,
};
