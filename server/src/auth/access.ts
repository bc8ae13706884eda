import type { Queryable } from '../db/database';
import type { AuthInfo } from './tokens';
import { ApiError, MESSAGES } from '../http/envelope';
import { grants } from '../tables/stores/access-store';
import { memoRights } from './rights-cache';

/**
 * Whether the caller's roles grant the menu entry that renders this module — in the view the caller is in (a page
 * the project view's menu lists is read there; the company view needs its own entry). The browser hides what the user
 * lacks; this is the check that counts.
 */
export async function assertModuleAccess(db: Queryable, auth: AuthInfo, code: string, options: { inView?: boolean } = {}): Promise<void> {
  const view = options.inView ? auth.menuCode : undefined;
  const granted = await memoRights(db, auth, `component:schema:${code}:${view ?? ''}`, () => grants.hasComponent(db, auth.userId, `schema:${code}`, view));
  if (!granted) throw new ApiError(403, MESSAGES.noAuth);
}

/**
 * Button-level permission (`news:notice:add`): granted through the user's roles. A rule whose rows are all
 * inactive (status 0) restricts nobody, as in JeecgBoot; a code no permission row defines is denied. `inView`: only the
 * buttons of the caller's current view count (a module's 新增 in the company view is the company menu's button, so a
 * role that may add in the project view does not thereby add from the company view).
 */
export async function assertPermission(db: Queryable, auth: AuthInfo, code: string, options: { inView?: boolean } = {}): Promise<void> {
  const view = options.inView ? auth.menuCode : undefined;
  const rows = await memoRights(db, auth, `button:${code}:${view ?? ''}`, () => grants.buttonRules(db, auth.userId, code, view));
  const active = rows.filter((r) => r.status !== '0');
  if (rows.length > 0 && active.length === 0) return;
  if (!active.some((r) => r.granted)) throw new ApiError(403, MESSAGES.noAuth);
}
