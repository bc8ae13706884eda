import { lazy } from 'react';
import type { PropsSchema, WidgetEntry } from '@/engine';
import type { DashboardPageProps } from './dashboard-page';
import propsSchema from './dashboard-page.schema.json';

/**
 * The registry entry for `dashboard` pages. Loaded on first use (the login page never pays for it); ECharts comes
 * later still, with the first chart panel.
 */
export const dashboardPageEntry: WidgetEntry<DashboardPageProps> = {
  type: 'dashboard',
  component: lazy(() => import('./dashboard-page').then((module) => ({ default: module.DashboardPage }))),
  propsSchema: propsSchema as PropsSchema,
};
