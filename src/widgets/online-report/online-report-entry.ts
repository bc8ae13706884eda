import type { PropsSchema, WidgetEntry } from '@/engine';
import { OnlineReport, type OnlineReportProps } from './online-report';
import propsSchema from './online-report.schema.json';

/** Registry entry of the Online report viewer, node type `online-report`. */
export const onlineReportEntry: WidgetEntry<OnlineReportProps> = {
  type: 'online-report',
  component: OnlineReport,
  propsSchema: propsSchema as PropsSchema,
};
