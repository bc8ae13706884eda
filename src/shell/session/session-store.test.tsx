import { describe, expect, it } from 'vitest';
import { createExpiringStorage, SESSION_TTL_MS } from './expiring-storage';
import { BUTTON_AUTH_KEYS, createSessionStore, SESSION_KEYS } from './session-store';

describe('createExpiringStorage', () => {
  it('expires entries after their time to live (seven days by default)', () => {
    let now = 1_000;
    const storage = createExpiringStorage(window.localStorage, () => now);
    storage.set('k', { a: 1 });
    expect(JSON.parse(window.localStorage.getItem('k')!)).toEqual({ value: { a: 1 }, expire: 1_000 + 604_800_000 });
    now += SESSION_TTL_MS - 1;
    expect(storage.get('k')).toEqual({ a: 1 });
    now += 1;
    expect(storage.get('k')).toBeUndefined();
    expect(window.localStorage.getItem('k')).toBeNull();
  });

  it('treats unreadable entries as absent', () => {
    window.localStorage.setItem('bad', '{not json');
    expect(createExpiringStorage(window.localStorage).get('bad')).toBeUndefined();
  });
});

describe('SessionStore', () => {
  const login = {
    token: 'tok',
    userInfo: { id: 'u1', username: 'admin', realname: '系统管理员', companyId: '002', relTenantIds: '3,5' },
    sysAllDictItems: { yn: [{ value: '1', text: '是' }] },
  };

  it('stores token, user and dictionaries for seven days and restores them', () => {
    window.localStorage.clear();
    const first = createSessionStore(createExpiringStorage(window.localStorage));
    first.setLogin(login);
    expect(first).toMatchObject({ isLoggedIn: true, companyId: '002', tenantId: '3' });
    const restored = createSessionStore(createExpiringStorage(window.localStorage));
    expect(restored.token).toBe('tok');
    expect(restored.userInfo?.realname).toBe('系统管理员');
    expect(restored.dictItems.yn[0].text).toBe('是');
    expect(restored.menu).toBeNull();
  });

  it('clears everything on logout', () => {
    window.localStorage.clear();
    const session = createSessionStore(createExpiringStorage(window.localStorage));
    session.setLogin(login);
    session.setPermissions({ menu: [], auth: [], allAuth: [], menuCode: '12' });
    expect(session.menuCode).toBe('12');
    session.clear();
    expect(session).toMatchObject({ token: null, userInfo: null, menu: null, menuCode: null, dictItems: {} });
    Object.values(SESSION_KEYS).forEach((key) => expect(window.localStorage.getItem(key)).toBeNull());
    expect(session.companyId).toBe('001');
    expect(session.tenantId).toBe(0);
  });

  it('keeps auth / allAuth in sessionStorage like JeecgBoot and answers permission checks from them', () => {
    window.sessionStorage.clear();
    const session = createSessionStore(createExpiringStorage(window.localStorage), window.sessionStorage);
    session.setPermissions({
      menu: [],
      auth: [{ action: 'news:notice:add', type: '1' }],
      allAuth: [{ action: 'news:notice:add', type: '1', status: '1' }, { action: 'news:notice:delete', type: '1', status: '1' }],
      menuCode: '11',
    });
    expect(JSON.parse(window.sessionStorage.getItem(BUTTON_AUTH_KEYS.auth)!)).toHaveLength(1);
    expect(JSON.parse(window.sessionStorage.getItem(BUTTON_AUTH_KEYS.allAuth)!)).toHaveLength(2);
    const restored = createSessionStore(createExpiringStorage(window.localStorage), window.sessionStorage);
    expect(restored.access.can('news:notice:add')).toBe(true);
    expect(restored.access.can('news:notice:delete')).toBe(false);
    restored.clear();
    expect(window.sessionStorage.getItem(BUTTON_AUTH_KEYS.auth)).toBeNull();
    expect(restored.access.can('news:notice:add')).toBe(false);
  });

  it('does not restore an expired login', () => {
    window.localStorage.clear();
    createSessionStore(createExpiringStorage(window.localStorage, () => 0)).setLogin(login);
    const later = createSessionStore(createExpiringStorage(window.localStorage, () => SESSION_TTL_MS + 1));
    expect(later.isLoggedIn).toBe(false);
  });
});
