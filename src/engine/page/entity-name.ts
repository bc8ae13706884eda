import type { AnyPageSchema } from '../schema/page-schema';

// Words that name the page (the list, the register), not one record of it: 车辆管理 → 车辆, 合同台账 → 合同.
const PAGE_SUFFIXES = ['管理', '列表', '台账', '登记', '清单', '一览表', '一览', '维护'];

/**
 * What one record of a page is called: the schema's `entityName`, else the title without a trailing
 * 管理 / 列表 / 台账 / 登记 (… ) — 车辆管理 → 车辆; a title that is only such a word stays as it is.
 *
 * @example
 * entityNameOf({ ...page, title: '车辆管理' }); // '车辆'
 * entityNameOf({ ...page, title: '部门管理', entityName: '机构' }); // '机构'
 */
export function entityNameOf(page: Pick<AnyPageSchema, 'title' | 'entityName'>): string {
  if (page.entityName?.trim()) return page.entityName.trim();
  const title = page.title.trim();
  const suffix = PAGE_SUFFIXES.find((s) => title.endsWith(s) && title.length > s.length);
  return suffix ? title.slice(0, -suffix.length).trim() : title;
}

/** Titles of the record editor for one page: 新增X, 编辑X, X详情 and 添加下级X（上级：…）. */
export interface RecordTitles {
  add: string;
  edit: string;
  detail: string;
  addChild(parent: string): string;
}

/**
 * The record editor's titles for a page, named by its entity.
 *
 * @example
 * recordTitles({ title: '车辆管理' }).add; // '新增车辆'
 * recordTitles({ title: '部门管理' }).addChild('工程监理一部'); // '添加下级部门（上级：工程监理一部）'
 */
export function recordTitles(page: Pick<AnyPageSchema, 'title' | 'entityName'>): RecordTitles {
  const name = entityNameOf(page);
  return {
    add: `新增${name}`,
    edit: `编辑${name}`,
    detail: `${name}详情`,
    addChild: (parent) => `添加下级${name}（上级：${parent}）`,
  };
}
