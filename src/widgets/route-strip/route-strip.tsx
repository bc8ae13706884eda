import { useEffect, useRef, useState } from 'react';
import type { ReportMeta, ReportRecord } from '@/engine';
import { NO_PLAN_COLOR, PROGRESS_BANDS, progressColor, routeStripLayout, stakeText, type StripSection } from './route-strip-layout';
import { routeStripMessages } from './route-strip-messages';
import './route-strip.css';

export interface RouteStripProps {
  /** The report's rows (a dashboard `widget` panel with `report` passes them), one per 标段, in drawing order. */
  rows?: ReportRecord[];
  /** The report's columns: their titles name the tooltip's details. */
  meta?: ReportMeta;
  /** Columns holding the 标段编号, 名称, 起点桩号, 终点桩号 and progress in percent. */
  codeField?: string;
  nameField?: string;
  startField?: string;
  endField?: string;
  progressField?: string;
  /** More columns shown in a section's tooltip (承包单位, 计划产值, 完成产值). */
  detailFields?: string[];
}

const LANE = 26;
const LANE_GAP = 8;
const AXIS = 40;
const SIDE = 40;
const LEGEND = 26;

/** The width of the element, followed as it resizes (a grid cell); 800 where nothing measures (jsdom). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.round(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const numberOrNull = (value: unknown) => (value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value));

function sectionsOf(rows: ReportRecord[], props: RouteStripProps): StripSection[] {
  const title = (field: string) => props.meta?.columns.find((c) => c.dataIndex === field)?.title ?? field;
  return rows.map((row) => ({
    code: String(row[props.codeField ?? 'section_code'] ?? ''),
    name: String(row[props.nameField ?? 'section_name'] ?? ''),
    start: String(row[props.startField ?? 'stake_start'] ?? ''),
    end: String(row[props.endField ?? 'stake_end'] ?? ''),
    progress: numberOrNull(row[props.progressField ?? 'progress']),
    details: (props.detailFields ?? []).filter((f) => row[f] !== null && row[f] !== undefined && row[f] !== '')
      .map((f) => `${title(f)}：${typeof row[f] === 'number' ? (row[f] as number).toLocaleString('zh-CN') : String(row[f])}`),
  }));
}

/**
 * A highway's 标段 as a line diagram: the route along the top with its kilometre marks (K40, K50 …) and end 桩号, each
 * section a bar from its start to its end 桩号, filled as far as its progress and coloured by it, labelled with its
 * code and percentage; overlapping sections (总监办 over the civil sections) take lanes below one another. Sections
 * without 桩号 (中心试验室) are named under the legend. Plain SVG: it draws the same on the wall display and in tests.
 */
export function RouteStrip(props: RouteStripProps) {
  const { ref, width } = useWidth();
  const sections = sectionsOf(props.rows ?? [], props);
  const layout = routeStripLayout(sections, Math.max(2, Math.floor(width / 110)));
  const span = Math.max(1, layout.max - layout.min);
  const x = (metres: number) => SIDE + ((metres - layout.min) / span) * (width - 2 * SIDE);
  const height = AXIS + layout.lanes * (LANE + LANE_GAP) + LEGEND;
  const legend = [...PROGRESS_BANDS.map((b) => ({ color: b.color, label: b.label })), { color: NO_PLAN_COLOR, label: routeStripMessages.noPlan }];
  const legendStep = Math.min(84, (width - SIDE) / legend.length);
  const summary = routeStripMessages.summary(layout.placed.map((p) => `${p.code} ${p.start}～${p.end}${p.progress === null ? '' : ` ${p.progress}%`}`));
  return (
    <div ref={ref} className="route-strip">
      {layout.placed.length ? (
        <svg width={width} height={height} role="img" aria-label={summary}>
          <line x1={x(layout.min)} x2={x(layout.max)} y1={AXIS - 14} y2={AXIS - 14} className="route-strip-road" />
          {layout.ticks.map((t) => (
            <g key={t}>
              <line x1={x(t)} x2={x(t)} y1={AXIS - 19} y2={AXIS - 9} className="route-strip-tick" />
              {x(t) - x(layout.min) > 44 && x(layout.max) - x(t) > 44 ? <text x={x(t)} y={AXIS - 23} textAnchor="middle" className="route-strip-km">{`K${t / 1000}`}</text> : null}
            </g>
          ))}
          <text x={x(layout.min)} y={AXIS - 23} textAnchor="middle" className="route-strip-end">{stakeText(layout.min)}</text>
          <text x={x(layout.max)} y={AXIS - 23} textAnchor="middle" className="route-strip-end">{stakeText(layout.max)}</text>
          {layout.placed.map((p) => {
            const left = x(p.from);
            const w = Math.max(2, x(p.to) - left);
            const top = AXIS + p.lane * (LANE + LANE_GAP);
            const color = progressColor(p.progress);
            const done = p.progress === null ? 0 : Math.max(0, Math.min(100, p.progress)) / 100;
            const full = `${p.code}${p.progress === null ? '' : ` ${p.progress}%`}`;
            // About 7 pixels a character at 12 px: the full label, the code alone, or nothing (the tooltip says all).
            const label = full.length * 7 + 10 <= w ? full : p.code.length * 7 + 8 <= w ? p.code : '';
            return (
              <g key={`${p.code}-${p.from}-${p.lane}`} className="route-strip-section" data-section={p.code}>
                <title>{routeStripMessages.tooltip(p, p.details ?? [])}</title>
                <rect x={left} y={top} width={w} height={LANE} rx={3} fill={color} fillOpacity={0.16} stroke={color} strokeOpacity={0.8} />
                {done > 0 ? <rect x={left} y={top} width={w * done} height={LANE} rx={3} fill={color} fillOpacity={0.72} /> : null}
                {label ? <text x={left + 6} y={top + LANE / 2 + 4} className="route-strip-label">{label}</text> : null}
              </g>
            );
          })}
          <g transform={`translate(${SIDE}, ${height - 8})`} className="route-strip-legend">
            {legend.map((item, i) => (
              <g key={item.label} transform={`translate(${i * legendStep}, 0)`}>
                <rect x={0} y={-9} width={10} height={10} rx={2} fill={item.color} fillOpacity={0.72} />
                <text x={14} y={0}>{item.label}</text>
              </g>
            ))}
          </g>
        </svg>
      ) : null}
      {layout.unplaced.length ? (
        <div className="route-strip-unplaced">{routeStripMessages.unplaced(layout.unplaced.map((s) => s.name || s.code))}</div>
      ) : null}
    </div>
  );
}
