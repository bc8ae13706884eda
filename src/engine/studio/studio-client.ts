import { useMemo } from 'react';
import type { StudioCheck, StudioSchemaDetail, StudioSchemaRow, StudioVersionRow } from '../schema/wire';
import type { DataProvider } from '../data/data-provider';
import { useDataProvider } from '../data/data-provider-context';
import { isHttpError } from '../data/http-error';

/** One role as the preview shows the page to it: whether its menu opens the page, and its buttons there. */
export interface StudioRoleView {
  roleCode: string;
  roleName: string;
  sees: boolean;
  perms: string[];
}

/** The answer of a publish, rollback or withdrawal: the message to show, or the check that refused it. */
export interface StudioPublishAnswer {
  ok: boolean;
  message: string;
  version?: number;
  check?: StudioCheck;
}

/** 模式设计器's calls (`/sys/studio/*`), over the page's data provider (stories answer them from memory). */
export interface StudioClient {
  list(): Promise<StudioSchemaRow[]>;
  detail(code: string): Promise<StudioSchemaDetail>;
  check(code: string, body: string): Promise<StudioCheck>;
  saveDraft(code: string, body: string): Promise<{ message: string; check: StudioCheck }>;
  publish(code: string, comment: string): Promise<StudioPublishAnswer>;
  history(code: string): Promise<StudioVersionRow[]>;
  version(code: string, version: number): Promise<StudioVersionRow & { body: string }>;
  rollback(code: string, version: number, comment?: string): Promise<StudioPublishAnswer>;
  /** 停用 a published page; a refusal (a menu still opens it) is an answer with the server's message. */
  withdraw(code: string, comment: string): Promise<StudioPublishAnswer>;
  roleViews(code: string, permissionPrefix?: string): Promise<StudioRoleView[]>;
  menuGroups(): Promise<{ id: string; name: string; menuCode: string }[]>;
  /** Puts a published page in the menu; answers the server's message. */
  addMenu(input: { code: string; parentId: string; name: string; roles: string[] }): Promise<string>;
}

const BASE = '/sys/studio';

export function createStudioClient(provider: DataProvider): StudioClient {
  const get = async <T>(url: string, query?: Record<string, unknown>) => (await provider.custom<T>({ url: `${BASE}${url}`, method: 'get', query })).data;
  const post = async <T>(url: string, payload: unknown) => {
    const answer = await provider.custom<T>({ url: `${BASE}${url}`, method: 'post', payload });
    return { data: answer.data, message: answer.message ?? '' };
  };
  // A refused publish is an answer to show (its problems), not a failure of the page.
  const publishing = async (url: string, payload: unknown): Promise<StudioPublishAnswer> => {
    try {
      const { data, message } = await post<{ version: number }>(url, payload);
      return { ok: true, message, version: data.version };
    } catch (err) {
      if (isHttpError(err) && err.status === 400) return { ok: false, message: err.message, check: (err.result as { check?: StudioCheck } | null)?.check };
      throw err;
    }
  };
  return {
    list: () => get('/list'),
    detail: (code) => get('/queryById', { code }),
    check: async (code, body) => (await post<StudioCheck>('/check', { code, body })).data,
    saveDraft: async (code, body) => {
      const { data, message } = await post<StudioCheck>('/saveDraft', { code, body });
      return { message, check: data };
    },
    publish: (code, comment) => publishing('/publish', { code, comment }),
    history: (code) => get('/history', { code }),
    version: (code, version) => get('/version', { code, version }),
    rollback: (code, version, comment) => publishing('/rollback', { code, version, comment }),
    withdraw: (code, comment) => publishing('/withdraw', { code, comment }),
    roleViews: (code, permissionPrefix) => get('/roleViews', { code, permissionPrefix }),
    menuGroups: () => get('/menuGroups'),
    addMenu: async (input) => (await post('/addMenu', input)).message,
  };
}

/**
 * The studio client of the page's data provider.
 *
 * @example
 * const studio = useStudioClient();
 * const check = await studio.check('fleet/repair', text);
 */
export function useStudioClient(): StudioClient {
  const provider = useDataProvider();
  return useMemo(() => createStudioClient(provider), [provider]);
}
