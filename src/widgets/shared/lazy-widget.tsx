import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A registry component whose code arrives with its first use. Every page after login registers every widget, so an
 * entry that imported its component would put all of them (tables, pickers, cascaders, uploads) into the first
 * page's download. Each use waits in its own Suspense boundary, so a form field that is still loading never
 * blanks the form around it.
 *
 * @example
 * export const uploadEntry = { type: 'upload', component: lazyWidget(() => import('./upload').then((m) => m.Upload)), propsSchema };
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyWidget(props: P) {
    return (
      <Suspense fallback={fallback}>
        {/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- P passes through unchanged */}
        <Lazy {...(props as any)} />
      </Suspense>
    );
  }
  return LazyWidget;
}
