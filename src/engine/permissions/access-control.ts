/**
 * Button and element permissions, JeecgBoot's rules: `v-has` decides whether an element exists,
 * `disabledAuthFilter` whether it is disabled. The UI only hides or disables; the server checks every request again.
 */

import type { AuthRule } from '../schema/wire';

export type { AuthRule };

export interface AccessControlInput {
  /** The user's granted button rows (status 1): the menu answer's `auth`. */
  auth?: AuthRule[] | null;
  /** Every configured button row: the menu answer's `allAuth`. */
  allAuth?: AuthRule[] | null;
  /** Node-level rows (a workflow node's `formData.permissionList`); checked before the global lists. */
  nodePermissions?: AuthRule[] | null;
}

export interface AccessControl {
  /** v-has: may the element with this code be shown? */
  can(code: string): boolean;
  /** disabledAuthFilter: is the element with this code disabled (type-2 rules)? */
  isDisabled(code: string): boolean;
  /**
   * Is this code an active, configured rule the user lacks? Used for JeecgBoot's auth-prefix button exclusion,
   * where an unconfigured code leaves the button alone.
   */
  restricts(code: string): boolean;
}

const DISABLE_TYPE = '2';

function codesOf(rule: AuthRule): string[] {
  return String(rule.action ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

const hasCode = (rule: AuthRule, code: string) => codesOf(rule).includes(code);
const isDisableRule = (rule: AuthRule) => String(rule.type ?? '') === DISABLE_TYPE;

/**
 * Builds the permission checks from the menu answer's `auth` and `allAuth` (and optional node-level rows).
 *
 * - `can(code)`: a node-level row of type ≠ 2 grants; otherwise an `allAuth` row of type ≠ 2 with status '0'
 *   grants (an inactive rule restricts nobody); otherwise granted iff the user's `auth` has the code with type ≠ 2.
 * - `isDisabled(code)`: a node-level type-2 row disables; otherwise a type-2 `allAuth` row with status ≠ '0'
 *   disables unless the user's `auth` has the code with type 2 (which lifts it).
 *
 * @example
 * const access = createAccessControl({
 *   auth: [{ action: 'news:notice:add', type: '1' }],
 *   allAuth: [{ action: 'news:notice:add', type: '1', status: '1' }, { action: 'news:notice:delete', type: '1', status: '1' }],
 * });
 * access.can('news:notice:add');    // true
 * access.can('news:notice:delete'); // false
 */
export function createAccessControl(input: AccessControlInput = {}): AccessControl {
  const auth = input.auth ?? [];
  const allAuth = input.allAuth ?? [];
  const node = input.nodePermissions ?? [];

  const can = (code: string): boolean => {
    if (!code) return true;
    if (node.some((r) => !isDisableRule(r) && hasCode(r, code))) return true;
    const configured = allAuth.find((r) => !isDisableRule(r) && hasCode(r, code));
    if (configured && String(configured.status ?? '') === '0') return true;
    return auth.some((r) => !isDisableRule(r) && hasCode(r, code));
  };

  const isDisabled = (code: string): boolean => {
    if (!code) return false;
    if (node.some((r) => isDisableRule(r) && hasCode(r, code))) return true;
    const configured = allAuth.find((r) => isDisableRule(r) && hasCode(r, code));
    if (!configured || String(configured.status ?? '') === '0') return false;
    return !auth.some((r) => isDisableRule(r) && hasCode(r, code));
  };

  const restricts = (code: string): boolean => {
    const configured = allAuth.some((r) => !isDisableRule(r) && String(r.status ?? '') !== '0' && hasCode(r, code));
    return configured && !can(code);
  };

  return { can, isDisabled, restricts };
}

/**
 * Grants everything: for stories, tests and tools where permissions are not the subject.
 *
 * @example
 * <AccessControlContextProvider value={allowAll}>{page}</AccessControlContextProvider>
 */
export const allowAll: AccessControl = { can: () => true, isDisabled: () => false, restricts: () => false };

/**
 * Denies everything that declares a permission: the answer when no provider is installed.
 *
 * @example
 * denyAll.can('news:notice:add'); // false
 */
export const denyAll: AccessControl = { can: (code) => !code, isDisabled: () => false, restricts: () => false };
