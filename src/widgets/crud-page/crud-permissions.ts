import { useMemo } from 'react';
import { useAccessControl, type CrudPageSchema } from '@/engine';

/** The standard CRUD actions and what a page may show of them for the current user. */
export interface CrudAllowed {
  add: boolean;
  edit: boolean;
  detail: boolean;
  delete: boolean;
  batchDelete: boolean;
  export: boolean;
  import: boolean;
}

// Server permission codes per action (`<prefix>:<code>`) and JeecgBoot's button keys for the auth prefix.
const ACTIONS: Record<keyof CrudAllowed, { flag: keyof NonNullable<CrudPageSchema['actions']>; code?: string; buttonKey: string }> = {
  add: { flag: 'add', code: 'add', buttonKey: 'add' },
  edit: { flag: 'edit', code: 'edit', buttonKey: 'edit' },
  detail: { flag: 'detail', buttonKey: 'detail' },
  delete: { flag: 'delete', code: 'delete', buttonKey: 'delete' },
  batchDelete: { flag: 'batchDelete', code: 'deleteBatch', buttonKey: 'batch_delete' },
  export: { flag: 'export', code: 'exportXls', buttonKey: 'export' },
  import: { flag: 'import', code: 'importExcel', buttonKey: 'import' },
};

/**
 * Which buttons to show: the page's `actions` flag (on by default), the user's permission `<prefix>:<code>`, and,
 * with an `authPrefix` (JeecgBoot's authPre), exclusion of buttons whose `<authPrefix><button_key>` rule the user lacks.
 */
export function useCrudAllowed(page: CrudPageSchema, authPrefix?: string): CrudAllowed {
  const access = useAccessControl();
  return useMemo(() => {
    const allowed = {} as CrudAllowed;
    for (const [action, { flag, code, buttonKey }] of Object.entries(ACTIONS) as [keyof CrudAllowed, (typeof ACTIONS)[keyof CrudAllowed]][]) {
      const enabled = page.actions?.[flag] !== false;
      const permitted = !code || access.can(`${page.permissionPrefix}:${code}`);
      const excluded = Boolean(authPrefix) && access.restricts(`${authPrefix}${buttonKey}`);
      allowed[action] = enabled && permitted && !excluded;
    }
    return allowed;
  }, [page, access, authPrefix]);
}
