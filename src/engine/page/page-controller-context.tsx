import { createContext, useContext, type ReactNode } from 'react';
import type { DashboardController } from '../dashboard/use-dashboard-controller';
import type { FormPageController } from '../form/use-form-page-controller';
import type { ListController } from '../list/use-list-controller';
import type { ReportPageController } from '../report/use-report-page-controller';
import type { TreeController } from '../tree/use-tree-controller';

/** The controller of any page kind, discriminated by `kind` like the schemas they come from. */
export type PageController = ListController | TreeController | FormPageController | ReportPageController | DashboardController;

/** The page kind a controller belongs to. */
export type PageControllerKind = PageController['kind'];

const PageControllerContext = createContext<PageController | null>(null);

/**
 * Gives a page's views its controller: every page kind renders its parts (toolbar, table, record editor, panels)
 * below one of these and they read the controller from it, instead of having the store handed down as props.
 *
 * @example
 * const ctl = useListController(schema);
 * return <PageControllerContextProvider value={ctl}><CrudToolbar /><CrudTable /></PageControllerContextProvider>;
 */
export function PageControllerContextProvider({ value, children }: { value: PageController; children?: ReactNode }) {
  return <PageControllerContext.Provider value={value}>{children}</PageControllerContext.Provider>;
}

/**
 * The controller of the page this view is part of, checked to be of the expected kind (a view of one kind placed
 * in another page says so at once instead of reading missing state).
 *
 * @example
 * const { store, operations } = usePageControllerContext('crud');
 */
export function usePageControllerContext<K extends PageControllerKind>(kind: K): Extract<PageController, { kind: K }> {
  const controller = useContext(PageControllerContext);
  if (!controller) throw new Error(`usePageControllerContext('${kind}'): 不在页面控制器之内，请用 <PageControllerContextProvider> 包裹。`);
  if (controller.kind !== kind) throw new Error(`usePageControllerContext('${kind}'): 当前页面是 ${controller.kind} 类型。`);
  return controller as Extract<PageController, { kind: K }>;
}

/**
 * The page's controller whatever its kind, or null outside a page (a widget shown on its own in a story).
 *
 * @example
 * const page = useOptionalPageController();
 * page?.kind; // 'crud'
 */
export function useOptionalPageController(): PageController | null {
  return useContext(PageControllerContext);
}
