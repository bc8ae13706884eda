import { useEffect, useState } from 'react';

/**
 * For a virtualised table: once the first rows are on screen, scroll its body to the bottom and mark the page
 * ready when the row keyed `lastKey` is in the DOM. The clock thus covers opening the page and reaching its last row,
 * the same end point as a plain table that renders every row.
 */
export function useLastRowReady(lastKey: string): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      if (document.querySelector(`.ant-table-row[data-row-key="${lastKey}"]`)) {
        setReady(true);
        return;
      }
      const body = document.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder, .ant-table-body');
      if (body && document.querySelector('.ant-table-row')) body.scrollTop = body.scrollHeight;
      frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [lastKey]);
  return ready;
}
