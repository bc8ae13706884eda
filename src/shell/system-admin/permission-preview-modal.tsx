import { useEffect, useMemo, useState } from 'react';
import { Alert, Descriptions, Empty, Modal, Spin, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { DATA_RULE_CONDITION_LABELS } from '@/engine/schema/rights/data-rule';
import { adminMessages } from './admin-messages';
import { useAdminApi, type PermissionPreview } from './admin-api';

const m = adminMessages.user;

function menuTree(items: PermissionPreview['permissions']): DataNode[] {
  const ids = new Set(items.map((p) => p.id));
  const nodes = new Map<string, DataNode & { children: DataNode[] }>();
  for (const p of items) {
    const title = (
      <span title={m.previewVia(p.roles)}>
        {p.name}{p.menuType === 2 ? <Tag style={{ marginLeft: 6 }}>{m.previewButton}{p.perms ? ` ${p.perms}` : ''}</Tag> : null}
      </span>
    );
    nodes.set(p.id, { key: p.id, title, children: [] });
  }
  const roots: DataNode[] = [];
  for (const p of items) {
    const node = nodes.get(p.id)!;
    if (p.parentId && ids.has(p.parentId)) nodes.get(p.parentId)!.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** What a user ends up with: their roles, the menus and buttons those grant, and the data rules that limit them. */
export function PermissionPreviewModal({ userId, name, onClose }: { userId: string; name: string; onClose(): void }) {
  const api = useAdminApi();
  const [data, setData] = useState<PermissionPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.preview(userId).then((d) => live && setData(d), (e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [api, userId]);
  const tree = useMemo(() => (data ? menuTree(data.permissions) : []), [data]);
  const condition = (c: string) => DATA_RULE_CONDITION_LABELS[c as keyof typeof DATA_RULE_CONDITION_LABELS] ?? c;
  return (
    <Modal open title={m.previewTitle(name)} width={880} footer={null} onCancel={onClose} destroyOnHidden>
      {error ? <Alert type="error" message={error} /> : null}
      {!data && !error ? <Spin /> : null}
      {data ? (
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 120 } }}>
          <Descriptions.Item label={m.previewRoles}>
            {data.roles.length ? data.roles.map((r) => <Tag key={r.id} color="blue">{r.roleName}</Tag>) : m.previewNoRoles}
          </Descriptions.Item>
          <Descriptions.Item label={m.previewRules}>
            {data.unrestricted ? m.previewAdmin : data.dataRules.length ? (
              <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="preview-rules">
                {data.dataRules.map((r, i) => (
                  <li key={i}>
                    <Typography.Text strong>{r.menuName}</Typography.Text>：{r.ruleName}（{condition(r.ruleConditions)}
                    {r.ruleColumn ? ` ${r.ruleColumn} ${r.ruleValue ?? ''}` : ''}）<Typography.Text type="secondary">— {r.roleName}</Typography.Text>
                  </li>
                ))}
              </ul>
            ) : m.previewNoRules}
          </Descriptions.Item>
          <Descriptions.Item label={m.previewMenus}>
            {tree.length ? <Tree treeData={tree} defaultExpandAll selectable={false} style={{ maxHeight: 420, overflow: 'auto' }} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Modal>
  );
}
