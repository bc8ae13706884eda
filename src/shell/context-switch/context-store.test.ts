import { describe, expect, it } from 'vitest';
import { HttpError } from '@/engine';
import { adminUser, createFakeShellApi, fakeProjects } from '../testing/fake-services';
import { createContextStore, sortProjects } from './context-store';
import { createExpiringStorage } from '../session/expiring-storage';
import { createSessionStore } from '../session/session-store';
import { createTabsStore } from '../tabs/tabs-store';

function memory(): Storage {
  const map = new Map<string, string>();
  return { get length() { return map.size; }, clear: () => map.clear(), key: () => null, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

function setup(user = adminUser, overrides = {}) {
  const local = memory();
  const session = createSessionStore(createExpiringStorage(local), memory());
  session.setLogin({ token: 't0', userInfo: user });
  const tabs = createTabsStore({ homePaths: ['/company/screen'] });
  tabs.open({ fullPath: '/a', path: '/a', title: 'A' });
  const calls: string[] = [];
  const context = createContextStore({ api: createFakeShellApi(calls, overrides), session, tabs });
  return { session, tabs, context, calls, local };
}

describe('sortProjects', () => {
  it('puts in-progress first, then not started (and empty), then completed', () => {
    const sorted = sortProjects([
      { id: 'c', state: '3', sort: 1 }, { id: 'n', state: '1', sort: 2 }, { id: 'e', state: null, sort: 1 }, { id: 'p', state: '2', sort: 9 },
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['p', 'e', 'n', 'c']);
  });
});

describe('ContextStore', () => {
  it('splits projects into under construction and completed, filtered by keyword', async () => {
    const { context } = setup();
    await context.load();
    expect(context.projectsOf('building').map((p) => p.id)).toEqual(['p01', 'p04']);
    expect(context.projectsOf('completed').map((p) => p.id)).toEqual(['p02']);
    expect(context.projectsOf('building', '雄安').map((p) => p.id)).toEqual(['p04']);
    expect(context.projectsOf('building', '京港澳高速').map((p) => p.id)).toEqual(['p01']);
    expect(context.sortedProjects).toHaveLength(fakeProjects.length);
  });

  it('offers the group and every subsidiary to a group user, only their company to a company user', async () => {
    const group = setup();
    await group.context.load();
    expect(group.context.switchableCompanies.map((c) => c.id)).toEqual(['001', 'c01', 'c02']);
    expect(group.context.currentCompanyName).toBe('工程咨询集团');
    const company = setup({ ...adminUser, companyId: 'c01' });
    await company.context.load();
    expect(company.context.switchableCompanies.map((c) => c.id)).toEqual(['c01']);
    expect(company.context.currentCompanyName).toBe('华通公路');
  });

  it('switches: new token stored 7 days, menu dropped, all tabs closed', async () => {
    const { context, session, tabs, calls, local } = setup();
    await context.load();
    session.setPermissions({ menu: [], auth: [], allAuth: [], menuCode: '11' });
    const outcome = await context.switchTo({ kind: 'project', id: 'p04' });
    expect(outcome).toEqual({ ok: true, kind: 'project', menuCode: '12' });
    expect(calls).toContain('setToken:{"projectId":"p04"}');
    expect(session.token).toBe('project-token');
    expect(session.currentProjectId).toBe('p04');
    expect(session.menu).toBeNull();
    expect(tabs.tabs).toEqual([]);
    const stored = JSON.parse(local.getItem('Access-Token')!);
    expect(stored.value).toBe('project-token');
    expect(stored.expire - Date.now()).toBeGreaterThan(604_800_000 - 5000);

    await context.switchTo({ kind: 'company', id: 'c02' });
    expect(session.companyId).toBe('c02');
    expect(session.currentProjectId).toBeNull();
  });

  it('keeps everything when the server refuses the switch', async () => {
    const { context, session, tabs } = setup(adminUser, { setToken: async () => { throw new HttpError({ status: 403, message: '您不是该项目的成员，无法切换' }); } });
    const outcome = await context.switchTo({ kind: 'project', id: 'x' });
    expect(outcome).toEqual({ ok: false, message: '您不是该项目的成员，无法切换' });
    expect(session.token).toBe('t0');
    expect(tabs.tabs).toHaveLength(1);
  });
});
