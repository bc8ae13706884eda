import type { RouteItem } from '../session/auth-types';
import { shellMessages } from '../shared/messages';
import { COMPANY_HOME, PROJECT_HOME } from './menu-routes';
import { GROUP_COMPANY_ID } from '../session/session-store';

/** The company home reads 公司首页 for users of a company other than the group. */
export function menuTitle(item: RouteItem, companyId: string): string {
  if (item.path === COMPANY_HOME && companyId !== GROUP_COMPANY_ID) return shellMessages.home.companyTitle;
  return item.meta?.title ?? item.name;
}

/**
 * The home title by path: 项目首页 on project pages, else 集团首页 for the group and 公司首页 for a company.
 *
 * @example
 * homeTitleFor('/project/screen', '001'); // '项目首页'
 */
export function homeTitleFor(pathname: string, companyId: string): string {
  if (pathname === PROJECT_HOME || pathname.startsWith('/project/')) return shellMessages.header.projectHome;
  return companyId === GROUP_COMPANY_ID ? shellMessages.header.groupHome : shellMessages.header.companyHome;
}
