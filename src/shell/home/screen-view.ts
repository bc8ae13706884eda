/**
 * The spec's `amapIndex` (a locally stored value): which view of the company screen the user chose last, 0 the
 * in-app screen and 1 the full-screen wall display. Anything else reads as the in-app screen.
 */
export const SCREEN_VIEW_KEY = 'amapIndex';

export type ScreenView = 0 | 1;

export function readScreenView(storage: Storage | undefined): ScreenView {
  return storage?.getItem(SCREEN_VIEW_KEY) === '1' ? 1 : 0;
}

export function writeScreenView(storage: Storage | undefined, view: ScreenView): void {
  storage?.setItem(SCREEN_VIEW_KEY, String(view));
}
