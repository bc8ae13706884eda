/**
 * Everything the app is wired from (`app/create-services.ts` builds the real ones; tests and stories build their own
 * with fakes), read in components through `useServices()`.
 *
 * Each feature declares its own member beside the store or service it provides, so this folder imports no feature
 * and a feature's components can read the services without an import cycle between feature folders — the same
 * declaration merging Fastify uses for its decorators:
 *
 * @example
 * // tabs/tabs-store.ts
 * declare module '../services/app-services' {
 *   interface AppServices {
 *     tabs: TabsStore;
 *   }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface AppServices {}
