import type { TableHooks } from '../table-hooks';
import type { HookServices } from './platform-hooks';
import { dataSourceSecretHooks } from './data-source-secret';
import { categoryCodesHooks } from './category-codes';
import { dictItemsHooks } from './dict-items';

/** Hooks of the configuration and operations screens (dictionaries, categories, params, data sources, notices, jobs, logs). */
export function configHooks(services: HookServices): TableHooks[] {
  return [dataSourceSecretHooks(), categoryCodesHooks(), dictItemsHooks(services.dictCache)];
}
