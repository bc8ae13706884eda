import { useEffect, useState } from 'react';

/** Marks the page ready once `expected` table rows are in the DOM, so a benchmark can stop its clock. */
export function useRowsReady(expected: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      if (document.querySelectorAll('.ant-table-row').length >= expected) setReady(true);
      else frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [expected]);
  return ready;
}
