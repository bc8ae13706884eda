import { lazy } from 'react';
import type { PropsSchema, WidgetEntry } from '@/engine';
import type { TreeCrudPageProps } from './tree-crud-page';
import propsSchema from './tree-crud-page.schema.json';

/** The registry entry for `tree-crud` pages; the view (table, tree, record form) is loaded on first use. */
export const treeCrudPageEntry: WidgetEntry<TreeCrudPageProps> = {
  type: 'tree-crud',
  component: lazy(() => import('./tree-crud-page').then((module) => ({ default: module.TreeCrudPage }))),
  propsSchema: propsSchema as PropsSchema,
};
