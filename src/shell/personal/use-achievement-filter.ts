import { useMemo, useState } from 'react';
import { ACHIEVEMENT_KINDS, type AchievementItem, type AchievementKind } from '@/engine/schema/wire/personal';

export type KindFilter = AchievementKind | 'all';

/**
 * The achievement display's filter: by kind and by year. Counts per kind follow the chosen year, so a tile never
 * promises more than the list below shows.
 *
 * @example
 * const { shown, counts, years, setKind } = useAchievementFilter(items);
 */
export function useAchievementFilter(items: AchievementItem[]) {
  const [kind, setKind] = useState<KindFilter>('all');
  const [year, setYear] = useState<number | null>(null);
  const years = useMemo(
    () => [...new Set(items.map((i) => i.year).filter((y): y is number => y !== null))].sort((a, b) => b - a),
    [items],
  );
  const inYear = useMemo(() => (year === null ? items : items.filter((i) => i.year === year)), [items, year]);
  const counts = useMemo(() => {
    const out = Object.fromEntries(ACHIEVEMENT_KINDS.map((k) => [k, 0])) as Record<AchievementKind, number>;
    inYear.forEach((i) => (out[i.kind] += 1));
    return out;
  }, [inYear]);
  const shown = useMemo(() => (kind === 'all' ? inYear : inYear.filter((i) => i.kind === kind)), [inYear, kind]);
  return { kind, setKind, year, setYear, years, counts, total: inYear.length, shown };
}
