import type { Queryable } from '../../db/database';
import type { TableHooks } from '../table-hooks';

/** JeecgBoot's category roots hang under the parent id '0' (the page's `tree.rootValue`). */
export const CATEGORY_ROOT = '0';

/** `has_child` ('1'/'0') says whether a node has children, for the lazy tree loaders; kept after every write. */
async function refreshHasChild(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE sys_category c SET has_child = CASE WHEN EXISTS (SELECT 1 FROM sys_category k WHERE k.pid = c.id) THEN '1' ELSE '0' END
      WHERE has_child IS DISTINCT FROM CASE WHEN EXISTS (SELECT 1 FROM sys_category k WHERE k.pid = c.id) THEN '1' ELSE '0' END`,
  );
}

/**
 * The category tree (分类字典): a node without a parent is a root under '0'; the parent is set when a node is created
 * and never moved (moving could make cycles, and JeecgBoot's screen does not move nodes); `has_child` follows the
 * tree. The table layer already checks the parent exists, keeps codes unique and refuses deleting a node with children.
 */
export function categoryCodesHooks(): TableHooks {
  return {
    name: 'category-codes',
    async beforeSave(_ctx, input) {
      delete input.values.hasChild;
      if (input.op === 'edit') {
        delete input.values.pid;
        return;
      }
      const pid = input.values.pid;
      if (pid === undefined || pid === null || pid === '') input.values.pid = CATEGORY_ROOT;
      input.values.hasChild = '0';
    },
    async afterSave(ctx) {
      await refreshHasChild(ctx.tx);
    },
    async afterDelete(ctx) {
      await refreshHasChild(ctx.tx);
    },
  };
}
