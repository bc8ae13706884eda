import { describe, expect, it } from 'vitest';
import type { RouteItem } from '../session/auth-types';
import { companyMenu } from '../testing/fake-services';
import { buildMenuRoutes, findMenuTrail, homePathFor, pathMatches, resolveTarget } from './menu-routes';

const item = (component: string | null, path = '/x', extra: Partial<RouteItem> = {}): RouteItem =>
  ({ id: path, path, name: path, component, meta: { title: 'x' }, ...extra }) as RouteItem;

describe('resolveTarget', () => {
  it('maps components to pages', () => {
    expect(resolveTarget(item('schema:news/notice'))).toEqual({ kind: 'schema', code: 'news/notice' });
    expect(resolveTarget(item('modules/online/cgform/auto/OnlCgformAutoList', '/online/cgformList/:code'))).toEqual({ kind: 'schema-param' });
    expect(resolveTarget(item('modules/online/cgreport/auto/OnlCgreportAutoList', '/online/cgreport/:code'))).toEqual({ kind: 'schema-param' });
    expect(resolveTarget(item('company/screen'))).toEqual({ kind: 'company-screen' });
    expect(resolveTarget(item('project/screen'))).toEqual({ kind: 'project-screen' });
    expect(resolveTarget(item('system/UserList'))).toEqual({ kind: 'pending' });
    expect(resolveTarget(item('modules/online/cgform/auto/OnlCgformAutoList', '/online/no-param'))).toEqual({ kind: 'pending' });
    expect(resolveTarget(item('layouts/IframePageView', '/x', { meta: { title: 'x', url: 'https://example.com' } }))).toEqual({ kind: 'external', url: 'https://example.com' });
  });

  it('sends groups to their redirect or first visible child', () => {
    expect(resolveTarget(companyMenu[1])).toEqual({ kind: 'route-view', redirect: '/news/notice' });
    expect(resolveTarget(item('layouts/RouteView', '/g', { redirect: '/g/b' }))).toEqual({ kind: 'route-view', redirect: '/g/b' });
    expect(resolveTarget(item('layouts/RouteView', '/g'))).toEqual({ kind: 'route-view', redirect: null });
  });
});

describe('buildMenuRoutes / findMenuTrail', () => {
  it('flattens the menu into routes', () => {
    expect(buildMenuRoutes(companyMenu).map((r) => `${r.path} ${r.target.kind}`)).toEqual([
      '/company/screen company-screen',
      '/news route-view',
      '/news/notice schema',
      '/system route-view',
      '/system/user pending',
    ]);
  });

  it('finds the trail to a page, including :param paths', () => {
    expect(findMenuTrail(companyMenu, '/news/notice').map((i) => i.meta.title)).toEqual(['新闻中心', '新闻通知']);
    expect(findMenuTrail(companyMenu, '/nope')).toEqual([]);
    expect(pathMatches('/online/cgformList/:code', '/online/cgformList/abc')).toBe(true);
    expect(pathMatches('/online/cgformList/:code', '/online/cgformList')).toBe(false);
  });

  it('picks the home by menu code', () => {
    expect(homePathFor('11')).toBe('/company/screen');
    expect(homePathFor('12')).toBe('/project/screen');
  });
});
