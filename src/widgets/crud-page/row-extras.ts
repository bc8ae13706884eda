import type { ComponentType } from 'react';
import type { DataRecord } from '@/engine';

/** What a page's extra row links get: the row, and a way to reload the list after they changed it. */
export interface RowExtrasProps {
  record: DataRecord;
  reload(): void;
}

/** The extra links of one page's rows, and how many link widths they take in the 操作 column. */
export interface RowExtras {
  component: ComponentType<RowExtrasProps>;
  width: number;
}

const registered = new Map<string, RowExtras>();

/**
 * Adds links to every row of a platform page beside 编辑 / 详情 / 删除 (用户管理's 冻结, 重置密码; 角色管理's 授权):
 * the work an administrator does on a row that is not a form. The component checks its own permission codes.
 */
export function registerRowExtras(pageCode: string, extras: RowExtras): void {
  registered.set(pageCode, extras);
}

export function rowExtrasOf(pageCode: string): RowExtras | undefined {
  return registered.get(pageCode);
}
