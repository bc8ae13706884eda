import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, message as antdMessage, Row, Space, Table, Tree } from 'antd';
import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import {
  buildFilters, listFieldsOf, queryFieldsOf, useAccessControl, useDataProvider, useDictLookup, visibleFields,
  type TreeCrudPageSchema, type TreeRecord,
} from '@/engine';
import { QueryForm } from '../shared/list/query-form';
import { treeActionsColumn, treeFieldColumns } from './tree-columns';
import { treeCrudMessages } from './tree-crud-messages';
import { TreeCrudStore } from './tree-crud-store';
import { asRecordPage, TreeRecordDialog } from './tree-record-dialog';
import { useTreeCrudAllowed } from './tree-permissions';

export interface TreeCrudPageProps {
  schema: TreeCrudPageSchema;
  /** JeecgBoot's authPre: buttons whose `<authPrefix><key>` rule (add, edit, delete) is configured and not granted are removed. */
  authPrefix?: string;
}

type Dialog = { mode: 'add'; parentId?: string } | { mode: 'edit'; id: string } | null;

interface NavNode { title: string; key: string; children?: NavNode[] }

const navNodes = (nodes: TreeRecord[], titleField: string): NavNode[] =>
  nodes.map((node) => ({
    title: String(node[titleField] ?? node.id),
    key: node.id,
    children: node.children ? navNodes(node.children, titleField) : undefined,
  }));

/**
 * The view of a `tree-crud` page: query form (applied to the loaded tree, keeping ancestors of matches), 新增 /
 * 展开全部 / 折叠全部, an expandable tree table with 编辑 / 添加下级 / 删除 per row, and the record form dialog.
 * `tree.layout: 'split'` adds a tree on the left that narrows the table to the chosen branch.
 */
export const TreeCrudPage = observer(function TreeCrudPage({ schema, authPrefix }: TreeCrudPageProps) {
  const provider = useDataProvider();
  const store = useMemo(() => new TreeCrudStore(provider, schema), [provider, schema]);
  useEffect(() => {
    void store.load();
  }, [store]);
  const access = useAccessControl();
  const dicts = useDictLookup();
  const allowed = useTreeCrudAllowed(schema, authPrefix);
  const recordPage = useMemo(() => asRecordPage(schema), [schema]);
  const queryFields = useMemo(() => visibleFields(queryFieldsOf(recordPage), access), [recordPage, access]);
  const listFields = useMemo(() => visibleFields(listFieldsOf(recordPage), access), [recordPage, access]);
  const [message, messageHolder] = antdMessage.useMessage();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { titleField } = schema.tree;

  const fieldColumns = treeFieldColumns(listFields, dicts);
  const columns = [
    ...fieldColumns,
    ...treeActionsColumn(allowed, {
      onEdit: (record) => setDialog({ mode: 'edit', id: record.id }),
      onAddChild: (record) => setDialog({ mode: 'add', parentId: record.id }),
      onDelete: async (record) => {
        const outcome = await store.remove(record.id);
        void (outcome.ok ? message.success(outcome.message) : message.error(outcome.message));
      },
    }),
  ];
  // The arrow sits in the title column (the first one unless the schema orders fields otherwise).
  const titleIndex = Math.max(0, fieldColumns.findIndex((c) => c.key === titleField));

  const saved = (text: string) => {
    if (dialog?.mode === 'add' && dialog.parentId) store.open(dialog.parentId);
    setDialog(null);
    void message.success(text);
    void store.load();
  };

  const table = (
    <Table<TreeRecord>
      rowKey="id"
      bordered
      size="middle"
      columns={columns}
      dataSource={store.tableNodes}
      loading={store.loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{
        expandIconColumnIndex: titleIndex,
        expandedRowKeys: store.expandedIds,
        onExpandedRowsChange: (keys) => store.setExpanded(keys.map(String)),
      }}
    />
  );

  return (
    <Card variant="borderless" className="tree-crud-page" data-page-code={schema.code} title={schema.title}>
      {messageHolder}
      <QueryForm fields={queryFields} onSearch={(values) => store.search(buildFilters(recordPage, values))} onReset={() => store.search([])} />
      <Space style={{ marginBottom: 16 }} wrap>
        {allowed.add ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>{treeCrudMessages.add}</Button> : null}
        <Button icon={<NodeExpandOutlined />} onClick={() => store.expandAll()}>{treeCrudMessages.expandAll}</Button>
        <Button icon={<NodeCollapseOutlined />} onClick={() => store.collapseAll()}>{treeCrudMessages.collapseAll}</Button>
      </Space>
      {store.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={treeCrudMessages.treeLoadFailed}
          description={store.error.message}
          action={<Button size="small" onClick={() => void store.load()}>{treeCrudMessages.retry}</Button>}
        />
      ) : null}
      {schema.tree.layout === 'split' ? (
        <Row gutter={16}>
          <Col xs={24} md={7} lg={6}>
            <Card size="small" className="tree-crud-nav" title={schema.title} extra={store.selectedId ? (
              <Button type="link" size="small" onClick={() => store.select(null)}>{treeCrudMessages.allNodes}</Button>
            ) : null}>
              <Tree
                blockNode
                showLine
                treeData={navNodes(store.visible, titleField)}
                expandedKeys={store.expandedIds}
                onExpand={(keys) => store.setExpanded(keys.map(String))}
                selectedKeys={store.selectedId ? [store.selectedId] : []}
                onSelect={(keys) => store.select(keys.length ? String(keys[0]) : null)}
              />
            </Card>
          </Col>
          <Col xs={24} md={17} lg={18}>{table}</Col>
        </Row>
      ) : table}
      {dialog ? (
        <TreeRecordDialog
          key={dialog.mode === 'edit' ? dialog.id : `add:${dialog.parentId ?? ''}`}
          page={schema}
          nodes={store.nodes}
          mode={dialog.mode}
          id={dialog.mode === 'edit' ? dialog.id : undefined}
          parentId={dialog.mode === 'add' ? dialog.parentId : undefined}
          onClose={() => setDialog(null)}
          onSaved={saved}
          onError={(text) => void message.error(text)}
        />
      ) : null}
    </Card>
  );
});
