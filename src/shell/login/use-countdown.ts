import { useEffect, useState } from 'react';

/** Seconds left before an SMS code may be asked for again (the server refuses a second one within a minute). */
export const RESEND_SECONDS = 60;

/** A per-second countdown: `start()` sets it to `RESEND_SECONDS`, then it counts down to 0. */
export function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_SECONDS)];
}
