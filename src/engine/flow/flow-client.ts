import { useMemo } from 'react';
import type { FlowDefinitionRow, FlowDetail, FlowLintProblem, FlowListRow, FlowTab, FlowTaskAction } from '../schema/wire';
import type { DataProvider } from '../data/data-provider';
import { useDataProvider } from '../data/data-provider-context';

export interface FlowPage<T> {
  records: T[];
  total: number;
}

export interface FlowActInput {
  comment?: string;
  attachments?: string;
  targetNode?: string;
  toUser?: string;
  position?: 'before' | 'after';
  values?: Record<string, unknown>;
}

/** The workflow's calls, over the page's data provider (so stories and tests answer them from memory). */
export interface FlowClient {
  list(tab: FlowTab, query: { pageNo: number; pageSize: number; keyword?: string; processKey?: string }): Promise<FlowPage<FlowListRow>>;
  counts(): Promise<Record<FlowTab, number>>;
  detail(by: { id?: string; taskId?: string }): Promise<FlowDetail>;
  byBusiness(pageCode: string, id: string): Promise<FlowDetail>;
  /** Each action answers the server's message (已同意，流转到下一节点 …). */
  start(pageCode: string, id: string): Promise<string>;
  act(action: FlowTaskAction, taskId: string, input: FlowActInput): Promise<string>;
  withdraw(instanceId: string, comment?: string): Promise<string>;
  urge(instanceId: string): Promise<string>;
  definitions(): Promise<FlowDefinitionRow[]>;
  definition(id: string): Promise<FlowDefinitionRow>;
  lint(xml: string, formCode?: string | null): Promise<FlowLintProblem[]>;
  deploy(xml: string, formCode?: string | null): Promise<{ message: string; definition: FlowDefinitionRow }>;
  setDefinitionActive(processKey: string, active: boolean): Promise<string>;
  instances(query: { pageNo: number; pageSize: number; keyword?: string; status?: string }): Promise<FlowPage<FlowListRow>>;
  setInstanceSuspended(id: string, suspended: boolean): Promise<string>;
  reassign(taskId: string, toUser: string): Promise<string>;
}

const BASE = '/company/flow';

export function createFlowClient(provider: DataProvider): FlowClient {
  const get = async <T>(url: string, query?: Record<string, unknown>) => (await provider.custom<T>({ url: `${BASE}${url}`, method: 'get', query })).data;
  const post = async (url: string, payload: unknown) => {
    const answer = await provider.custom<unknown>({ url: `${BASE}${url}`, method: 'post', payload });
    return { data: answer.data, message: answer.message ?? '' };
  };
  return {
    list: (tab, query) => get('/task/list', { tab, ...query }),
    counts: () => get('/task/counts'),
    detail: (by) => get('/instance/detail', by),
    byBusiness: (pageCode, id) => get('/instance/byBusiness', { pageCode, id }),
    start: async (pageCode, id) => (await post('/instance/start', { pageCode, id })).message,
    act: async (action, taskId, input) => (await post(`/task/${action}`, { taskId, ...input })).message,
    withdraw: async (id, comment) => (await post('/instance/withdraw', { id, comment })).message,
    urge: async (id) => (await post('/instance/urge', { id })).message,
    definitions: () => get('/definition/list'),
    definition: (id) => get('/definition/queryById', { id }),
    lint: async (xml, formCode) => (await post('/definition/lint', { xml, formCode: formCode ?? undefined })).data as FlowLintProblem[],
    deploy: async (xml, formCode) => {
      const { data, message } = await post('/definition/deploy', { xml, formCode: formCode ?? undefined });
      return { message, definition: data as FlowDefinitionRow };
    },
    setDefinitionActive: async (processKey, active) => (await post(`/definition/${active ? 'resume' : 'suspend'}`, { processKey })).message,
    instances: (query) => get('/instance/list', query),
    setInstanceSuspended: async (id, suspended) => (await post(`/instance/${suspended ? 'suspend' : 'resume'}`, { id })).message,
    reassign: async (taskId, toUser) => (await post('/task/reassign', { taskId, toUser })).message,
  };
}

/**
 * The workflow client of the page's data provider.
 *
 * @example
 * const flows = useFlowClient();
 * const page = await flows.list('todo', { pageNo: 1, pageSize: 10 });
 */
export function useFlowClient(): FlowClient {
  const provider = useDataProvider();
  return useMemo(() => createFlowClient(provider), [provider]);
}
