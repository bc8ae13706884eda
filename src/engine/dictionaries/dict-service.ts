import { useEffect, useState } from 'react';
import type { DataProvider } from '../data/data-provider';
import { useOptionalDataProvider } from '../data/data-provider-context';
import { useDictLookup } from './dict-context';
import type { DictItem } from './dict-lookup';

/** Messages of the dictionary service (JeecgBoot wording). */
export const dictMessages = {
  codeRequired: '字典编码不能为空',
} as const;

/** Loads dictionaries through the data provider; one cache per provider instance. */
export interface DictService {
  /** `GET /sys/dict/getDictItems/{code}`; cached, and concurrent calls for one code share one request. */
  getDictItems(code: string): Promise<DictItem[]>;
  /** `GET /sys/dict/loadDict/{dict}?keyword=&pageSize=` for a table dictionary `table,text,code`; never cached. */
  searchDict(dict: string, keyword: string, pageSize?: number): Promise<DictItem[]>;
  /** `GET /sys/dict/loadDictItem/{dict}?key=` : the texts of the given values of a table dictionary. */
  loadDictTexts(dict: string, keys: string[]): Promise<string[]>;
  /** Forgets one code, or everything (after `refleshCache`). */
  clear(code?: string): void;
}

// The server sends value/text and sometimes only title/label (older endpoints): normalise once here.
function normalise(items: unknown): DictItem[] {
  if (!Array.isArray(items)) return [];
  return items.map((raw) => {
    const item = raw as Partial<DictItem> & { value?: unknown };
    const text = item.text ?? item.title ?? item.label ?? String(item.value ?? '');
    return { ...item, value: String(item.value ?? ''), text } as DictItem;
  });
}

function requireCode(code: string | undefined | null): string {
  const trimmed = (code ?? '').trim();
  if (!trimmed) throw new Error(dictMessages.codeRequired);
  return trimmed;
}

/**
 * Makes a dictionary service over a provider. Prefer `dictServiceFor(provider)`, which keeps one per provider.
 *
 * @example
 * const dicts = createDictService(provider);
 * const items = await dicts.getDictItems('sex'); // [{ value: '1', text: '男' }, ...]
 */
export function createDictService(provider: DataProvider): DictService {
  const cache = new Map<string, Promise<DictItem[]>>();
  return {
    getDictItems(code) {
      let key: string;
      try {
        key = requireCode(code);
      } catch (error) {
        return Promise.reject(error);
      }
      const cached = cache.get(key);
      if (cached) return cached;
      const request = provider
        .custom<unknown>({ url: `/sys/dict/getDictItems/${encodeURIComponent(key)}`, method: 'get' })
        .then(({ data }) => normalise(data));
      // A failed load must not stick: the next caller asks the server again.
      request.catch(() => cache.delete(key));
      cache.set(key, request);
      return request;
    },
    async searchDict(dict, keyword, pageSize) {
      const key = requireCode(dict);
      const query: Record<string, unknown> = { keyword: keyword ?? '' };
      if (pageSize) query.pageSize = pageSize;
      const { data } = await provider.custom<unknown>({ url: `/sys/dict/loadDict/${encodeURIComponent(key)}`, method: 'get', query });
      return normalise(data);
    },
    async loadDictTexts(dict, keys) {
      const key = requireCode(dict);
      if (keys.length === 0) return [];
      const { data } = await provider.custom<unknown>({
        url: `/sys/dict/loadDictItem/${encodeURIComponent(key)}`, method: 'get', query: { key: keys.join(','), delNotExist: 'false' },
      });
      return Array.isArray(data) ? data.map(String) : [];
    },
    clear(code) {
      if (code) cache.delete(code);
      else cache.clear();
    },
  };
}

const services = new WeakMap<DataProvider, DictService>();

/**
 * The one dictionary service of a provider (created on first use), so every widget shares its cache.
 *
 * @example
 * const items = await dictServiceFor(provider).getDictItems('project_state');
 */
export function dictServiceFor(provider: DataProvider): DictService {
  let service = services.get(provider);
  if (!service) {
    service = createDictService(provider);
    services.set(provider, service);
  }
  return service;
}

/**
 * The dictionary service of the provider in context, or `null` without one.
 *
 * @example
 * const dicts = useDictService();
 */
export function useDictService(): DictService | null {
  const provider = useOptionalDataProvider();
  return provider ? dictServiceFor(provider) : null;
}

export interface DictOptionsState {
  items: DictItem[];
  loading: boolean;
  /** `字典编码不能为空` for a missing code; a failed load only logs (a dictionary is never worth an error dialog) and leaves `items` empty. */
  error?: string;
}

/**
 * Items of a dictionary for a select/radio/checkbox: the login's cached dictionaries first, then the server.
 *
 * @example
 * const { items, loading, error } = useDictOptions('sex');
 */
export function useDictOptions(code: string | undefined): DictOptionsState {
  const lookup = useDictLookup();
  const service = useDictService();
  const local = code ? lookup.items(code) : [];
  const [remote, setRemote] = useState<{ code?: string; items: DictItem[]; loading: boolean }>({ items: [], loading: false });
  const needsRemote = Boolean(code) && local.length === 0 && service !== null;

  useEffect(() => {
    if (!needsRemote || !code || !service) return undefined;
    let alive = true;
    setRemote({ code, items: [], loading: true });
    service.getDictItems(code).then(
      (items) => alive && setRemote({ code, items, loading: false }),
      (error: unknown) => {
        console.warn(`[dict] 字典 ${code} 加载失败`, error);
        if (alive) setRemote({ code, items: [], loading: false });
      },
    );
    return () => {
      alive = false;
    };
  }, [code, needsRemote, service]);

  if (!code || !code.trim()) return { items: [], loading: false, error: dictMessages.codeRequired };
  if (!needsRemote) return { items: local, loading: false };
  return remote.code === code ? { items: remote.items, loading: remote.loading } : { items: [], loading: true };
}
