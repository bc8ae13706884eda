/** The session key holding the group (`true`) or personal (`false`) mode, for this browser tab's session only. */
export const GROUP_MODE_KEY = 'IS_GROUP_MODE';

function storage(): Storage | undefined {
  return typeof window !== 'undefined' ? window.sessionStorage : undefined;
}

/** Group mode unless the session says personal (`false`): a login without the flag keeps the home page first. */
export function isGroupMode(store: Storage | undefined = storage()): boolean {
  return store?.getItem(GROUP_MODE_KEY) !== 'false';
}

/** Login sets the mode from the answer's `isShowHomePage`; the personal centre's switch changes it for the session. */
export function setGroupMode(group: boolean, store: Storage | undefined = storage()): void {
  store?.setItem(GROUP_MODE_KEY, String(group));
}
