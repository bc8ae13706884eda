import { useEffect } from 'react';
import { reaction } from 'mobx';
import { dictServiceFor, type DataProvider, type DictItemMap } from '@/engine';
import { useServices } from '../services/services-context';

/**
 * When the push channel says an administrator changed a dictionary, the dictionaries are reloaded (the login's map,
 * which lists and forms read, and the per-code cache of the selects), so every open page shows the new items without
 * a reload of the browser.
 */
export function useDictRefresh(provider: DataProvider | undefined): void {
  const { notices, session } = useServices();
  useEffect(() => {
    if (!provider) return undefined;
    return reaction(() => notices.dictChanges, async () => {
      try {
        const { data } = await provider.custom<DictItemMap>({ url: '/sys/dict/queryAllDictItems', method: 'get' });
        dictServiceFor(provider).clear();
        session.setDictItems(data ?? {});
      } catch (error) {
        console.warn('[dict] 字典刷新失败', error);
      }
    });
  }, [provider, notices, session]);
}
