import type { ModuleTablePage } from '@/engine/schema/page-schema';
import { CONFIG_OWNER } from '../config-sync';
import type { DictCache } from '../../dicts/dict-cache';
import { ApiError, fieldError } from '../../http/envelope';
import type { TableHooks } from '../table-hooks';

/** A refusal of rows the schema files (schemas/dicts) own: a change here would be undone at the next start. */
const ownedByFiles = (what: string) => new ApiError(400, `${what}来自模式文件（schemas/dicts），不能在系统管理中修改或删除，请修改模式文件`);

/** Where a dictionary or item comes from, as the 来源 column shows it (dictionary `dict_source`). */
export const SOURCE_FILE = 'file';
export const SOURCE_ADMIN = 'admin';
const sourceOf = (createBy: unknown) => (createBy === CONFIG_OWNER ? SOURCE_FILE : SOURCE_ADMIN);
const SOURCE_TEXT: Record<string, string> = { [SOURCE_FILE]: '模式文件', [SOURCE_ADMIN]: '系统管理' };

/** Marks records with their 来源 (`source`, `source_dictText`), and those the files own read-only (`readOnly`, with the reason) so the screens switch off 编辑 and 删除. */
function markSource(records: Record<string, unknown>[], rows: Record<string, unknown>[]) {
  records.forEach((r, i) => {
    r.source = sourceOf(rows[i].create_by);
    r.source_dictText = SOURCE_TEXT[String(r.source)];
    if (r.source === SOURCE_FILE) {
      r.readOnly = true;
      r.readOnlyReason = '来自模式文件（schemas/dicts），请修改模式文件';
    }
  });
}

/**
 * Dictionaries: the code is what schemas refer to, so it is set when a dictionary is created and never changed;
 * every change bumps the shared dictionary version, in the same transaction, so every process reads it at once.
 * A dictionary the configuration files declare (created by `system`) is not deleted here; one deleted for good takes
 * its items with it.
 */
export function dictItemsHooks(cache: DictCache): TableHooks {
  return {
    name: 'dict-items',
    async beforeSave(_ctx, input) {
      delete input.values.source;
      if (input.op !== 'edit') return;
      if (input.current?.createBy === CONFIG_OWNER) throw ownedByFiles(`字典“${String(input.current.dictCode)}”`);
      delete input.values.dictCode;
    },
    async view(_ctx, records, rows) {
      markSource(records, rows);
    },
    async afterSave(ctx) {
      await cache.invalidate(ctx.tx);
    },
    async beforeDelete(ctx, ids, mode) {
      if (mode === 'restore') return;
      const { rows } = await ctx.tx.query<{ dict_code: string }>('SELECT dict_code FROM sys_dict WHERE id = ANY($1) AND create_by = $2 LIMIT 1', [ids, CONFIG_OWNER]);
      if (rows[0]) throw ownedByFiles(`字典“${rows[0].dict_code}”`);
      if (mode === 'purge') await ctx.tx.query('DELETE FROM sys_dict_item WHERE dict_id = ANY($1)', [ids]);
    },
    async afterDelete(ctx) {
      await cache.invalidate(ctx.tx);
    },
  };
}

/**
 * A dictionary's items (`sys/dictItem`, JeecgBoot's endpoints under the dictionary screen): served by the table layer
 * beside the dictionary page, not as a menu page of their own.
 */
export const DICT_ITEM_PAGE: ModuleTablePage = {
  kind: 'crud', code: 'sys/dictItem', title: '字典项', table: 'sys_dict_item', source: 'platform', scope: 'global',
  permissionPrefix: 'system:dict', defaultSort: { field: 'sortOrder', order: 'asc' },
  fields: [
    { name: 'dictId', label: '字典', type: 'input', dbType: 'varchar', length: 32, required: true, query: { mode: 'eq' } },
    { name: 'itemText', label: '字典项文本', type: 'input', dbType: 'varchar', length: 100, required: true, query: { mode: 'like' } },
    { name: 'itemValue', label: '字典项值', type: 'input', dbType: 'varchar', length: 100, required: true, query: { mode: 'like' } },
    { name: 'description', label: '描述', type: 'input', dbType: 'varchar', length: 255 },
    { name: 'itemColor', label: '颜色', type: 'input', dbType: 'varchar', length: 20,
      rules: [{ pattern: '^#[0-9a-fA-F]{6}$|^[a-z]{3,12}$', message: '${title}须为 #RRGGBB 或颜色名（如 blue）' }] },
    { name: 'sortOrder', label: '排序', type: 'inputNumber', dbType: 'int', default: 0 },
    { name: 'status', label: '状态', type: 'select', dbType: 'int', dict: 'valid_status', default: 1, query: { mode: 'eq' } },
  ],
};

/**
 * Item rows: each value once per dictionary, the dictionary and the value fixed once created (pages store the
 * value), cleared columns keeping what they held; items the schema files declare are neither edited nor deleted here
 * (items staff add to a file dictionary are theirs); every change bumps
 * the shared dictionary version in the write's transaction.
 */
export function dictItemRowHooks(cache: DictCache): TableHooks {
  return {
    name: 'dict-items',
    async beforeSave(ctx, input) {
      delete input.values.source;
      for (const name of ['itemText', 'sortOrder', 'status']) if (input.values[name] === null) delete input.values[name];
      if (input.op === 'edit') {
        if (input.current?.createBy === CONFIG_OWNER) throw ownedByFiles(`字典项“${String(input.current.itemValue)}”`);
        delete input.values.dictId;
        delete input.values.itemValue;
        return;
      }
      const { dictId, itemValue } = input.values;
      if (!(await ctx.tx.query('SELECT 1 FROM sys_dict WHERE id = $1 AND del_flag = 0', [dictId])).rows.length) throw new ApiError(404, '字典不存在');
      if ((await ctx.tx.query('SELECT 1 FROM sys_dict_item WHERE dict_id = $1 AND item_value = $2', [dictId, itemValue])).rows.length) {
        throw fieldError('itemValue', '该字典下已有相同的数据值');
      }
    },
    async view(_ctx, records, rows) {
      markSource(records, rows);
    },
    async afterSave(ctx) {
      await cache.invalidate(ctx.tx);
    },
    async beforeDelete(ctx, ids) {
      const { rows } = await ctx.tx.query<{ item_value: string }>('SELECT item_value FROM sys_dict_item WHERE id = ANY($1) AND create_by = $2 LIMIT 1', [ids, CONFIG_OWNER]);
      if (rows[0]) throw ownedByFiles(`字典项“${rows[0].item_value}”`);
    },
    async afterDelete(ctx) {
      await cache.invalidate(ctx.tx);
    },
  };
}
