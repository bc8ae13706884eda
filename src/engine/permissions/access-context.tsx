import { createContext, useContext, type ReactNode } from 'react';
import { denyAll, type AccessControl } from './access-control';

const AccessControlContext = createContext<AccessControl | null>(null);

let warned = false;

/**
 * Supplies the permission checks to widgets (the shell builds them from the menu answer).
 *
 * @example
 * <AccessControlContextProvider value={createAccessControl({ auth, allAuth })}>{app}</AccessControlContextProvider>
 */
export function AccessControlContextProvider({ value, children }: { value: AccessControl; children?: ReactNode }) {
  return <AccessControlContext.Provider value={value}>{children}</AccessControlContext.Provider>;
}

/**
 * The permission checks. Without a provider every node that declares a permission is denied (deny by default),
 * with one warning in development so a missing provider is noticed rather than mistaken for "no rights".
 *
 * @example
 * const access = useAccessControl();
 * {access.can('news:notice:add') ? <Button>新增</Button> : null}
 */
export function useAccessControl(): AccessControl {
  const value = useContext(AccessControlContext);
  if (value) return value;
  if (!warned && import.meta.env?.DEV) {
    warned = true;
    console.warn('[engine] 未提供 AccessControl：所有声明了权限的按钮和字段都将被隐藏。');
  }
  return denyAll;
}
