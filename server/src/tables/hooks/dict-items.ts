import type { DictCache } from '../../dicts/dict-cache';
import type { TableHooks } from '../table-hooks';

/**
 * Dictionaries: the code is what schemas refer to, so it is set when a dictionary is created and never changed;
 * every change bumps the shared dictionary version, in the same transaction, so every process reads it at once.
 */
export function dictItemsHooks(cache: DictCache): TableHooks {
  return {
    name: 'dict-items',
    async beforeSave(_ctx, input) {
      if (input.op === 'edit') delete input.values.dictCode;
    },
    async afterSave(ctx) {
      await cache.invalidate(ctx.tx);
    },
    async afterDelete(ctx) {
      await cache.invalidate(ctx.tx);
    },
  };
}
