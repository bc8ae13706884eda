import { lazy } from 'react';
import type { PropsSchema, WidgetEntry } from '@/engine';
import type { CrudPageProps } from './crud-page';
import propsSchema from './crud-page.schema.json';

/**
 * The registry entry for `crud` pages. The view is loaded on first use: its table, form and date-picker code
 * stays out of the first download (login and home need none of it).
 */
export const crudPageEntry: WidgetEntry<CrudPageProps> = {
  type: 'crud',
  component: lazy(() => import('./crud-page').then((module) => ({ default: module.CrudPage }))),
  propsSchema: propsSchema as PropsSchema,
};
