/**
 * Measuring helpers the benchmark pages put on `window.benchProbe`, so the browser bench and the e2e tests time
 * scrolling and edits inside the page, where frame boundaries are visible (`requestAnimationFrame`).
 */
export interface ScrollFrames {
  /** Frames measured. */
  frames: number;
  /** Longest gap between two animation frames while scrolling, in ms. */
  longest: number;
  p95: number;
  /** Longest frame of the jumps (new rows every frame) and of the wheel steps (a few new rows a frame). */
  longestJump: number;
  longestWheel: number;
  /** Where the container ended: scrolled to its end. */
  atEnd: boolean;
}

export interface BenchProbe {
  scrollFrames(selector: string, options?: { jumps?: number; wheelSteps?: number; wheelPx?: number }): Promise<ScrollFrames>;
  scrollToBottom(selector: string, lastRowSelector: string, timeoutMs?: number): Promise<number>;
  timeEdit(fire: () => void, applied: () => boolean, timeoutMs?: number): Promise<{ sync: number; painted: number }>;
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

function container(selector: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(selector);
  if (!el) throw new Error(`找不到滚动容器 ${selector}`);
  return el;
}

/**
 * Scrolls top to bottom in two ways while recording the gap between animation frames: `jumps` equal jumps (like
 * dragging the scroll bar: every frame shows rows never rendered before), then `wheelSteps` wheel-sized steps back
 * up from the bottom. Each frame's scroll handler and re-render fall inside the gap that follows it.
 */
async function scrollFrames(selector: string, { jumps = 60, wheelSteps = 60, wheelPx = 120 } = {}): Promise<ScrollFrames> {
  const el = container(selector);
  el.scrollTop = 0;
  await nextFrame();
  const gaps: number[] = [];
  let last = await nextFrame();
  const step = async (top: number) => {
    el.scrollTop = top;
    const now = await nextFrame();
    gaps.push(now - last);
    last = now;
  };
  const max = () => el.scrollHeight - el.clientHeight;
  for (let i = 1; i <= jumps; i++) await step((max() * i) / jumps);
  const atEnd = Math.abs(el.scrollTop - max()) <= 2;
  for (let i = 1; i <= wheelSteps; i++) await step(max() - i * wheelPx);
  const sorted = [...gaps].sort((a, b) => a - b);
  const longestOf = (list: number[]) => list.reduce((m, g) => Math.max(m, g), 0);
  return {
    frames: gaps.length, longest: longestOf(gaps), p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    longestJump: longestOf(gaps.slice(0, jumps)), longestWheel: longestOf(gaps.slice(jumps)), atEnd,
  };
}

/** Milliseconds from setting scrollTop to the end until the last row is in the DOM and a frame has been painted. */
async function scrollToBottom(selector: string, lastRowSelector: string, timeoutMs = 30_000): Promise<number> {
  const el = container(selector);
  el.scrollTop = 0;
  await nextFrame();
  await nextFrame();
  const t0 = performance.now();
  el.scrollTop = el.scrollHeight;
  while (!document.querySelector(lastRowSelector)) {
    if (performance.now() - t0 > timeoutMs) throw new Error(`滚到底后 ${timeoutMs} ms 内未出现最后一行`);
    await nextFrame();
  }
  await nextFrame();
  return performance.now() - t0;
}

/**
 * Times one edit: `fire` dispatches it; `sync` is until the DOM shows it (React handles discrete events at once),
 * `painted` until the next animation frame after that, when the browser can put it on screen.
 */
async function timeEdit(fire: () => void, applied: () => boolean, timeoutMs = 60_000): Promise<{ sync: number; painted: number }> {
  await nextFrame();
  const t0 = performance.now();
  fire();
  while (!applied()) {
    if (performance.now() - t0 > timeoutMs) throw new Error('编辑未在时限内显示');
    await new Promise((r) => setTimeout(r, 0));
  }
  const sync = performance.now() - t0;
  await nextFrame();
  return { sync, painted: performance.now() - t0 };
}

/** Puts the probe on `window.benchProbe` (bench pages only; they load on their own routes). */
export function installBenchProbe(): void {
  (window as unknown as { benchProbe: BenchProbe }).benchProbe = { scrollFrames, scrollToBottom, timeEdit };
}
