import { PAGE_KINDS } from './page-schema';

/**
 * The `type` of every widget `registerDefaultWidgets` registers, kept here as plain names because the linter
 * and the server read page schemas without React. A contract test asserts this list equals the registry's,
 * so adding a widget means adding its name here too.
 *
 * @example
 * (REGISTERED_WIDGETS as readonly string[]).includes('online-report'); // true
 */
export const REGISTERED_WIDGETS = [
  // Page kinds.
  'crud', 'tree-crud', 'form', 'report', 'dashboard',
  // Widgets a page (e.g. a dashboard `widget` panel) may place.
  'editable-grid', 'popup-picker', 'online-report', 'upload', 'upload-popup', 'region-cascader', 'rich-text', 'icon-picker',
  'dict-select', 'dict-radio', 'dict-checkbox', 'dict-select-multiple', 'dict-select-search',
  'common-modal', 'context-menu', 'detail-list', 'money-display', 'sub-table-popover', 'theme-color-picker',
  'route-strip',
  // The record form's field controls.
  'field:popup', 'field:upload', 'field:file', 'field:image', 'field:richText', 'field:select-search',
  'field:select-multiple', 'field:checkbox', 'field:radio', 'field:region', 'field:icon',
] as const;

/** Registered widgets a dashboard `widget` panel may name: not a page kind, not a record-form field control. */
export const PANEL_WIDGETS: readonly string[] = REGISTERED_WIDGETS.filter(
  (name) => !name.startsWith('field:') && !(PAGE_KINDS as readonly string[]).includes(name),
);
