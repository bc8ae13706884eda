import type { PropsSchema, WidgetEntry } from '@/engine';
import { CommonModal, type CommonModalProps } from './common-modal';
import { ContextMenu, type ContextMenuProps } from './context-menu';
import { DetailList, type DetailListProps } from './detail-list';
import { MoneyDisplay, type MoneyDisplayProps } from './money-display';
import { SubTablePopover, type SubTablePopoverProps } from './sub-table-popover';
import { ThemeColorPicker, type ThemeColorPickerProps } from './theme-color-picker';
import modalSchema from './common-modal.schema.json';
import contextMenuSchema from './context-menu.schema.json';
import detailListSchema from './detail-list.schema.json';
import moneySchema from './money-display.schema.json';
import subTableSchema from './sub-table-popover.schema.json';
import themeSchema from './theme-color-picker.schema.json';

/** Registry entries of the small shared widgets. */
export const commonModalEntry: WidgetEntry<CommonModalProps> = { type: 'common-modal', component: CommonModal, propsSchema: modalSchema as PropsSchema };
export const contextMenuEntry: WidgetEntry<ContextMenuProps> = { type: 'context-menu', component: ContextMenu, propsSchema: contextMenuSchema as PropsSchema };
export const detailListEntry: WidgetEntry<DetailListProps> = {
  type: 'detail-list', component: DetailList, propsSchema: detailListSchema as PropsSchema, defaults: { col: 3 },
};
export const moneyDisplayEntry: WidgetEntry<MoneyDisplayProps> = { type: 'money-display', component: MoneyDisplay, propsSchema: moneySchema as PropsSchema };
export const subTablePopoverEntry: WidgetEntry<SubTablePopoverProps> = {
  type: 'sub-table-popover', component: SubTablePopover, propsSchema: subTableSchema as PropsSchema,
};
export const themeColorPickerEntry: WidgetEntry<ThemeColorPickerProps> = {
  type: 'theme-color-picker', component: ThemeColorPicker, propsSchema: themeSchema as PropsSchema,
};
