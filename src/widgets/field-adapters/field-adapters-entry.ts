import type { PropsSchema, WidgetEntry } from '@/engine';
import type { FieldAdapterProps } from './field-adapter-props';
import fieldAdapterSchema from './field-adapter.schema.json';
import { lazyWidget } from '../shared/lazy-widget';
import { UploadField } from './upload-field';
import { CheckboxField, IconField, RadioField, RegionField, RichTextField, SelectMultipleField, SelectSearchField } from './registry-fields';

// The record form passes `field` (the FieldSchema) plus Formily's value / onChange / disabled / readOnly.
const propsSchema = fieldAdapterSchema as PropsSchema;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one entry type for adapters with different value types
const entry = (type: string, component: WidgetEntry<FieldAdapterProps<any>>['component']): WidgetEntry<FieldAdapterProps<any>> => ({
  type: `field:${type}`, component, propsSchema,
});

/** The record form's controls supplied by other widgets, registered as `field:<type>`. */
export const fieldAdapterEntries = [
  // Formily's form hooks come with the record form; registering the popup field must not load them on every page.
  entry('popup', lazyWidget(() => import('./popup-field').then((m) => m.PopupField))),
  entry('upload', UploadField),
  entry('file', UploadField),
  entry('image', UploadField),
  entry('richText', RichTextField),
  entry('select-search', SelectSearchField),
  entry('select-multiple', SelectMultipleField),
  entry('checkbox', CheckboxField),
  entry('radio', RadioField),
  entry('region', RegionField),
  entry('icon', IconField),
];
