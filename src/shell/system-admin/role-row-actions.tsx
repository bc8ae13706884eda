import { lazy, Suspense, useState } from 'react';
import { Typography } from 'antd';
import { useAccessControl } from '@/engine';
import type { RowExtrasProps } from '@/widgets/crud-page/row-extras';
import { adminMessages } from './admin-messages';

const RoleGrantDrawer = lazy(() => import('./role-grant-drawer'));

/** 角色管理's 授权 link: the role's menu, button and data permissions, for whoever holds `system:role:authorize`. */
export function RoleRowActions({ record }: RowExtrasProps) {
  const access = useAccessControl();
  const [open, setOpen] = useState(false);
  if (!access.can('system:role:authorize')) return null;
  return (
    <>
      <Typography.Link onClick={() => setOpen(true)}>{adminMessages.role.grant}</Typography.Link>
      {open ? (
        <Suspense fallback={null}>
          <RoleGrantDrawer roleId={record.id} roleName={String(record.roleName ?? '')} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
