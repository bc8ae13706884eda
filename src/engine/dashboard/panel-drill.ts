import type { PanelDrill } from '../schema/page-schema';
import type { ReportRecord } from '../util/online-report-client';

/**
 * Where a click on a panel leads: the module list at `drill.path`, filtered by the clicked row's `drill.field`
 * (sent as the list's query field `drill.param`, the same name by default). Without a value the list opens
 * unfiltered. `undefined` when the panel does not drill down.
 *
 * @example
 * drillHref({ path: '/contract/income', field: 'status' }, { status: 'signed' }); // '/contract/income?status=signed'
 * drillHref({ path: '/projectMgmt/info?state=2' }); // the path's own condition only
 */
export function drillHref(drill: PanelDrill | undefined, row?: ReportRecord): string | undefined {
  if (!drill) return undefined;
  const value = drill.field && row ? row[drill.field] : undefined;
  if (value === undefined || value === null || value === '') return drill.path;
  const search = new URLSearchParams({ [drill.param ?? drill.field!]: String(value) });
  return `${drill.path}${drill.path.includes('?') ? '&' : '?'}${search.toString()}`;
}
