import { fixedMessages as t } from '../shared/fixed-messages';
import { shellMessages } from '../shared/messages';

/** The fixed routes (home pages, account, notices) that live inside the main layout (the menu may list them too). */
export const FIXED_PATHS = {
  projectDetail: '/company/projectDetail',
  myBacklog: '/company/myBacklog',
  accountCenter: '/company/account/center',
  personalCenter: '/company/personalCenter',
  account: '/account',
  accountSettings: '/account/settings',
  companyCommunication: '/company/communication',
  projectCommunication: '/project/communication',
  messageDetail: '/company/messageDetail',
  partyDetail: '/company/party/style/show/detail',
  imageDetail: '/company/istandardization/ImageDetail',
  innovationDetail: '/company/ihighlights/InnovationDetail',
  userAnnouncement: '/isps/userAnnouncement',
  testHome: '/test/home',
  resultSuccess: '/result/success',
  resultFail: '/result/fail',
} as const;

export const ACCOUNT_TABS = ['base', 'security', 'custom', 'binding', 'notification'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
export const accountTabPath = (tab: AccountTab) => `${FIXED_PATHS.accountSettings}/${tab}`;

/** Fixed paths that only redirect (to 基本设置): they never become a tab. */
export const FIXED_REDIRECT_PATHS: readonly string[] = [FIXED_PATHS.account, FIXED_PATHS.accountSettings];

/** The technical exchange platform opens in a new browser tab. */
export const COMMUNICATION_PATHS: readonly string[] = [FIXED_PATHS.companyCommunication, FIXED_PATHS.projectCommunication];

const TITLES: Record<string, string> = {
  [FIXED_PATHS.projectDetail]: t.projectDetail.title,
  [FIXED_PATHS.myBacklog]: t.backlog.title,
  [FIXED_PATHS.accountCenter]: t.personal.title,
  [FIXED_PATHS.personalCenter]: t.personal.variantTitle,
  [FIXED_PATHS.companyCommunication]: t.communication.title,
  [FIXED_PATHS.projectCommunication]: t.communication.title,
  [FIXED_PATHS.messageDetail]: t.details.message,
  [FIXED_PATHS.partyDetail]: t.details.party,
  [FIXED_PATHS.imageDetail]: t.details.image,
  [FIXED_PATHS.innovationDetail]: t.details.innovation,
  [FIXED_PATHS.userAnnouncement]: shellMessages.notices.pageTitle,
  [FIXED_PATHS.testHome]: t.testHome.title,
  [FIXED_PATHS.resultSuccess]: t.result.successTitle,
  [FIXED_PATHS.resultFail]: t.result.failTitle,
  ...Object.fromEntries(ACCOUNT_TABS.map((tab) => [accountTabPath(tab), t.account.tabs[tab]])),
};

/**
 * The tab and document title of a fixed page, or undefined for any other path.
 *
 * @example
 * fixedTitleOf('/account/settings/security'); // '安全设置'
 */
export function fixedTitleOf(pathname: string): string | undefined {
  return TITLES[pathname.replace(/\/+$/, '')];
}
