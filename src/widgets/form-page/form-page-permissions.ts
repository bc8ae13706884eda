import { useAccessControl, type FormPageSchema } from '@/engine';

/**
 * Whether the user may save the form: a create form adds (`<prefix>:add`); a single-record form edits its record
 * (`<prefix>:edit`) or, when there is none yet, adds it. The server checks the same codes again.
 */
export function useFormPageAllowed(page: FormPageSchema, hasRecord: boolean): boolean {
  const access = useAccessControl();
  const code = page.mode === 'single' && hasRecord ? 'edit' : 'add';
  return access.can(`${page.permissionPrefix}:${code}`);
}
