import type { CrudPageSchema, DataPageSchema } from '../schema/page-schema';

/**
 * A data page (crud, tree-crud or form) as the record form reads it: the same fields and rules, the kind of a crud
 * page, so one record editor serves all three.
 *
 * @example
 * const recordPage = asRecordPage(treePage); // { ...treePage, kind: 'crud' }
 */
export function asRecordPage(page: DataPageSchema): CrudPageSchema {
  return page.kind === 'crud' ? page : ({ ...page, kind: 'crud' } as CrudPageSchema);
}

/** Where a page's record editor opens: a modal, a drawer, or inline on the page itself. */
export type RecordContainer = 'modal' | 'drawer' | 'inline';

/**
 * The container of a page's record editor: a `form` page is the form itself (inline); crud and tree-crud pages
 * open it as their `form.container` says (modal by default).
 *
 * @example
 * recordContainerOf(income); // 'drawer' (its form.container)
 * recordContainerOf(hazardReport); // 'inline'
 */
export function recordContainerOf(page: DataPageSchema): RecordContainer {
  if (page.kind === 'form') return 'inline';
  return page.form?.container === 'drawer' ? 'drawer' : 'modal';
}
