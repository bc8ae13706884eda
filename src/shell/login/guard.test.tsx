import { describe, expect, it } from 'vitest';
import { decideRoute, isOpenPath, safeRedirect } from './guard';

// Pure logic; named .test.tsx only because the web project collects src/**/*.test.tsx.
describe('decideRoute', () => {
  const decide = (pathname: string, hasToken: boolean, search = '') => decideRoute({ pathname, fullPath: pathname + search, hasToken });

  it('lets open paths through without a token', () => {
    for (const path of ['/user/login', '/user/register', '/user/register-result', '/user/alteration', '/user/download', '/znfx', '/screen/big/1', '/znfx/report']) {
      expect(decide(path, false), path).toEqual({ action: 'allow' });
    }
  });

  it('sends closed paths to login with the full path as redirect', () => {
    expect(decide('/news/notice', false, '?pageNo=2')).toEqual({ action: 'redirect', to: '/user/login?redirect=%2Fnews%2Fnotice%3FpageNo%3D2' });
    expect(decide('/', false)).toEqual({ action: 'redirect', to: '/user/login?redirect=%2F' });
    expect(decide('/screenshots', false).action).toBe('redirect');
  });

  it('redirects /user to login and passes everything with a token', () => {
    expect(decide('/user', true)).toEqual({ action: 'redirect', to: '/user/login' });
    expect(decide('/user/', false)).toEqual({ action: 'redirect', to: '/user/login' });
    expect(decide('/user/login', true)).toEqual({ action: 'allow' });
    expect(decide('/news/notice', true)).toEqual({ action: 'allow' });
  });

  it('knows open paths by first segment only', () => {
    expect(isOpenPath('/screen')).toBe(true);
    expect(isOpenPath('/company/screen')).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('keeps same-site relative paths', () => {
    expect(safeRedirect('/news/notice?pageNo=2#top')).toBe('/news/notice?pageNo=2#top');
  });

  it('refuses anything that could leave the site, and login loops', () => {
    for (const bad of [null, undefined, '', 'news', '//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/\tx', '/user/login', '/user/login?redirect=%2F']) {
      expect(safeRedirect(bad), String(bad)).toBe('/');
    }
  });
});
