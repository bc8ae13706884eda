import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// The app runs with dayjs in Chinese; tests see the same dates and weekday names.
dayjs.locale('zh-cn');

// antd's responsive grid and Table read matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

// rc-resize-observer (Table, Select, Menu overflow) needs a ResizeObserver; nothing resizes in jsdom anyway.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverShim {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
}

// jsdom throws "Not implemented" for pseudo-element styles, which antd asks for when measuring scrollbars.
const originalGetComputedStyle = window.getComputedStyle.bind(window);
// @formily/antd-v5's FormItem styles contain selectors nwsapi cannot parse (browsers drop such rules); jsdom
// then throws from getComputedStyle, so answer with an empty declaration instead.
const safeGetComputedStyle = ((element: Element) => {
  try {
    return originalGetComputedStyle(element);
  } catch {
    return document.createElement('div').style;
  }
}) as typeof window.getComputedStyle;
window.getComputedStyle = safeGetComputedStyle;
globalThis.getComputedStyle = safeGetComputedStyle;

// jsdom logs "Not implemented: window.scrollTo" on every call (antd's back-to-top and pagination use it).
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Vitest does not enable globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
