import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { reset as resetAntdStylePaths } from '@ant-design/cssinjs/lib/util/cacheMapUtil';

// Widgets, dialogs and the record form load with their first use (their own chunks, as in the app); the first import
// of the record form (Formily, pickers) in a worker takes longer than Testing Library's 1 s default on a busy two-core
// machine, so findBy/waitFor wait up to 5 s for something that is expected to appear.
configure({ asyncUtilTimeout: 5000 });

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

// Computed styles come from the element's inline style only. jsdom has no layout, so the cascade buys nothing, yet
// resolving it over the hundreds of <style> tags antd's CSS-in-JS injects made every query by role, every click and
// every modal mount slow: it was four fifths of the web tests' time. antd hides closed modals, drawers and popups
// with inline `display: none`, which this still reports, so "hidden" keeps its meaning for Testing Library.
// (It also avoids jsdom's "Not implemented" for pseudo-element styles and selectors nwsapi cannot parse.)
const inlineStyle = ((element: Element) =>
  (element as HTMLElement).style ?? document.createElement('div').style) as typeof window.getComputedStyle;
window.getComputedStyle = inlineStyle;
globalThis.getComputedStyle = inlineStyle;

// antd's CSS-in-JS is told that every style it would compute is already in a stylesheet, as it is told in the built
// app for the platform's theme: it then neither computes component styles nor injects <style> tags, whose parsing by
// jsdom was a large part of every mount. Tests never saw those styles (computed styles are inline only, above).
resetAntdStylePaths(new Proxy({}, { get: () => 'jsdom' }), true);

// jsdom logs "Not implemented: window.scrollTo" on every call (antd's back-to-top and pagination use it).
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Vitest does not enable globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
