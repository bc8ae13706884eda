import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouteStrip } from './route-strip';
import { progressColor, routeStripLayout, stakeMetres, stakeText } from './route-strip-layout';
import { jinggangaoSections, sectionsMeta } from './route-strip.fixtures';

const sections = jinggangaoSections.map((r) => ({
  code: String(r.section_code), name: String(r.section_name), start: String(r.stake_start ?? ''), end: String(r.stake_end ?? ''),
  progress: r.progress === null ? null : Number(r.progress),
}));

describe('route strip', () => {
  it('reads and writes 桩号 in metres, the left/right line prefixes included', () => {
    expect(stakeMetres('K57+200')).toBe(57_200);
    expect(stakeMetres('ZK15+420.5')).toBe(15_420.5);
    expect(stakeMetres('AK0+120')).toBe(120);
    expect(stakeMetres('K57+20')).toBeUndefined();
    expect(stakeMetres(null)).toBeUndefined();
    expect(stakeText(76_500)).toBe('K76+500');
    expect(stakeText(1_032_000)).toBe('K1032+000');
    expect(stakeText(15_420.5)).toBe('K15+420.5');
  });

  it('puts overlapping sections in lanes: 总监办, the 驻地办 end to end, the civil sections end to end, then the pavement', () => {
    const layout = routeStripLayout(sections, 8);
    expect(layout.placed.map((p) => [p.code, p.lane])).toEqual([
      ['总监办', 0], ['1驻地办', 1], ['2驻地办', 1], ['TJ1', 2], ['TJ2', 2], ['TJ3', 2], ['LM1', 3],
    ]);
    expect(layout.lanes).toBe(4);
    expect([layout.min, layout.max]).toEqual([38_000, 76_500]);
    expect(layout.ticks).toEqual([40_000, 45_000, 50_000, 55_000, 60_000, 65_000, 70_000, 75_000]);
    expect(layout.unplaced.map((s) => s.code)).toEqual(['SY']);
  });

  it('colours a section by its progress, grey without a plan', () => {
    expect([93, 71, 45, 18].map(progressColor)).toEqual(['#52c41a', '#1677ff', '#faad14', '#fa541c']);
    expect(progressColor(null)).toBe('#8c8c8c');
  });

  it('draws each section from its start to its end 桩号 with its code and progress, and names the ones without 桩号', () => {
    const { container } = render(<RouteStrip rows={jinggangaoSections} meta={sectionsMeta} detailFields={['unit_name', 'plan_wan']} />);
    // jsdom measures nothing: 800 pixels wide, 40 at each side, so a metre is 720 / 38 500 pixels.
    const tj2 = container.querySelector('[data-section="TJ2"] rect')!;
    expect(Number(tj2.getAttribute('x'))).toBeCloseTo(40 + (9_600 / 38_500) * 720, 1);
    expect(Number(tj2.getAttribute('width'))).toBeCloseTo((9_600 / 38_500) * 720, 1);
    const filled = container.querySelectorAll('[data-section="TJ2"] rect')[1];
    expect(Number(filled.getAttribute('width'))).toBeCloseTo(0.71 * (9_600 / 38_500) * 720, 1);
    expect(screen.getByText('TJ1 93%')).toBeTruthy();
    expect(screen.getByText('LM1 18%')).toBeTruthy();
    expect(screen.getByText('K38+000')).toBeTruthy();
    expect(screen.getByText('K76+500')).toBeTruthy();
    expect(screen.getByText('未标桩号：中心试验室')).toBeTruthy();
    expect(container.querySelector('[data-section="TJ3"] title')?.textContent).toBe(
      'TJ3合同段（路基桥涵）（TJ3）\nK57+200～K76+500，19.3 km\n产值进度：45%\n承包单位：中铁十八局集团有限公司\n计划产值（万元）：18,650',
    );
    // The strip's own picture, not an icon another file's portal left in the shared document.
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toContain('TJ3 K57+200～K76+500 45%');
  });

  it('draws nothing but the list when no section has 桩号', () => {
    const { container } = render(<RouteStrip rows={[jinggangaoSections[7]]} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByText('未标桩号：中心试验室')).toBeTruthy();
  });
});
