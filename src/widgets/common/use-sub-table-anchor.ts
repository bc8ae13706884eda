import { useEffect, useState } from 'react';

/** The sub-table looks for its row every 100 ms and gives up after more than three retries. */
export const SUB_TABLE_RETRY_MS = 100;
export const SUB_TABLE_MAX_RETRIES = 3;
export const subTableMessages = { openFailed: '打开子表失败' } as const;

/**
 * Finds the element a sub-table pop-over anchors to. The row may not be rendered yet (virtual scrolling, a page
 * change), so it retries; after more than three retries it reports failure once.
 */
export function useSubTableAnchor(open: boolean, find: () => HTMLElement | null, onFail: () => void): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useEffect(() => {
    if (!open) {
      setRect(null);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout>;
    // Same count as JeecgBoot: try, then retry every 100 ms; the fourth retry gives up without looking.
    const attempt = (retry: number) => {
      if (retry > SUB_TABLE_MAX_RETRIES) {
        onFail();
        return;
      }
      const element = find();
      if (element) {
        setRect(element.getBoundingClientRect());
        return;
      }
      timer = setTimeout(() => attempt(retry + 1), SUB_TABLE_RETRY_MS);
    };
    attempt(0);
    return () => clearTimeout(timer);
    // `find` and `onFail` are read when the pop-over opens; their identity changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return rect;
}
