import { lazy, Suspense } from 'react';
import { Spin } from 'antd';

// The exchange platform loads with its page (the rich-text editor comes with it), not with the layout.
const QuestionsHome = lazy(() => import('../forum/questions-home'));

/**
 * /company/communication and /project/communication: the technical exchange platform (opened in a new tab) —
 * questions and answers by specialty, accepted answers, experts, search.
 */
export function CommunicationPage() {
  return <Suspense fallback={<Spin />}><QuestionsHome /></Suspense>;
}
