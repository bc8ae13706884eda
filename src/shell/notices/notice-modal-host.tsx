import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useServices } from '../services/services-context';

const NoticeModal = lazy(() => import('./notice-modal').then((m) => ({ default: m.NoticeModal })));

/**
 * Mounts the notice modal (and the HTML sanitiser it shows bodies through) once the first notice is opened, and keeps
 * it mounted from then on so it opens and closes as before; the home page after login does not download it.
 */
export const NoticeModalHost = observer(function NoticeModalHost() {
  const { notices } = useServices();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notices.current) setWanted(true);
  return wanted ? <Suspense fallback={null}><NoticeModal /></Suspense> : null;
});
