import type { MenuCode } from '@/engine';
import { FIXED_PATHS } from '../fixed-pages/fixed-paths';
import { homePathFor } from '../menu/menu-routes';
import { isGroupMode } from '../session/group-mode';

export { GROUP_MODE_KEY, isGroupMode, setGroupMode } from '../session/group-mode';

/**
 * The first page of the workspace: in personal mode the personal centre, otherwise the home page of the view.
 *
 * @example
 * startPagePath('11'); // '/company/screen', or '/company/account/center' in personal mode
 */
export function startPagePath(menuCode: MenuCode | null, store?: Storage): string {
  return isGroupMode(store) ? homePathFor(menuCode) : FIXED_PATHS.accountCenter;
}
