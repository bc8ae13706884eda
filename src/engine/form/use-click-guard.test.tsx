import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { CLICK_GUARD_MS, useClickGuard } from './use-click-guard';

describe('useClickGuard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first click, ignores clicks for 3000 ms, then lets one through again', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useClickGuard());
    act(() => result.current.run(action));
    act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.blocked).toBe(true);
    act(() => vi.advanceTimersByTime(CLICK_GUARD_MS - 1));
    act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.blocked).toBe(false);
    act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('takes its own duration', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useClickGuard(500));
    act(() => result.current.run(action));
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('ignores a second click in the same frame', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useClickGuard());
    act(() => {
      result.current.run(action);
      result.current.run(action);
    });
    expect(action).toHaveBeenCalledTimes(1);
  });
});
