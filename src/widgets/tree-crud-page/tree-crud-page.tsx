import { Alert, Button, Card, Col, message as antdMessage, Row, Space, Table, Tree } from 'antd';
import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import {
  PageControllerContextProvider, useDictLookup, usePageControllerContext, useTreeController, type TreeCrudPageSchema, type TreeRecord,
} from '@/engine';
import { QueryForm } from '../shared/list/query-form';
import { treeActionsColumn, treeFieldColumns } from './tree-columns';
import { treeCrudMessages } from './tree-crud-messages';
import { TreeRecordEditor } from './tree-record-editor';

export interface TreeCrudPageProps {
  schema: TreeCrudPageSchema;
  /** JeecgBoot's authPre: buttons whose `<authPrefix><key>` rule (add, edit, delete) is configured and not granted are removed. */
  authPrefix?: string;
}

interface NavNode { title: string; key: string; children?: NavNode[] }

const navNodes = (nodes: TreeRecord[], titleField: string): NavNode[] =>
  nodes.map((node) => ({
    title: String(node[titleField] ?? node.id),
    key: node.id,
    children: node.children ? navNodes(node.children, titleField) : undefined,
  }));

/**
 * The view of a `tree-crud` page: query form (applied to the loaded tree, keeping ancestors of matches), 新增 /
 * 展开全部 / 折叠全部, an expandable tree table with 编辑 / 添加下级 / 删除 per row, and the record editor.
 * `tree.layout: 'split'` adds a tree on the left that narrows the table to the chosen branch. All state lives in
 * the engine's tree controller, read through the page controller context.
 */
export const TreeCrudPage = observer(function TreeCrudPage({ schema, authPrefix }: TreeCrudPageProps) {
  const controller = useTreeController(schema, { authPrefix });
  return (
    <PageControllerContextProvider value={controller}>
      <TreeCrudView />
    </PageControllerContextProvider>
  );
});

const TreeCrudView = observer(function TreeCrudView() {
  const { schema, store, queryFields, listFields, search, reset, remove, allowed } = usePageControllerContext('tree-crud');
  const dicts = useDictLookup();
  const [message, messageHolder] = antdMessage.useMessage();
  const { titleField } = schema.tree;

  const fieldColumns = treeFieldColumns(listFields, dicts);
  const columns = [
    ...fieldColumns,
    ...treeActionsColumn(allowed, {
      onEdit: (record) => store.openDialog({ mode: 'edit', id: record.id }),
      onAddChild: (record) => store.openDialog({ mode: 'add', parentId: record.id }),
      onDelete: async (record) => {
        const outcome = await remove(record.id);
        void (outcome.ok ? message.success(outcome.message) : message.error(outcome.message));
      },
    }),
  ];
  // The arrow sits in the title column (the first one unless the schema orders fields otherwise).
  const titleIndex = Math.max(0, fieldColumns.findIndex((c) => c.key === titleField));

  const saved = (text: string) => {
    const dialog = store.dialog;
    if (dialog?.mode === 'add' && dialog.parentId) store.open(dialog.parentId);
    store.closeDialog();
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
      <QueryForm fields={queryFields} onSearch={search} onReset={reset} />
      <Space style={{ marginBottom: 16 }} wrap>
        {allowed.add ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => store.openDialog({ mode: 'add' })}>{treeCrudMessages.add}</Button>
        ) : null}
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
      <TreeRecordEditor onSaved={saved} onError={(text) => void message.error(text)} />
    </Card>
  );
});
