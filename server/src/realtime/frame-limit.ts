/**
 * How many frames one socket may send: a browser sends a heartbeat every 10–20 s and a grid one frame per edited
 * cell, so 5 a second with bursts of 20 is far above any person and far below a flood.
 */
export const FRAME_LIMIT = { perSecond: 5, burst: 20 };

/** Close code of a socket that sent frames faster than its limit (1008: policy violation). */
export const FLOOD_CLOSE_CODE = 1008;

/**
 * A per-socket token bucket: `take()` says whether one more frame is within the limit. A socket over it is closed
 * (with FLOOD_CLOSE_CODE) rather than answered: its frames are neither echoed nor relayed.
 */
export function frameLimiter(limit = FRAME_LIMIT, now: () => number = Date.now): { take(): boolean } {
  let tokens = limit.burst;
  let at = now();
  return {
    take() {
      const t = now();
      tokens = Math.min(limit.burst, tokens + ((t - at) / 1000) * limit.perSecond);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
