/** One 标段 as the route strip reads it from a report row. */
export interface StripSection {
  /** 标段编号 (TJ1, 1驻地办, LM1). */
  code: string;
  /** 标段名称, for the tooltip. */
  name: string;
  /** 起点、终点桩号 as written (K38+000, AK0+120, ZK15+420.5). */
  start: string;
  end: string;
  /** Completed output over planned output in percent; `null` when nothing was planned. */
  progress: number | null;
  /** More lines for the tooltip (承包单位, 计划与完成产值). */
  details?: string[];
}

export interface PlacedSection extends StripSection {
  from: number;
  to: number;
  lane: number;
}

export interface StripLayout {
  /** Start and end of the whole route in metres, widened to whole ticks. */
  min: number;
  max: number;
  lanes: number;
  placed: PlacedSection[];
  /** Sections without a usable 桩号 range (中心试验室): listed beside the strip, not drawn on it. */
  unplaced: StripSection[];
  /** Kilometre marks along the axis, in metres. */
  ticks: number[];
}

const STAKE = /^([A-Z]{0,2})K(\d{1,4})\+(\d{3}(?:\.\d{1,3})?)$/;

/**
 * A 桩号 in metres along the line: `K38+350` → 38350, `ZK15+420.5` → 15420.5; `undefined` when it is not one. The
 * prefix (A, ZK, YK) names a ramp or a tunnel's left or right line and does not move the position.
 *
 * @example
 * stakeMetres('K57+200'); // 57200
 */
export function stakeMetres(stake: unknown): number | undefined {
  const m = STAKE.exec(String(stake ?? '').trim().toUpperCase());
  if (!m) return undefined;
  return Number(m[2]) * 1000 + Number(m[3]);
}

/**
 * A position in metres as a 桩号: 38350 → `K38+350`, 15420.5 → `K15+420.5`.
 *
 * @example
 * stakeText(76500); // 'K76+500'
 */
export function stakeText(metres: number): string {
  const km = Math.floor(metres / 1000);
  const rest = Math.round((metres - km * 1000) * 1000) / 1000;
  const [whole, fraction] = String(rest).split('.');
  return `K${km}+${whole.padStart(3, '0')}${fraction ? `.${fraction}` : ''}`;
}

/** A tick spacing of 1, 2 or 5 times a power of ten kilometres giving about `count` marks. */
function tickStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  const step = [1, 2, 5, 10].map((k) => k * power).find((s) => s >= raw) ?? 10 * power;
  return Math.max(step, 1000);
}

/**
 * Where each 标段 goes on the strip: its 桩号 range in metres and a lane, taken in report order, each in the first
 * lane it does not overlap (so 总监办 over the whole line, the 驻地办 below, the civil sections end to end, the
 * pavement section under them); with kilometre ticks for about `tickCount` marks.
 *
 * @example
 * routeStripLayout([{ code: 'TJ1', name: 'TJ1', start: 'K38+000', end: 'K47+600', progress: 62 }]).placed[0].lane; // 0
 */
export function routeStripLayout(sections: StripSection[], tickCount = 8): StripLayout {
  const placed: PlacedSection[] = [];
  const unplaced: StripSection[] = [];
  const laneEnds: number[] = [];
  for (const section of sections) {
    const a = stakeMetres(section.start);
    const b = stakeMetres(section.end);
    if (a === undefined || b === undefined || a === b) {
      unplaced.push(section);
      continue;
    }
    const from = Math.min(a, b);
    const to = Math.max(a, b);
    let lane = laneEnds.findIndex((end) => end <= from);
    if (lane < 0) lane = laneEnds.push(to) - 1;
    else laneEnds[lane] = to;
    placed.push({ ...section, from, to, lane });
  }
  if (!placed.length) return { min: 0, max: 0, lanes: 0, placed, unplaced, ticks: [] };
  const low = Math.min(...placed.map((p) => p.from));
  const high = Math.max(...placed.map((p) => p.to));
  const step = tickStep(high - low, tickCount);
  const ticks: number[] = [];
  for (let t = Math.ceil(low / step) * step; t <= high; t += step) ticks.push(t);
  return { min: low, max: high, lanes: laneEnds.length, placed, unplaced, ticks };
}

/** The colour band of a section's progress: the legend's four bands, grey when nothing was planned. */
export const PROGRESS_BANDS = [
  { min: 90, color: '#52c41a', label: '≥90%' },
  { min: 60, color: '#1677ff', label: '60%–90%' },
  { min: 30, color: '#faad14', label: '30%–60%' },
  { min: -Infinity, color: '#fa541c', label: '<30%' },
] as const;
export const NO_PLAN_COLOR = '#8c8c8c';

/**
 * @example
 * progressColor(72); // '#1677ff'
 */
export function progressColor(progress: number | null): string {
  if (progress === null || !Number.isFinite(progress)) return NO_PLAN_COLOR;
  return PROGRESS_BANDS.find((band) => progress >= band.min)!.color;
}
