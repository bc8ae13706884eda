import { once } from '../shared/once';

// The login page is the only eager screen: the main layout with its pages, and the open pages, are chunks of their
// own. Each loader is shared, so starting a download early (login submit) and React.lazy use one request.
export const loadAuthenticatedRoutes = once(() => import('./authenticated-routes'));
export const loadOpenRoutes = once(() => import('../open-pages/open-routes'));
