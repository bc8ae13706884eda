import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from '@/engine';

/** Root of the division tree (China). */
export const DIVISION_ROOT = '86';

export interface Division {
  code: string;
  name: string;
  parentCode: string;
  level: number;
}

export interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  loading?: boolean;
  children?: RegionOption[];
}

const toOptions = (list: Division[], depth: number): RegionOption[] =>
  list.map((d) => ({ value: d.code, label: d.name, isLeaf: d.level >= depth }));

function attach(options: RegionOption[], parent: string, children: RegionOption[]): RegionOption[] {
  return options.map((o) => {
    if (o.value === parent) return { ...o, loading: false, children, isLeaf: children.length === 0 };
    return o.children ? { ...o, children: attach(o.children, parent, children) } : o;
  });
}

/**
 * Province → city → district from `GET /division/mdmAdminDivision/getList?parentCode=`, loaded one level at a
 * time; the levels of a given value are loaded up front so its names show.
 */
export function useRegionCascaderController(value: string[], depth: number) {
  const provider = useDataProvider();
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [error, setError] = useState<string>();
  const loaded = useRef(new Set<string>());

  const fetchChildren = useCallback(async (parentCode: string) => {
    const { data } = await provider.custom<Division[]>({ url: '/division/mdmAdminDivision/getList', method: 'get', query: { parentCode } });
    return toOptions(Array.isArray(data) ? data : [], depth);
  }, [provider, depth]);

  const loadChildren = useCallback(async (parentCode: string) => {
    if (loaded.current.has(parentCode)) return;
    loaded.current.add(parentCode);
    try {
      const children = await fetchChildren(parentCode);
      setOptions((current) => (parentCode === DIVISION_ROOT ? children : attach(current, parentCode, children)));
    } catch (e) {
      loaded.current.delete(parentCode);
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [fetchChildren]);

  const valueKey = value.join(',');
  useEffect(() => {
    let alive = true;
    // Root first, then each level of the current value in order, so `attach` finds its parent.
    (async () => {
      await loadChildren(DIVISION_ROOT);
      for (const code of valueKey.split(',').filter(Boolean).slice(0, depth - 1)) {
        if (!alive) return;
        await loadChildren(code);
      }
    })();
    return () => {
      alive = false;
    };
  }, [loadChildren, valueKey, depth]);

  return { options, error, loadChildren };
}
