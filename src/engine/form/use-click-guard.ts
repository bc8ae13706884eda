import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a guarded button stays disabled after a click. */
export const CLICK_GUARD_MS = 3000;

export interface ClickGuard {
  /** True while the guard holds: bind it to the button's `disabled`. */
  blocked: boolean;
  /** Runs `action` unless the guard holds, then holds it for `ms`. */
  run(action: () => void): void;
}

/**
 * Disables a button for a while after each click, so a double click cannot submit twice.
 *
 * @example
 * const guard = useClickGuard();
 * <Button disabled={guard.blocked} onClick={() => guard.run(() => void submit())}>确定</Button>
 */
export function useClickGuard(ms: number = CLICK_GUARD_MS): ClickGuard {
  const [blocked, setBlocked] = useState(false);
  const holding = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    (action: () => void) => {
      // A ref, not the state: two clicks in one frame both see the old state.
      if (holding.current) return;
      holding.current = true;
      setBlocked(true);
      timer.current = setTimeout(() => {
        holding.current = false;
        setBlocked(false);
      }, ms);
      action();
    },
    [ms],
  );

  return { blocked, run };
}
