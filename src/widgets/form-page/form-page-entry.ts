import { lazy } from 'react';
import type { PropsSchema, WidgetEntry } from '@/engine';
import type { FormPageProps } from './form-page';
import propsSchema from './form-page.schema.json';

/** The registry entry for `form` pages; the Formily form code is loaded on first use. */
export const formPageEntry: WidgetEntry<FormPageProps> = {
  type: 'form',
  component: lazy(() => import('./form-page').then((module) => ({ default: module.FormPage }))),
  propsSchema: propsSchema as PropsSchema,
};
