import type { DataRecord } from '../data/data-provider';
import type { AccessControl } from '../permissions/access-control';
import type { CrudPageSchema, CustomAction } from '../schema/page-schema';

/** A custom action that makes a record of another page from this one (中标 → 收入合同草稿). */
export interface DeriveAction {
  key: string;
  label: string;
  page: string;
  map: Record<string, string>;
  when?: Record<string, (string | number | boolean)[] | undefined>;
}

/**
 * The page's derive actions the user may press: the permission is the action's own, else `<prefix>:<key>`.
 *
 * @example
 * deriveActions(bidPage, access); // [{ key: 'toContract', label: '生成合同', page: 'contract/income', ... }]
 */
export function deriveActions(page: Pick<CrudPageSchema, 'actions' | 'permissionPrefix'>, access: AccessControl): DeriveAction[] {
  return (page.actions?.custom ?? []).flatMap((action: CustomAction) => {
    if (!action.derive) return [];
    if (!access.can(action.permission ?? `${page.permissionPrefix}:${action.key}`)) return [];
    return [{ key: action.key, label: action.label, page: action.derive.page, map: action.derive.map as Record<string, string>, when: action.derive.when }];
  });
}

/** Whether a record meets the action's `when` (every named field holds one of its values). */
export function deriveApplies(action: DeriveAction, record: DataRecord): boolean {
  return Object.entries(action.when ?? {}).every(([field, values]) => (values ?? []).map(String).includes(String(record[field] ?? '')));
}

/**
 * The new record's starting values: each target field from the source field it names (`$id` is the source's id).
 *
 * @example
 * deriveValues(action, bid); // { contractName: 'G4京港澳…监理', bidId: 'a1…', amount: '28640000.00' }
 */
export function deriveValues(action: DeriveAction, record: DataRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [target, source] of Object.entries(action.map)) {
    const value = source === '$id' ? record.id : record[source];
    if (value !== undefined && value !== null && value !== '') out[target] = value;
  }
  return out;
}
