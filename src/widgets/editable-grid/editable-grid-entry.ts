import { lazy } from 'react';
import type { PropsSchema, WidgetEntry } from '@/engine';
import type { EditableGridProps } from './editable-grid';
import propsSchema from './editable-grid.schema.json';

/** The registry entry for `editable-grid` nodes; the view loads on first use, like the CRUD page. */
export const editableGridEntry: WidgetEntry<EditableGridProps> = {
  type: 'editable-grid',
  component: lazy(() => import('./editable-grid').then((module) => ({ default: module.EditableGrid }))),
  propsSchema: propsSchema as PropsSchema,
};
