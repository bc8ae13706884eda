import { useMemo } from 'react';
import { useAccessControl, type TreeCrudPageSchema } from '@/engine';

/** What a tree page may show of 新增 / 添加下级 (both need add), 编辑 and 删除 for the current user. */
export interface TreeCrudAllowed {
  add: boolean;
  edit: boolean;
  delete: boolean;
}

// Server permission codes `<prefix>:<code>` and JeecgBoot's button keys for the auth prefix, as on the crud page.
const ACTIONS: Record<keyof TreeCrudAllowed, { code: string; buttonKey: string }> = {
  add: { code: 'add', buttonKey: 'add' },
  edit: { code: 'edit', buttonKey: 'edit' },
  delete: { code: 'delete', buttonKey: 'delete' },
};

/**
 * Which buttons to show: the page's `actions` flag (on by default), the user's permission `<prefix>:<code>`, and,
 * with an `authPrefix` (JeecgBoot's authPre), exclusion of buttons whose `<authPrefix><button_key>` rule the user lacks.
 */
export function useTreeCrudAllowed(page: TreeCrudPageSchema, authPrefix?: string): TreeCrudAllowed {
  const access = useAccessControl();
  return useMemo(() => {
    const allowed = {} as TreeCrudAllowed;
    for (const [action, { code, buttonKey }] of Object.entries(ACTIONS) as [keyof TreeCrudAllowed, (typeof ACTIONS)[keyof TreeCrudAllowed]][]) {
      const enabled = page.actions?.[action] !== false;
      const excluded = Boolean(authPrefix) && access.restricts(`${authPrefix}${buttonKey}`);
      allowed[action] = enabled && access.can(`${page.permissionPrefix}:${code}`) && !excluded;
    }
    return allowed;
  }, [page, access, authPrefix]);
}
