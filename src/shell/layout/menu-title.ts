import type { RouteItem } from '../auth/auth-types';
import { shellMessages } from '../messages';
import { COMPANY_HOME } from '../router/menu-routes';
import { GROUP_COMPANY_ID } from '../stores/session-store';

/** The company home reads 公司首页 for users of a company other than the group (spec §2). */
export function menuTitle(item: RouteItem, companyId: string): string {
  if (item.path === COMPANY_HOME && companyId !== GROUP_COMPANY_ID) return shellMessages.home.companyTitle;
  return item.meta?.title ?? item.name;
}
