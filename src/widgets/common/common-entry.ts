import type { PropsSchema, WidgetEntry } from '@/engine';
import { lazyWidget } from '../shared/lazy-widget';
import type { CommonModalProps } from './common-modal';
import type { ContextMenuProps } from './context-menu';
import type { DetailListProps } from './detail-list';
import { MoneyDisplay, type MoneyDisplayProps } from './money-display';
import type { SubTablePopoverProps } from './sub-table-popover';
import type { ThemeColorPickerProps } from './theme-color-picker';
import modalSchema from './common-modal.schema.json';
import contextMenuSchema from './context-menu.schema.json';
import detailListSchema from './detail-list.schema.json';
import moneySchema from './money-display.schema.json';
import subTableSchema from './sub-table-popover.schema.json';
import themeSchema from './theme-color-picker.schema.json';

/** Registry entries of the small shared widgets (each loaded with its first use, but for the money figure). */
export const commonModalEntry: WidgetEntry<CommonModalProps> = { type: 'common-modal', component: lazyWidget(() => import('./common-modal').then((m) => m.CommonModal)), propsSchema: modalSchema as PropsSchema };
export const contextMenuEntry: WidgetEntry<ContextMenuProps> = { type: 'context-menu', component: lazyWidget(() => import('./context-menu').then((m) => m.ContextMenu)), propsSchema: contextMenuSchema as PropsSchema };
export const detailListEntry: WidgetEntry<DetailListProps> = {
  type: 'detail-list', component: lazyWidget(() => import('./detail-list').then((m) => m.DetailList)), propsSchema: detailListSchema as PropsSchema, defaults: { col: 3 },
};
export const moneyDisplayEntry: WidgetEntry<MoneyDisplayProps> = { type: 'money-display', component: MoneyDisplay, propsSchema: moneySchema as PropsSchema };
export const subTablePopoverEntry: WidgetEntry<SubTablePopoverProps> = {
  type: 'sub-table-popover', component: lazyWidget(() => import('./sub-table-popover').then((m) => m.SubTablePopover)), propsSchema: subTableSchema as PropsSchema,
};
export const themeColorPickerEntry: WidgetEntry<ThemeColorPickerProps> = {
  type: 'theme-color-picker', component: lazyWidget(() => import('./theme-color-picker').then((m) => m.ThemeColorPicker)), propsSchema: themeSchema as PropsSchema,
};
