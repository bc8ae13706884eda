import { useEffect, useState } from 'react';
import { App, Checkbox, Form, Input, Modal, Select, Typography } from 'antd';
import { actionName, DEFAULT_MENU_ROLES, suggestedGrants, tablePage, useStudioClient, type PageSchema, type StudioRoleView } from '@/engine';

export interface MenuDialogProps {
  open: boolean;
  code: string;
  page: PageSchema;
  roles?: StudioRoleView[];
  onClose(): void;
}

/** 加入菜单: a menu group, the entry's name and the roles that see it (each with the grants the preview showed). */
export function MenuDialog({ open, code, page, onClose }: MenuDialogProps) {
  const studio = useStudioClient();
  const { message } = App.useApp();
  const [groups, setGroups] = useState<{ id: string; name: string; menuCode: string }[]>([]);
  const [roles, setRoles] = useState<StudioRoleView[]>([]);
  const [form] = Form.useForm<{ parentId: string; name: string; roles: string[] }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    void studio.menuGroups().then(setGroups, () => setGroups([]));
    void studio.roleViews(code).then(setRoles, () => setRoles([]));
  }, [open, studio, code]);
  const prefix = tablePage(page)?.permissionPrefix ?? '';
  const add = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      message.success(await studio.addMenu({ code, ...values }));
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title={`加入菜单：${page.title}`} open={open} onCancel={onClose} onOk={() => void add()} okText="加入菜单" confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ name: page.title, roles: DEFAULT_MENU_ROLES }}>
        <Form.Item name="parentId" label="菜单分组" rules={[{ required: true, message: '请选择菜单分组' }]}>
          <Select
            aria-label="菜单分组"
            showSearch
            optionFilterProp="label"
            options={groups.map((g) => ({ value: g.id, label: `${g.menuCode === '12' ? '项目视图' : '公司视图'} / ${g.name}` }))}
          />
        </Form.Item>
        <Form.Item name="name" label="菜单名称" rules={[{ required: true, message: '请输入菜单名称' }, { max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="roles" label="可见角色" extra="各角色的按钮按建议授权，之后可在角色管理中调整">
          <Checkbox.Group
            options={roles.map((r) => ({
              value: r.roleCode,
              label: (
                <span>
                  {r.roleName}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    （{suggestedGrants(r.roleCode, prefix).map(actionName).join('、')}）
                  </Typography.Text>
                </span>
              ),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
