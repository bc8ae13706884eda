import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Drawer, Row, Space, Spin, Tree } from 'antd';
import type { Key } from 'react';
import { useServices } from '../services/services-context';
import { adminMessages } from './admin-messages';
import { useAdminApi, type PermissionNode } from './admin-api';
import { DataRulePanel } from './data-rule-panel';

const m = adminMessages.role;

function walk(nodes: PermissionNode[], visit: (n: PermissionNode) => void): void {
  for (const n of nodes) {
    visit(n);
    if (n.children) walk(n.children, visit);
  }
}

/**
 * 角色授权: the menu / button / field permission tree, checked with cascade and half-check (a menu is granted with any
 * of its entries, as JeecgBoot saves checked plus half-checked), and beside it the data rules of the menu clicked.
 */
export default function RoleGrantDrawer({ roleId, roleName, onClose }: { roleId: string; roleName: string; onClose(): void }) {
  const api = useAdminApi();
  const { feedback: { message } } = useServices();
  const [tree, setTree] = useState<PermissionNode[] | null>(null);
  const [checked, setChecked] = useState<Key[]>([]);
  const [half, setHalf] = useState<Key[]>([]);
  const [granted, setGranted] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [selected, setSelected] = useState<PermissionNode | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const allKeys = useMemo(() => {
    const keys: string[] = [];
    walk(tree ?? [], (n) => keys.push(n.key));
    return keys;
  }, [tree]);

  useEffect(() => {
    let live = true;
    Promise.all([api.permissionTree(), api.rolePermissions(roleId)]).then(([{ treeList }, ids]) => {
      if (!live) return;
      const leaves = new Set<string>();
      walk(treeList, (n) => !n.children?.length && leaves.add(n.key));
      setTree(treeList);
      setGranted(ids);
      // Only leaves are checked: the tree derives each menu's state from its entries (a parent checked would check all).
      setChecked(ids.filter((id) => leaves.has(id)));
      // Until the tree is touched its menus go back as they came (checked or half-checked, the tree works it out).
      setHalf(ids.filter((id) => !leaves.has(id)));
      setExpanded(treeList.map((n) => n.key));
    }, (e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [api, roleId]);

  const save = async () => {
    setSaving(true);
    try {
      const ids = [...new Set([...checked, ...half].map(String))];
      await api.saveRolePermissions(roleId, ids, granted);
      setGranted(ids);
      void message.success(m.saved);
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer open title={m.grantTitle(roleName)} width={1080} onClose={onClose} destroyOnHidden
      extra={<Button type="primary" loading={saving} onClick={() => void save()} disabled={!tree}>{m.save}</Button>}>
      {error ? <Alert type="error" message={error} /> : null}
      {!tree && !error ? <Spin /> : null}
      {tree ? (
        <Row gutter={16}>
          <Col span={11}>
            <Card size="small" title={m.tree} extra={(
              <Space size={4}>
                <Button size="small" type="link" onClick={() => setExpanded(allKeys)}>{m.expandAll}</Button>
                <Button size="small" type="link" onClick={() => setExpanded([])}>{m.collapseAll}</Button>
                <Button size="small" type="link" onClick={() => setChecked(allKeys)}>{m.checkAll}</Button>
                <Button size="small" type="link" onClick={() => setChecked([])}>{m.checkNone}</Button>
              </Space>
            )}>
              <Tree<PermissionNode>
                checkable
                treeData={tree}
                checkedKeys={checked}
                expandedKeys={expanded}
                onExpand={setExpanded}
                selectedKeys={selected ? [selected.key] : []}
                onSelect={(_keys, info) => setSelected(info.node)}
                onCheck={(keys, info) => {
                  setChecked(Array.isArray(keys) ? keys : keys.checked);
                  setHalf(info.halfCheckedKeys ?? []);
                }}
                // Every expanded node in the page (no virtual list): the admin scrolls and finds a menu as on any page.
                virtual={false}
                style={{ maxHeight: 640, overflow: 'auto' }}
                data-testid="grant-tree"
              />
            </Card>
          </Col>
          <Col span={13}>
            <DataRulePanel roleId={roleId} menu={selected} granted={granted.includes(selected?.key ?? '')} />
          </Col>
        </Row>
      ) : null}
    </Drawer>
  );
}
