import type { DataProvider } from './data-provider';

type Logger = (message: string) => void;

/**
 * Wraps a provider and checks the shape of every answer, logging the method and resource at fault,
 * so a provider bug shows as a clear error rather than a blank grid. Meant for development builds.
 *
 * @example
 * const provider = import.meta.env.DEV ? withResponseChecks(httpProvider) : httpProvider;
 */
export function withResponseChecks(provider: DataProvider, log: Logger = console.error): DataProvider {
  function fail(method: string, resource: string, expected: string): never {
    const message = `数据提供者 ${method}("${resource}") 返回格式不对：应为 ${expected}`;
    log(message);
    throw new Error(message);
  }
  return {
    async getList(params) {
      const result = await provider.getList(params);
      if (!result || !Array.isArray(result.data) || typeof result.total !== 'number' || Number.isNaN(result.total)) {
        fail('getList', params.resource, '{ data: [], total: number }');
      }
      return result;
    },
    async getOne(params) {
      const result = await provider.getOne(params);
      if (!result || typeof result.data !== 'object' || result.data === null) fail('getOne', params.resource, '{ data: {...} }');
      return result;
    },
    create: (params) => provider.create(params),
    update: (params) => provider.update(params),
    delete: (params) => provider.delete(params),
    deleteMany: provider.deleteMany?.bind(provider),
    getTree: provider.getTree && (async (params) => {
      const result = await provider.getTree!(params);
      if (!result || !Array.isArray(result.data)) fail('getTree', params.resource, '{ data: [...] }');
      return result;
    }),
    exportFile: provider.exportFile?.bind(provider),
    importFile: provider.importFile?.bind(provider),
    listDeleted: provider.listDeleted?.bind(provider),
    restore: provider.restore?.bind(provider),
    purge: provider.purge?.bind(provider),
    upload: provider.upload?.bind(provider),
    fileUrl: provider.fileUrl?.bind(provider),
    async custom(params) {
      const result = await provider.custom(params);
      if (!result || !('data' in result)) fail('custom', params.url, '{ data }');
      return result;
    },
  } as DataProvider;
}
