import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Lays its content out at `width` pixels — the width of the platform's content area on a 1440 screen, where the query
 * form, table and form columns take their real shape — and zooms it to fit the pane, so the preview looks like the page
 * will rather than a squeezed copy. Popups (selects, date pickers) open outside it at full size.
 */
export function ZoomBox({ width, children }: { width: number; children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useEffect(() => {
    const el = outer.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setZoom(Math.min(1, Math.max(0.4, entry.contentRect.width / width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div ref={outer} style={{ width: '100%' }}>
      <div data-testid="preview-zoom" style={{ width, zoom }}>{children}</div>
    </div>
  );
}
