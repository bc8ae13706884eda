import type { FieldRight } from '@/engine/schema/flow/flow-moddle';
import { FieldValidationError, validateRecord } from '../tables/table-writes';
import type { TableModel } from '../tables/table-model';
import type { FlowNode } from './flow-model';

/**
 * A field's right at a node (节点字段权限): what the node names, else read-only. The applicant's own view of a
 * draft is the form's; these rights hold from the moment a record is in approval.
 */
export function rightsAt(model: TableModel, node: FlowNode | undefined): Record<string, FieldRight> {
  const named = node?.rules?.fieldRights ?? {};
  return Object.fromEntries(model.page.fields.map((f) => [f.name, named[f.name] ?? 'readonly']));
}

/** The record as an approver at the node may see it: hidden fields (and their texts) removed. */
export function visibleAt<T extends Record<string, unknown>>(record: T, rights: Record<string, FieldRight>): T {
  const copy: Record<string, unknown> = { ...record };
  for (const [name, right] of Object.entries(rights)) {
    if (right !== 'hidden') continue;
    delete copy[name];
    delete copy[`${name}_dictText`];
  }
  return copy as T;
}

/**
 * What an approver sends with a decision, cut to the fields the node lets them change and checked like an edit:
 * the merged record must pass the page's rules, and a field the node marks 必填 must hold a value. Anything else
 * in the body is ignored — the server, not the form, decides what a node may write.
 */
export function approverEdits(model: TableModel, node: FlowNode, current: Record<string, unknown>, sent: Record<string, unknown>): Record<string, unknown> {
  const rights = rightsAt(model, node);
  const changes = Object.fromEntries(Object.entries(sent).filter(([name]) => rights[name] === 'editable' || rights[name] === 'required'));
  const merged = { ...current, ...changes };
  const errors: Record<string, string> = {};
  for (const field of model.page.fields) {
    const value = merged[field.name];
    if (rights[field.name] === 'required' && (value === undefined || value === null || value === '')) errors[field.name] = `请填写${field.label}`;
  }
  if (Object.keys(errors).length) throw new FieldValidationError(errors);
  if (!Object.keys(changes).length) return {};
  const { value } = validateRecord(model, merged);
  return Object.fromEntries(Object.keys(changes).map((name) => [name, value[name]]));
}
