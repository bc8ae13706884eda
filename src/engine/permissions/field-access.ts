import type { FieldSchema } from '../schema/page-schema';
import type { AccessControl } from './access-control';

/** How the current user may see one field. */
export type FieldAccess = 'hidden' | 'readOnly' | 'editable';

/**
 * A field's access from its `permission`: without `view` it is hidden in lists and forms; without `edit`
 * (or when a type-2 rule disables that code) it is read-only.
 *
 * @example
 * fieldAccess({ name: 'salary', label: '工资', type: 'money', dbType: 'numeric', permission: { view: 'hr:salary:view' } }, access);
 * // 'hidden' unless the user has hr:salary:view
 */
export function fieldAccess(field: FieldSchema, access: AccessControl): FieldAccess {
  const { view, edit } = field.permission ?? {};
  if (view && !access.can(view)) return 'hidden';
  if (edit && (!access.can(edit) || access.isDisabled(edit))) return 'readOnly';
  return 'editable';
}

/**
 * Fields the user may see.
 *
 * @example
 * const columns = visibleFields(listFieldsOf(page), access);
 */
export function visibleFields(fields: FieldSchema[], access: AccessControl): FieldSchema[] {
  return fields.filter((field) => fieldAccess(field, access) !== 'hidden');
}
