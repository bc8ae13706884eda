import { stakeText, type PlacedSection } from './route-strip-layout';

/** User-facing text of the route strip. */
export const routeStripMessages = {
  noPlan: '无计划',
  summary: (parts: string[]) => `标段分布：${parts.join('；')}`,
  unplaced: (names: string[]) => `未标桩号：${names.join('、')}`,
  tooltip: (p: PlacedSection, details: string[]) => [
    `${p.name || p.code}（${p.code}）`,
    `${stakeText(p.from)}～${stakeText(p.to)}，${((p.to - p.from) / 1000).toLocaleString('zh-CN', { maximumFractionDigits: 3 })} km`,
    p.progress === null ? '产值进度：无计划' : `产值进度：${p.progress}%`,
    ...details,
  ].join('\n'),
} as const;
