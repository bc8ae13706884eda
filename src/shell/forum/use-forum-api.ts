import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../services/services-context';
import { createForumApi, type ForumApi } from './forum-api';

/** The forum's calls, once the engine's data provider has loaded (undefined until then). */
export function useForumApi(): ForumApi | undefined {
  const { engine } = useServices();
  const [api, setApi] = useState<ForumApi>();
  useEffect(() => {
    let live = true;
    void engine().then((e) => live && setApi(createForumApi(e.dataProvider)));
    return () => { live = false; };
  }, [engine]);
  return api;
}

/** Loads `fetch(api)` whenever the api or a dependency changes; `reload` asks again. */
export function useForumData<T>(api: ForumApi | undefined, fetch: (api: ForumApi) => Promise<T>, deps: unknown[]): { data: T | undefined; loading: boolean; reload: () => void } {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!api) return;
    let live = true;
    setLoading(true);
    fetch(api).then((d) => live && setData(d), () => undefined).finally(() => live && setLoading(false));
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the fetch depends on
  }, [api, tick, ...deps]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, loading, reload };
}
