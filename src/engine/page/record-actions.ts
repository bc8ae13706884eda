import type { DataRecord } from '../data/data-provider';
import type { AccessControl } from '../permissions/access-control';
import type { CrudPageSchema, CustomAction } from '../schema/page-schema';

/** The record panels a row action may open (the widgets layer renders each). */
export type RecordPanelName = 'dict-items' | 'announcement-reads' | 'job-runs';

/** A row action that calls a platform endpoint with the record's id (发布, 暂停, 立即执行) or opens a record panel. */
export type RecordAction = {
  key: string;
  label: string;
  when?: Record<string, (string | number | boolean)[] | undefined>;
} & ({ kind: 'call'; url: string; confirm?: string } | { kind: 'panel'; panel: RecordPanelName; width?: number });

/**
 * The page's call and panel actions the user may press: the permission is the action's own, else `<prefix>:<key>`.
 *
 * @example
 * recordActions(announcementPage, access); // [{ kind: 'call', key: 'release', label: '发布', url: '/sys/annountCement/doReleaseData', ... }]
 */
export function recordActions(page: Pick<CrudPageSchema, 'actions' | 'permissionPrefix'>, access: AccessControl): RecordAction[] {
  return (page.actions?.custom ?? []).flatMap((action: CustomAction): RecordAction[] => {
    if (!action.call && !action.panel) return [];
    if (!access.can(action.permission ?? `${page.permissionPrefix}:${action.key}`)) return [];
    const base = { key: action.key, label: action.label, when: action.when };
    if (action.call) return [{ ...base, kind: 'call', url: action.call.url, confirm: action.call.confirm }];
    return [{ ...base, kind: 'panel', panel: action.panel!.name, width: action.panel!.width }];
  });
}

/** Whether a record meets the action's `when` (every named field holds one of its values). */
export function recordActionApplies(action: Pick<RecordAction, 'when'>, record: DataRecord): boolean {
  return Object.entries(action.when ?? {}).every(([field, values]) => (values ?? []).map(String).includes(String(record[field] ?? '')));
}

/** A record the server marks read-only (a dictionary the schema files own): no 编辑, no 删除, the reason as a hint. */
export function recordReadOnly(record: DataRecord): string | undefined {
  return record.readOnly === true ? String(record.readOnlyReason ?? '只读') : undefined;
}
