import type { DataProvider } from './data-provider';

export type TestDataProviderOverrides = {
  // Non-generic on purpose: tests return plain literals without fighting the record type parameter.
  [K in keyof DataProvider]?: (params: Parameters<NonNullable<DataProvider[K]>>[0]) => Promise<unknown>;
};

/**
 * A DataProvider for tests: pass only the methods a test needs. `getList` answers an empty page by default;
 * any other missing method rejects, naming itself, so an unexpected call is obvious.
 *
 * @example
 * const provider = testDataProvider({ getList: async () => ({ data: [{ id: '1', title: '通知' }], total: 1 }) });
 */
export function testDataProvider(overrides: TestDataProviderOverrides = {}): DataProvider {
  const missing = (method: string) => () => Promise.reject(new Error(`testDataProvider: ${method} 未实现`));
  return {
    getList: async () => ({ data: [], total: 0 }),
    getOne: missing('getOne'),
    create: missing('create'),
    update: missing('update'),
    delete: missing('delete'),
    custom: missing('custom'),
    ...overrides,
  } as DataProvider;
}
