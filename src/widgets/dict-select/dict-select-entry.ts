import type { PropsSchema, WidgetEntry } from '@/engine';
import { lazyWidget } from '../shared/lazy-widget';
import { DictCheckbox, DictRadio, DictSelect, DictSelectMultiple, type DictMultiProps, type DictSelectProps } from './dict-select';
import type { DictSelectSearchProps } from './dict-select-search';
import selectSchema from './dict-select.schema.json';
import radioSchema from './dict-radio.schema.json';
import checkboxSchema from './dict-checkbox.schema.json';
import multipleSchema from './dict-select-multiple.schema.json';
import searchSchema from './dict-select-search.schema.json';

/** Registry entries of the dictionary fields (`dict-select`, `dict-radio`, `dict-checkbox`, `dict-select-multiple`, `dict-select-search`). */
export const dictSelectEntry: WidgetEntry<DictSelectProps> = { type: 'dict-select', component: DictSelect, propsSchema: selectSchema as PropsSchema };
export const dictRadioEntry: WidgetEntry<DictSelectProps> = { type: 'dict-radio', component: DictRadio, propsSchema: radioSchema as PropsSchema };
export const dictCheckboxEntry: WidgetEntry<DictMultiProps> = { type: 'dict-checkbox', component: DictCheckbox, propsSchema: checkboxSchema as PropsSchema };
export const dictSelectMultipleEntry: WidgetEntry<DictMultiProps> = {
  type: 'dict-select-multiple', component: DictSelectMultiple, propsSchema: multipleSchema as PropsSchema,
};
export const dictSelectSearchEntry: WidgetEntry<DictSelectSearchProps> = {
  type: 'dict-select-search', component: lazyWidget(() => import('./dict-select-search').then((m) => m.DictSelectSearch)), propsSchema: searchSchema as PropsSchema,
};
