import { lazy, Suspense, type ReactElement } from 'react';
import { Spin } from 'antd';
import { Navigate, Route } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';
import { AccountSettingsPage } from '../account/account-settings-page';
import { CommunicationPage } from '../fixed-pages/communication-page';
import { RecordDetailPage } from '../detail-pages/record-detail-page';
import { IMAGE_STANDARD_DETAIL, INNOVATION_DETAIL, PARTY_STYLE_DETAIL } from '../detail-pages/detail-configs';
import { MyBacklogPage } from '../fixed-pages/my-backlog-page';
import { PersonalCentrePage } from '../personal/personal-centre-page';
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
  [P.accountCenter, <PersonalCentrePage />],
  [P.personalCenter, <PersonalCentrePage />],
  [P.companyCommunication, <CommunicationPage />],
  [P.projectCommunication, <CommunicationPage />],
  [P.messageDetail, <Suspense fallback={<Spin />}><PostDetailPage /></Suspense>],
  [P.partyDetail, <RecordDetailPage title={d.party} config={PARTY_STYLE_DETAIL} />],
  [P.imageDetail, <RecordDetailPage title={d.image} config={IMAGE_STANDARD_DETAIL} />],
  [P.innovationDetail, <RecordDetailPage title={d.innovation} config={INNOVATION_DETAIL} />],
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
