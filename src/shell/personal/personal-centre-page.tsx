import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Card, Col, Row, Skeleton, Tabs } from 'antd';
import type { PersonAchievements, PersonalSummary } from '@/engine/schema/wire/personal';
import type { DepartItem } from '../api/shell-api';
import { useServices } from '../services/services-context';
import { AchievementDisplay } from './achievement-display';
import { ApprovalsCard } from './approvals-card';
import { AssessmentsTab } from './assessments-tab';
import { personalMessages } from './personal-messages';
import { usePersonalApi } from './personal-api';
import { ProfileCard } from './profile-card';
import { TrainingTab } from './training-tab';
import { MyCollectionsTab, MyPostsTab, MyRepliesTab } from '../forum/my-forum-tabs';

const text = personalMessages;

type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

function useLoaded<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    load().then((value) => active && setState({ status: 'ready', value }), () => active && setState({ status: 'failed' }));
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  }, deps);
  return state;
}

function show<T>(state: Loaded<T>, render: (value: T) => ReactNode): ReactNode {
  if (state.status === 'loading') return <Skeleton active />;
  if (state.status === 'failed') return <Alert type="warning" showIcon message={text.centre.loadFailed} />;
  return render(state.value);
}

/**
 * /company/account/center and /company/personalCenter (个人中心): the profile with avatar, the approvals, and the
 * user's own work — achievement display (成果展示), assessments, training hours and their forum activity.
 */
export function PersonalCentrePage() {
  const { api: shellApi } = useServices();
  const api = usePersonalApi();
  const achievements = useLoaded<PersonAchievements>(() => api.achievements(), [api]);
  const summary = useLoaded<PersonalSummary>(() => api.summary(), [api]);
  const departs = useLoaded<DepartItem[]>(async () => (await shellApi.getCurrentUserDeparts()).list, [shellApi]);

  const tabs = [
    { key: 'achievements', label: text.tabs.achievements, children: show(achievements, (value) => <AchievementDisplay data={value} />) },
    { key: 'assessments', label: text.tabs.assessments, children: show(summary, (value) => <AssessmentsTab rows={value.assessments} />) },
    { key: 'training', label: text.tabs.training, children: show(summary, (value) => <TrainingTab rows={value.training} />) },
    { key: 'posts', label: text.tabs.posts, children: <MyPostsTab /> },
    { key: 'replies', label: text.tabs.replies, children: <MyRepliesTab /> },
    { key: 'collections', label: text.tabs.collections, children: <MyCollectionsTab /> },
  ];

  return (
    <Row gutter={16} className="personal-center-page">
      <Col xs={24} lg={7}>
        <div style={{ marginBottom: 16 }}>
          <ProfileCard api={api} profile={summary.status === 'ready' ? summary.value.profile : null} departs={departs.status === 'ready' ? departs.value : null} />
        </div>
        <ApprovalsCard api={api} />
      </Col>
      <Col xs={24} lg={17}>
        <Card variant="borderless" className="personal-work">
          <Tabs items={tabs} destroyOnHidden={false} />
        </Card>
      </Col>
    </Row>
  );
}
