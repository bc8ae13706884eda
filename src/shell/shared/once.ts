/**
 * Runs `load` once, on the first call; later calls share its promise. A failed load is tried again next time
 * (a chunk that failed on a flaky network must not stay failed until the page reloads).
 *
 * @example
 * const loadLayout = once(() => import('./layout'));
 * void loadLayout(); // starts the download early; React.lazy(loadLayout) reuses it
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
