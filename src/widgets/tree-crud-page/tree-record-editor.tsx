import { useMemo } from 'react';
import { TreeSelect } from '@formily/antd-v5';
import { observer } from 'mobx-react-lite';
import {
  findTreeNode, recordContainerOf, recordTitles, subtreeIds, usePageControllerContext, type DataRecord, type TreeRecord,
} from '@/engine';
import type { FieldControl } from '../shared/record-form/field-controls';
import { RecordEditor } from '../shared/record-form/record-editor';
import { treeCrudMessages } from './tree-crud-messages';

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

export interface TreeRecordEditorProps {
  onSaved(message: string, record: DataRecord): void;
  onError(message: string): void;
}

/**
 * The tree page's open record dialog (新增 / 添加下级 / 编辑): the shared record editor, with the parent field as a
 * pick from the loaded tree and, for 添加下级, the parent filled in and named in the title.
 */
export const TreeRecordEditor = observer(function TreeRecordEditor({ onSaved, onError }: TreeRecordEditorProps) {
  const { schema, store, recordPage } = usePageControllerContext('tree-crud');
  const dialog = store.dialog;
  const nodes = store.nodes;
  const { parentField, titleField } = schema.tree;
  const editId = dialog?.mode === 'edit' ? dialog.id : undefined;
  const parentId = dialog?.mode === 'add' ? dialog.parentId : undefined;

  const overrides = useMemo<Record<string, FieldControl>>(() => {
    const self = editId ? findTreeNode(nodes, editId) : undefined;
    const blocked = new Set(self ? subtreeIds(self) : []);
    const placeholder = schema.fields.find((f) => f.name === parentField)?.form?.placeholder ?? treeCrudMessages.parentPlaceholder;
    return {
      [parentField]: [TreeSelect, {
        style: { width: '100%' }, allowClear: true, showSearch: true, treeNodeFilterProp: 'title', treeDefaultExpandAll: true,
        placeholder, treeData: parentOptions(nodes, titleField, blocked),
      }],
    };
  }, [nodes, editId, parentField, titleField, schema.fields]);
  const initialValues = useMemo(() => (parentId ? { [parentField]: parentId } : undefined), [parentId, parentField]);

  if (!dialog || (dialog.mode !== 'add' && dialog.mode !== 'edit')) return null;
  const parent = parentId ? findTreeNode(nodes, parentId) : undefined;
  const title = parent ? recordTitles(schema).addChild(String(parent[titleField] ?? parent.id)) : undefined;
  return (
    <RecordEditor
      // Formily keeps a field's control props from its first render: a form opened before the tree arrived is
      // built again once it is there, so the parent picker offers the nodes.
      key={`${dialog.mode === 'edit' ? dialog.id : `add:${parentId ?? ''}`}:${nodes.length > 0}`}
      page={recordPage}
      mode={dialog.mode}
      id={editId}
      container={recordContainerOf(schema)}
      title={title}
      initialValues={initialValues}
      overrides={overrides}
      onClose={() => store.closeDialog()}
      onSaved={onSaved}
      onError={onError}
    />
  );
});
