import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { FlowTab } from '@/engine';
import { fixedMessages } from '../shared/fixed-messages';
import { useServices } from '../services/services-context';
import { PageFrame } from './page-frame';

const text = fixedMessages.backlog;
// The approval widgets (and, on first diagram, bpmn-js) load with this page, not with the layout.
const ApprovalList = lazy(() => import('@/widgets/approval/approval-list'));
const TABS: FlowTab[] = ['todo', 'done', 'started', 'cc'];

/**
 * /company/myBacklog (我的审批): 我的待办 / 我的已办 / 我发起的 / 抄送我的 with counts; a decision taken here also
 * refreshes the header's to-do count. `?tab=started` opens another list first.
 */
export function MyBacklogPage() {
  const { notices } = useServices();
  const [params] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'todo';
  return (
    <PageFrame title={text.title} className="my-backlog-page">
      <Suspense fallback={<Spin />}>
        <ApprovalList initialTab={tab} onChanged={() => void notices.loadTodo()} />
      </Suspense>
    </PageFrame>
  );
}
