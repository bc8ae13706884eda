import type { ReactElement } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { fixedMessages } from '../fixed-messages';
import { AccountSettingsPage } from '../pages/account/account-settings-page';
import { CommunicationPage } from '../pages/fixed/communication-page';
import { DetailFramePage } from '../pages/fixed/detail-frame-page';
import { MyBacklogPage } from '../pages/fixed/my-backlog-page';
import { PersonalCenterPage } from '../pages/fixed/personal-center-page';
import { ProjectDetailPage } from '../pages/fixed/project-detail-page';
import { ResultPage } from '../pages/fixed/result-page';
import { TestHomePage } from '../pages/fixed/test-home-page';
import { UserAnnouncementPage } from '../pages/user-announcement-page';
import { accountTabPath, FIXED_PATHS as P } from './fixed-paths';

const d = fixedMessages.details;

/** Path → page of every fixed route inside the main layout. */
const FIXED_PAGES: [string, ReactElement][] = [
  [P.projectDetail, <ProjectDetailPage />],
  [P.myBacklog, <MyBacklogPage />],
  [P.accountCenter, <PersonalCenterPage />],
  [P.personalCenter, <PersonalCenterPage title={fixedMessages.personal.variantTitle} />],
  [P.companyCommunication, <CommunicationPage />],
  [P.projectCommunication, <CommunicationPage />],
  [P.messageDetail, <DetailFramePage title={d.message} />],
  [P.partyDetail, <DetailFramePage title={d.party} />],
  [P.imageDetail, <DetailFramePage title={d.image} />],
  [P.innovationDetail, <DetailFramePage title={d.innovation} />],
  [P.userAnnouncement, <UserAnnouncementPage />],
  [P.testHome, <TestHomePage />],
  [P.resultSuccess, <ResultPage kind="success" />],
  [P.resultFail, <ResultPage kind="fail" />],
];

export const FIXED_PAGE_PATHS: ReadonlySet<string> = new Set([...FIXED_PAGES.map(([path]) => path), P.account]);

/**
 * The fixed routes as <Route> elements (call it, do not render it: <Routes> wants its <Route>s directly). A path the
 * menu already routes keeps the menu's page.
 */
export function fixedRoutes(menuPaths: ReadonlySet<string>): ReactElement[] {
  const pages = FIXED_PAGES.filter(([path]) => !menuPaths.has(path)).map(([path, element]) => <Route key={path} path={path} element={element} />);
  if (menuPaths.has(P.account)) return pages;
  return [
    ...pages,
    <Route key={P.account} path={P.account} element={<Navigate to={accountTabPath('base')} replace />} />,
    <Route key={P.accountSettings} path={P.accountSettings} element={<Navigate to={accountTabPath('base')} replace />} />,
    <Route key={`${P.accountSettings}/:tab`} path={`${P.accountSettings}/:tab`} element={<AccountSettingsPage />} />,
  ];
}
