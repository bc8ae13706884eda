import { useEffect, useState } from 'react';
import { Button, ConfigProvider, Select, Space, theme, Typography } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { platformLongDate, usePageSchema, type DashboardPageSchema } from '@/engine';
import { dashboardPageEntry } from '@/widgets/dashboard-page/dashboard-page-entry';
import type { DashboardPageProps } from '@/widgets/dashboard-page/dashboard-page';
import { useServices } from '../services/services-context';
import { visibleSubsidiaries } from '../menu/nav-store';
import { GROUP_COMPANY_ID } from '../session/session-store';
import { readScreenView, writeScreenView, type ScreenView } from './screen-view';
import { screenMessages } from './screen-messages';
import './group-screen.css';

/** The big screen's layout: a dashboard schema, so configurators change it like any other page. */
export const GROUP_SCREEN = 'dashboard/groupScreen';

const Dashboard = dashboardPageEntry.component as React.ComponentType<DashboardPageProps>;

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The company in view and the list a group user switches between: the group (all companies) and the visible
 * subsidiaries. A company user always sees their own, and the server holds them to it whatever is sent.
 */
function useCompanyInView() {
  const { session, nav, context } = useServices();
  const group = session.companyId === GROUP_COMPANY_ID;
  const active = group ? nav.activeCompanyId ?? GROUP_COMPANY_ID : session.companyId;
  const options = group
    ? [{ value: GROUP_COMPANY_ID, label: screenMessages.wholeGroup }, ...visibleSubsidiaries(context.companies).map((c) => ({ value: c.id, label: c.departNameAbbr || c.departName }))]
    : [];
  const params = group && active && active !== GROUP_COMPANY_ID ? { company_id: active } : undefined;
  return { group, active, options, params, choose: (id: string) => nav.setActiveCompany(id) };
}

/**
 * The corporate big screen on the company home: the `dashboard/groupScreen` panels for the company in view, in the
 * app or full screen (dark, sized for a 1920×1080 wall display; the choice is remembered as `amapIndex`). Panels
 * refresh on the schema's timer and when a notice is pushed.
 */
export const GroupScreen = observer(function GroupScreen({ title }: { title: string }) {
  const { notices } = useServices();
  const { state } = usePageSchema(GROUP_SCREEN);
  const company = useCompanyInView();
  const [view, setView] = useState<ScreenView>(() => readScreenView(storage()));
  const choose = (next: ScreenView) => {
    writeScreenView(storage(), next);
    setView(next);
  };
  useEffect(() => {
    if (view !== 1) return undefined;
    const leave = (e: KeyboardEvent) => { if (e.key === 'Escape') choose(0); };
    window.addEventListener('keydown', leave);
    return () => window.removeEventListener('keydown', leave);
  }, [view]);
  if (state.status !== 'ready') {
    return state.status === 'loading' ? null : <Typography.Text type="secondary">{screenMessages.screenMissing}</Typography.Text>;
  }
  const schema = state.schema as DashboardPageSchema;
  const switcher = company.group ? (
    <Select
      size="small"
      aria-label={screenMessages.companyInView}
      className="group-screen-company"
      value={company.active}
      options={company.options}
      onChange={company.choose}
      popupMatchSelectWidth={false}
    />
  ) : null;
  // Unknown until the notice counts first arrive: their arrival is no push, and answering it re-read every panel of a
  // screen that was still loading.
  const refreshKey = notices.loaded ? notices.anntTotal + notices.sysTotal : undefined;
  if (view === 0) {
    return (
      <div className="group-screen-inline">
        <Dashboard
          schema={schema}
          params={company.params}
          refreshKey={refreshKey}
          toolbar={<>{switcher}<Button size="small" icon={<FullscreenOutlined />} onClick={() => choose(1)}>{screenMessages.fullScreen}</Button></>}
        />
      </div>
    );
  }
  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm, token: { colorBgContainer: 'transparent', colorPrimary: '#1d9bf0' } }}>
      <div className="group-screen-wall" role="dialog" aria-label={title}>
        <header className="group-screen-wall-head">
          <Space className="group-screen-wall-side">{switcher}</Space>
          <h1>{title}</h1>
          <Space className="group-screen-wall-side group-screen-wall-right">
            <span>{platformLongDate()}</span>
            <Button size="small" icon={<FullscreenExitOutlined />} onClick={() => choose(0)}>{screenMessages.exitFullScreen}</Button>
          </Space>
        </header>
        <Dashboard schema={schema} params={company.params} refreshKey={refreshKey} theme="dark" bare />
      </div>
    </ConfigProvider>
  );
});
