/** Paths reachable without logging in. */
export const OPEN_PATHS = ['/user/login', '/user/register', '/user/register-result', '/user/alteration', '/user/download'];
/** First path segments whose whole subtree is open (big screens). */
export const OPEN_FIRST_SEGMENTS = ['znfx', 'screen'];
export const LOGIN_PATH = '/user/login';

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

/**
 * Whether a path is open without login.
 *
 * @example
 * isOpenPath('/screen/traffic'); // true
 */
export function isOpenPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (OPEN_PATHS.includes(path)) return true;
  const first = path.split('/')[1] ?? '';
  return OPEN_FIRST_SEGMENTS.includes(first);
}

/**
 * The route guard as a pure decision. `fullPath` is path + query, kept in the redirect so login returns there.
 *
 * @example
 * decideRoute({ pathname: '/news/notice', fullPath: '/news/notice?x=1', hasToken: false });
 * // { action: 'redirect', to: '/user/login?redirect=%2Fnews%2Fnotice%3Fx%3D1' }
 */
export function decideRoute({ pathname, fullPath, hasToken }: { pathname: string; fullPath: string; hasToken: boolean }): GuardDecision {
  if (pathname.replace(/\/+$/, '') === '/user') return { action: 'redirect', to: LOGIN_PATH };
  if (isOpenPath(pathname) || hasToken) return { action: 'allow' };
  return { action: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}` };
}

/**
 * Where to go after login: the `redirect` query when it is a same-site relative path, else `/`.
 * Anything starting with `//` or a scheme would leave the site (open redirect), so it is refused.
 *
 * @example
 * safeRedirect('/news/notice?pageNo=2'); // '/news/notice?pageNo=2'
 * safeRedirect('//evil.example');        // '/'
 */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  // Control characters (tabs, newlines) are stripped by URL parsers and can turn a path into a host.
  if ([...redirect].some((c) => c.charCodeAt(0) < 32)) return '/';
  if (redirect === LOGIN_PATH || redirect.startsWith(`${LOGIN_PATH}?`)) return '/';
  return redirect;
}
