import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { requireAuth } from '../../auth/auth-plugin';
import { ok } from '../../http/envelope';
import type { RouteItem } from '@/engine/schema/wire';
import { grants, type PermissionRow } from '../../tables/stores/access-store';
import type { SchemaStore } from '../../schemas/schema-store';
import { originalClientMenu } from './original-client-menu';

export type { RouteItem };

const isExternal = (url: string) => /^https?:\/\//.test(url);

/** JeecgBoot's route-item shape: `name` from component_name or the path, external links under an md5 path. */
function toRouteItem(p: PermissionRow, topLevel: boolean): RouteItem {
  const url = p.url ?? '';
  const path = isExternal(url) ? `/${createHash('md5').update(url).digest('hex')}` : url;
  const item: RouteItem = {
    id: p.id,
    path,
    name: p.component_name || path.replace(/^\//, '').replace(/\//g, '-').replace(/:/g, '@'),
    component: p.component,
    route: p.is_route ? '1' : '0',
    meta: {
      keepAlive: p.keep_alive,
      internalOrExternal: p.internal_or_external,
      title: p.name,
      componentName: p.component_name || p.component?.split('/').pop() || undefined,
      ...(p.icon ? { icon: p.icon } : {}),
      ...(isExternal(url) ? { url } : {}),
    },
  };
  if (topLevel && p.redirect) item.redirect = p.redirect;
  if (p.hidden) item.hidden = true;
  if (p.always_show) item.alwaysShow = true;
  return item;
}

function buildTree(rows: PermissionRow[]): RouteItem[] {
  const menus = rows.filter((r) => r.menu_type !== 2);
  const ids = new Set(menus.map((r) => r.id));
  const byParent = new Map<string | null, PermissionRow[]>();
  for (const r of menus) {
    // A child whose parent the user cannot see is promoted to the top rather than lost.
    const parent = r.parent_id && ids.has(r.parent_id) ? r.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), r]);
  }
  const build = (parent: string | null): RouteItem[] =>
    (byParent.get(parent) ?? []).map((r) => {
      const item = toRouteItem(r, parent === null);
      const children = build(r.id);
      if (children.length) item.children = children;
      return item;
    });
  return build(null);
}

/**
 * `getUserPermissionByToken`: the user's menu in the view they are in, their buttons (`auth`) and every configured
 * one (`allAuth`). With `originalClient` (ORIGINAL_CLIENT_MENU) the menu names the original client's views instead
 * of ours (original-client-menu.ts), so JeecgBoot's Vue 2 client can open it; our client needs it off.
 */
export function permissionRoutes(app: FastifyInstance, db: Database, store: SchemaStore, options: { originalClient?: boolean } = {}): void {
  app.get('/devops/sys/permission/getUserPermissionByToken', async (request) => {
    const auth = requireAuth(request);
    const rows = await grants.granted(db, auth.userId, auth.menuCode);
    const all = await grants.allButtons(db);
    const auths = rows
      .filter((r) => r.menu_type === 2 && r.status === '1')
      .map((r) => ({ action: r.perms, type: r.perms_type, describe: r.name }));
    const allAuth = all.map((r) => ({ action: r.perms, status: r.status, type: r.perms_type, describe: r.name }));
    // The original code answers 0 here (see the contract's "code: 0" quirk); clients read `success`.
    const tree = buildTree(rows);
    const menu = options.originalClient ? originalClientMenu(tree, (code) => store.pages.get(code)) : tree;
    return ok({ menu, auth: auths, allAuth, isShowHomePage: true, menuCode: auth.menuCode, sysSafeMode: false }, '', 0);
  });
}
