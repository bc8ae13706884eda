import { useEffect, useMemo, type ReactNode } from 'react';
import { Alert, Button, Drawer, Modal, Space, Spin } from 'antd';
import { TreeSelect } from '@formily/antd-v5';
import {
  findTreeNode, subtreeIds, useClickGuard, useRecordFormController,
  type CrudPageSchema, type DataRecord, type TreeCrudPageSchema, type TreeRecord,
} from '@/engine';
import { RecordFields } from '../shared/record-form/record-fields';
import type { FieldControl } from '../shared/record-form/field-controls';
import { treeCrudMessages } from './tree-crud-messages';

export interface TreeRecordDialogProps {
  page: TreeCrudPageSchema;
  /** The loaded tree, offered as the parent picker's options. */
  nodes: TreeRecord[];
  mode: 'add' | 'edit';
  id?: string;
  /** 添加下级: the node the new record goes under (pre-fills `tree.parentField`). */
  parentId?: string;
  onClose(): void;
  onSaved(message: string, record: DataRecord): void;
  /** Messages that belong to no field (permission refusals, network). */
  onError(message: string): void;
}

const DEFAULT_WIDTH = 800;

interface ParentOption { title: string; value: string; disabled?: boolean; children?: ParentOption[] }

// A node cannot move under itself or one of its descendants: those options are shown but disabled.
function parentOptions(nodes: TreeRecord[], titleField: string, blocked: Set<string>): ParentOption[] {
  return nodes.map((node) => ({
    title: String(node[titleField] ?? node.id),
    value: node.id,
    disabled: blocked.has(node.id) || undefined,
    children: node.children ? parentOptions(node.children, titleField, blocked) : undefined,
  }));
}

/** The tree page's fields read by the engine's record form, which knows crud pages (same fields, same rules). */
export const asRecordPage = (page: TreeCrudPageSchema): CrudPageSchema => ({ ...page, kind: 'crud' });

function Container({ page, title, onClose, footer, children }: { page: TreeCrudPageSchema; title: string; onClose(): void; footer: ReactNode; children: ReactNode }) {
  const width = page.form?.width ?? DEFAULT_WIDTH;
  if (page.form?.container === 'drawer') {
    return <Drawer title={title} open width={width} onClose={onClose} destroyOnHidden footer={footer}>{children}</Drawer>;
  }
  return <Modal title={title} open width={width} onCancel={onClose} destroyOnHidden maskClosable={false} footer={footer}>{children}</Modal>;
}

/**
 * 新增 / 添加下级 / 编辑 of one tree node: the crud page's Formily record form (the server's validator, linkage,
 * server field errors on their fields, 409 with 刷新), with the parent field as a pick from the loaded tree.
 */
export function TreeRecordDialog({ page, nodes, mode, id, parentId, onClose, onSaved, onError }: TreeRecordDialogProps) {
  const recordPage = useMemo(() => asRecordPage(page), [page]);
  const ctl = useRecordFormController({ page: recordPage, mode, id });
  const guard = useClickGuard();
  const { parentField, titleField } = page.tree;
  const { form } = ctl;

  useEffect(() => {
    if (mode === 'add' && parentId) form.setValuesIn(parentField, parentId);
  }, [form, mode, parentId, parentField]);

  const overrides = useMemo<Record<string, FieldControl>>(() => {
    const self = id ? findTreeNode(nodes, id) : undefined;
    const blocked = new Set(self ? subtreeIds(self) : []);
    const label = page.fields.find((f) => f.name === parentField)?.form?.placeholder ?? treeCrudMessages.parentPlaceholder;
    return {
      [parentField]: [TreeSelect, {
        style: { width: '100%' }, allowClear: true, showSearch: true, treeNodeFilterProp: 'title', treeDefaultExpandAll: true,
        placeholder: label, treeData: parentOptions(nodes, titleField, blocked),
      }],
    };
  }, [nodes, id, parentField, titleField, page.fields]);

  const submit = async () => {
    const outcome = await ctl.submit();
    if (outcome.ok) onSaved(mode === 'add' ? treeCrudMessages.added : treeCrudMessages.edited, outcome.record);
    else if (outcome.reason === 'error') onError(outcome.message);
    else if (outcome.reason === 'invalid' && outcome.messages.length && !ctl.fields.length) onError(outcome.messages[0]);
  };

  const parent = parentId ? findTreeNode(nodes, parentId) : undefined;
  const title = mode === 'edit'
    ? treeCrudMessages.editTitle(page.title)
    : parent ? treeCrudMessages.addChildTitle(page.title, String(parent[titleField] ?? parent.id)) : treeCrudMessages.addTitle(page.title);
  const footer = (
    <Space>
      <Button onClick={onClose}>{treeCrudMessages.cancel}</Button>
      <Button type="primary" loading={ctl.saving} disabled={guard.blocked || ctl.loading || Boolean(ctl.loadError)} onClick={() => guard.run(() => void submit())}>
        {treeCrudMessages.ok}
      </Button>
    </Space>
  );

  return (
    <Container page={page} title={title} onClose={onClose} footer={footer}>
      {ctl.conflict ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={ctl.conflict.message}
          description={treeCrudMessages.conflictHint}
          action={<Button size="small" onClick={() => void ctl.reloadLatest()}>{treeCrudMessages.refresh}</Button>}
        />
      ) : null}
      {ctl.loadError ? <Alert type="error" showIcon message={treeCrudMessages.loadFailed} description={ctl.loadError.message} /> : null}
      <Spin spinning={ctl.loading}>
        <RecordFields form={form} fields={ctl.fields} columns={page.form?.columns ?? 2} overrides={overrides} />
      </Spin>
    </Container>
  );
}
