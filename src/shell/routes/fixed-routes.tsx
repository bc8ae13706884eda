import { lazy, Suspense, type ReactElement } from 'react';
import { Spin } from 'antd';
import { Navigate, Route } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';
import { AccountSettingsPage } from '../account/account-settings-page';
import { CommunicationPage } from '../fixed-pages/communication-page';
import { DetailFramePage } from '../fixed-pages/detail-frame-page';
import { MyBacklogPage } from '../fixed-pages/my-backlog-page';
import { PersonalCenterPage } from '../account/personal-center-page';
import { ProjectDetailPage } from '../fixed-pages/project-detail-page';
import { ResultPage } from '../fixed-pages/result-page';
import { TestHomePage } from '../fixed-pages/test-home-page';
import { UserAnnouncementPage } from '../notices/user-announcement-page';
import { accountTabPath, FIXED_PATHS as P } from '../fixed-pages/fixed-paths';

const d = fixedMessages.details;
// The post page loads with the forum's chunk (the rich-text editor among it).
const PostDetailPage = lazy(() => import('../forum/post-detail-page'));

/** Path → page of every fixed route inside the main layout. */
const FIXED_PAGES: [string, ReactElement][] = [
  [P.projectDetail, <ProjectDetailPage />],
  [P.myBacklog, <MyBacklogPage />],
  [P.accountCenter, <PersonalCenterPage />],
  [P.personalCenter, <PersonalCenterPage title={fixedMessages.personal.variantTitle} />],
  [P.companyCommunication, <CommunicationPage />],
  [P.projectCommunication, <CommunicationPage />],
  [P.messageDetail, <Suspense fallback={<Spin />}><PostDetailPage /></Suspense>],
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
