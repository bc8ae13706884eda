import { describe, expect, it } from 'vitest';
import { isGroupMode, setGroupMode, startPagePath } from './personal-mode';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('personal mode', () => {
  it('starts on the home page of the view in group mode, and on the personal centre in personal mode', () => {
    const store = memoryStorage();
    expect(isGroupMode(store)).toBe(true);
    expect(startPagePath('11', store)).toBe('/company/screen');
    expect(startPagePath('12', store)).toBe('/project/screen');
    setGroupMode(false, store);
    expect(store.getItem('IS_GROUP_MODE')).toBe('false');
    expect(startPagePath('11', store)).toBe('/company/account/center');
    expect(startPagePath('12', store)).toBe('/company/account/center');
    setGroupMode(true, store);
    expect(startPagePath('11', store)).toBe('/company/screen');
  });
});
