import type { ComponentType, ReactElement } from 'react';
import { Spin } from 'antd';
import { Navigate, Route } from 'react-router-dom';
import { lazyWidget } from '@/widgets/shared/lazy-widget';
import { fixedMessages } from '../shared/fixed-messages';
import { IMAGE_STANDARD_DETAIL, INNOVATION_DETAIL, PARTY_STYLE_DETAIL } from '../detail-pages/detail-configs';
import { accountTabPath, FIXED_PATHS as P } from '../fixed-pages/fixed-paths';

const d = fixedMessages.details;

/** A fixed page whose code (tables, descriptions, uploads, the forum's editor) loads when its path is opened. */
const page = <P extends object>(load: () => Promise<ComponentType<P>>) => lazyWidget(load, <Spin />);

const ProjectDetailPage = page(() => import('../fixed-pages/project-detail-page').then((m) => m.ProjectDetailPage));
const MyBacklogPage = page(() => import('../fixed-pages/my-backlog-page').then((m) => m.MyBacklogPage));
const PersonalCentrePage = page(() => import('../personal/personal-centre-page').then((m) => m.PersonalCentrePage));
const CommunicationPage = page(() => import('../fixed-pages/communication-page').then((m) => m.CommunicationPage));
const PostDetailPage = page(() => import('../forum/post-detail-page').then((m) => m.default));
const RecordDetailPage = page(() => import('../detail-pages/record-detail-page').then((m) => m.RecordDetailPage));
const UserAnnouncementPage = page(() => import('../notices/user-announcement-page').then((m) => m.UserAnnouncementPage));
const TestHomePage = page(() => import('../fixed-pages/test-home-page').then((m) => m.TestHomePage));
const ResultPage = page(() => import('../fixed-pages/result-page').then((m) => m.ResultPage));
const AccountSettingsPage = page(() => import('../account/account-settings-page').then((m) => m.AccountSettingsPage));

/** Path → page of every fixed route inside the main layout. */
const FIXED_PAGES: [string, ReactElement][] = [
  [P.projectDetail, <ProjectDetailPage />],
  [P.myBacklog, <MyBacklogPage />],
  [P.accountCenter, <PersonalCentrePage />],
  [P.personalCenter, <PersonalCentrePage />],
  [P.companyCommunication, <CommunicationPage />],
  [P.projectCommunication, <CommunicationPage />],
  [P.messageDetail, <PostDetailPage />],
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
