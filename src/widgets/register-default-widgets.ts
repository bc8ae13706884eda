import { createWidgetRegistry, type WidgetRegistry } from '@/engine';
import { crudPageEntry } from './crud-page/crud-page-entry';
import { editableGridEntry } from './editable-grid/editable-grid-entry';
import { popupPickerEntry } from './popup-picker/popup-picker-entry';
import { onlineReportEntry } from './online-report/online-report-entry';
import { uploadEntry, uploadPopupEntry } from './upload/upload-entry';
import { regionCascaderEntry } from './region-cascader/region-cascader-entry';
import { iconPickerEntry } from './icon-picker/icon-picker-entry';
import { richTextEntry } from './rich-text/rich-text-entry';
import {
  dictCheckboxEntry, dictRadioEntry, dictSelectEntry, dictSelectMultipleEntry, dictSelectSearchEntry,
} from './dict-select/dict-select-entry';
import {
  commonModalEntry, contextMenuEntry, detailListEntry, moneyDisplayEntry, subTablePopoverEntry, themeColorPickerEntry,
} from './common/common-entry';
import { fieldAdapterEntries } from './field-adapters/field-adapters-entry';
import { treeCrudPageEntry } from './tree-crud-page/tree-crud-page-entry';
import { formPageEntry } from './form-page/form-page-entry';
import { reportPageEntry } from './report-page/report-page-entry';
import { dashboardPageEntry } from './dashboard-page/dashboard-page-entry';
import { routeStripEntry } from './route-strip/route-strip-entry';

/** Every built-in widget, by the `type` a schema names it with. */
export const DEFAULT_WIDGET_ENTRIES = [
  crudPageEntry, editableGridEntry, popupPickerEntry, onlineReportEntry, uploadEntry, uploadPopupEntry, regionCascaderEntry,
  iconPickerEntry, richTextEntry, dictSelectEntry, dictRadioEntry, dictCheckboxEntry, dictSelectMultipleEntry, dictSelectSearchEntry,
  commonModalEntry, contextMenuEntry, detailListEntry, moneyDisplayEntry, subTablePopoverEntry, themeColorPickerEntry,
  // Dashboard panel widgets drawing a report's rows.
  routeStripEntry,
  // The record form's controls of popup, upload, rich-text and dictionary fields (`field:<type>`).
  ...fieldAdapterEntries,
  // The other page kinds (`tree-crud`, `form`, `report`, `dashboard`).
  treeCrudPageEntry, formPageEntry, reportPageEntry, dashboardPageEntry,
] as const;

/**
 * Registers every built-in widget, explicitly (no self-registering imports), into the given registry.
 *
 * @example
 * const registry = registerDefaultWidgets(createWidgetRegistry());
 */
export function registerDefaultWidgets(registry: WidgetRegistry): WidgetRegistry {
  for (const entry of DEFAULT_WIDGET_ENTRIES) registry.register(entry as Parameters<WidgetRegistry['register']>[0]);
  return registry;
}

/** A fresh registry holding the built-in widgets; one per app, story or test. */
export function createDefaultWidgetRegistry(): WidgetRegistry {
  return registerDefaultWidgets(createWidgetRegistry());
}
