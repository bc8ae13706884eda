import { useMemo } from 'react';
import { createFlowClient, useDataProvider, type DataProvider, type FlowClient } from '@/engine';
import type { PersonAchievements, PersonalSummary } from '@/engine/schema/wire/personal';

/** The personal centre's calls, over the engine's data provider (so tests answer them from memory). */
export interface PersonalApi {
  achievements(username?: string): Promise<PersonAchievements>;
  summary(): Promise<PersonalSummary>;
  /** Stores the picture through the file service and saves its path as the own avatar; resolves with the path. */
  saveAvatar(file: File): Promise<string>;
  /** A short-lived address for a stored picture. */
  fileUrl(path: string): Promise<string>;
  flow: FlowClient;
}

export function createPersonalApi(provider: DataProvider): PersonalApi {
  const silent = { silent: true };
  return {
    achievements: async (username) => (await provider.custom<PersonAchievements>({ url: '/personal/achievements', method: 'get', query: username ? { username } : {}, meta: silent })).data,
    summary: async () => (await provider.custom<PersonalSummary>({ url: '/personal/summary', method: 'get', meta: silent })).data,
    saveAvatar: async (file) => {
      if (!provider.upload) throw new Error('upload unsupported');
      const path = await provider.upload(file, { biz: 'avatar', fileName: file.name });
      await provider.custom({ url: '/sys/user/appEdit', method: 'put', payload: { avatar: path } });
      return path;
    },
    fileUrl: async (path) => (provider.fileUrl ? provider.fileUrl(path) : path),
    flow: createFlowClient(provider),
  };
}

export function usePersonalApi(): PersonalApi {
  const provider = useDataProvider();
  return useMemo(() => createPersonalApi(provider), [provider]);
}
